/*
 * What a deploy key's release says and does: refusals that name what is missing (the key's
 * permission, not the plan, on a paid plan), the same release asked twice answering the first (one
 * deposit, one charge), the deposit in the caller's language and naming the organisation and the key
 * as on the hash-only path.
 */
import { randomBytes } from 'node:crypto'
import { test } from '@japa/runner'
import type {} from '@japa/assert'
import db from '@adonisjs/lucid/services/db'
import { apiKey, grantPlan, signUp, type TestApiKey } from '@sceau/testing/personas'
import { startQueueWorker } from '@sceau/testing/test_platform'
import { createUpload, sendChunks, sha256Hex, waitFor } from '@sceau/testing/uploads'

const archive = () => {
  const bytes = new Uint8Array(randomBytes(4096))
  return { bytes, body: { name: 'widget-v1.0.0.tar.gz', size: bytes.length, sha256: sha256Hex(bytes) } }
}

const release = (sha: { name: string; size: number; sha256: string }) => ({
  repository: 'acme/widget',
  tag: 'v1.0.0',
  commit: '0123456789abcdef0123456789abcdef01234567',
  archive: sha,
  years: 3,
  coAuthors: [],
})

async function uploadArchive(upload: { uploadToken: string }, bytes: Uint8Array) {
  const url = await createUpload(bytes.length, { filename: 'widget-v1.0.0.tar.gz', relativePath: 'widget-v1.0.0.tar.gz' }, { token: upload.uploadToken })
  await sendChunks(url, bytes, bytes.length, { token: upload.uploadToken })
}

/** Completes the release (retrying while the archive is being checked) and waits until it is protected. */
async function completeAndSeal(key: TestApiKey, id: string, language = 'en') {
  await waitFor(async () => {
    const answer = await key.request('POST', `/git-deploy/releases/${id}/complete`, {}, { 'accept-language': language })
    return answer.status === 200 ? answer : undefined
  }, 'the release completed')
  return waitFor(async () => {
    const { body } = await key.request('GET', `/git-deploy/releases/${id}`)
    return body.release.state === 'protected' ? body.release : undefined
  }, 'the release protected')
}

test.group('Git-deploy: what a deploy key asks for', (group) => {
  group.setup(async () => startQueueWorker(2))

  test('a refusal names what is missing: the key’s permission on a paid plan, the plan on the free one', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    const withoutPermission = await apiKey(admin, { api: true, gitCloning: false }, 'no repository deposits', ['deposit'])
    const refused = await withoutPermission.request('POST', '/git-deploy/releases', release(archive().body))
    assert.equal(refused.status, 403)
    assert.equal(refused.body.error.code, 'E_API_KEY_PERMISSION')
    assert.include(refused.body.error.message, 'Repository deposits')
    assert.notInclude(refused.body.error.message, 'plan')
    const french = await withoutPermission.request('POST', '/git-deploy/releases', release(archive().body), { 'accept-language': 'fr' })
    assert.include(french.body.error.message, 'Dépôts depuis un dépôt de code')

    const allowed = await apiKey(admin, { api: true, gitCloning: true }, 'deploy', ['deposit'])
    await grantPlan(admin.organisationId, 'free')
    const free = await allowed.request('POST', '/git-deploy/releases', release(archive().body))
    assert.equal(free.status, 403)
    assert.equal(free.body.error.code, 'E_FORBIDDEN')
    assert.include(free.body.error.message, 'plan')
  })

  test('the same release asked again answers the first: one release, one deposit, one charge', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    const key = await apiKey(admin, { api: true, gitCloning: true }, 'deploy', ['deposit'])
    const { bytes, body } = archive()

    const first = await key.request('POST', '/git-deploy/releases', release(body))
    assert.equal(first.status, 201)
    assert.isFalse(first.body.existing)
    // A second run before the first uploaded anything: the same release, a new batch (the first run's is dropped).
    const second = await key.request('POST', '/git-deploy/releases', release(body))
    assert.equal(second.status, 200)
    assert.isTrue(second.body.existing)
    assert.equal(second.body.release.id, first.body.release.id)
    assert.notEqual(second.body.upload.batchId, first.body.upload.batchId)
    await assert.rejects(() => uploadArchive(first.body.upload, bytes))
    await uploadArchive(second.body.upload, bytes)

    // Uploaded, not completed yet: asked again, nothing more to send.
    const third = await key.request('POST', '/git-deploy/releases', release(body))
    assert.equal(third.status, 200)
    assert.isNull(third.body.upload)
    const sealed = await completeAndSeal(key, first.body.release.id)

    const again = await key.request('POST', '/git-deploy/releases', release(body))
    assert.equal(again.status, 200)
    assert.isTrue(again.body.existing)
    assert.isNull(again.body.upload)
    assert.deepEqual(again.body.release, sealed)
    const completedAgain = await key.request('POST', `/git-deploy/releases/${first.body.release.id}/complete`, {})
    assert.deepEqual(completedAgain.body.release, sealed)

    assert.equal((await key.request('GET', '/git-deploy/releases')).body.meta.total, 1)
    const deposits = await db.from('consignment_deposits').where('organisation_id', Number(admin.organisationId))
    assert.deepEqual(
      deposits.map((row) => row.uid),
      [sealed.deposit.id]
    )
    const charges = await db.from('billing_charges').where('organisation_id', Number(admin.organisationId))
    assert.deepEqual(
      charges.map((row) => row.ref),
      [`consignment:deposit:${sealed.deposit.id}`]
    )

    // Another tag, or another archive, is another release.
    const other = await key.request('POST', '/git-deploy/releases', { ...release(archive().body), tag: 'v1.0.1' })
    assert.equal(other.status, 201)
  }).timeout(120_000)

  test('a key’s deposit speaks its caller’s language and names the organisation and the key, as its hash-only deposits do', async ({ assert }) => {
    const admin = await signUp({ language: 'en', firstname: 'Grace', lastname: 'Hopper' })
    const key = await apiKey(admin, { api: true, gitCloning: true }, 'deploy action', ['deposit', 'read'])
    const { bytes, body } = archive()
    const started = await key.request('POST', '/git-deploy/releases', release(body), { 'accept-language': 'pt' })
    await uploadArchive(started.body.upload, bytes)
    const sealed = await completeAndSeal(key, started.body.release.id, 'pt-BR')

    const hashOnly = await key.request(
      'POST',
      '/consignment/deposits',
      { type: 'file', authorKind: 'me', title: 'notes', hashOnly: true, files: [{ path: 'notes.txt', size: 5, sha256: 'b'.repeat(64) }] },
      { 'accept-language': 'it' }
    )
    assert.equal(hashOnly.status, 201, JSON.stringify(hashOnly.body))

    const rows = await db.from('consignment_deposits').whereIn('uid', [sealed.deposit.id, hashOnly.body.deposit.id])
    const byUid = new Map(rows.map((row) => [row.uid, row]))
    const releaseDeposit = byUid.get(sealed.deposit.id)!
    const hashDeposit = byUid.get(hashOnly.body.deposit.id)!
    assert.equal(releaseDeposit.locale, 'pt')
    assert.equal(hashDeposit.locale, 'it')
    // The personal organisation is named after its owner; the key after what it was made for.
    assert.equal(releaseDeposit.author_name, 'Grace Hopper (deploy action)')
    assert.equal(hashDeposit.author_name, releaseDeposit.author_name)
    assert.equal(hashDeposit.author_email, releaseDeposit.author_email)
    assert.equal(releaseDeposit.author_email, admin.email)
    assert.equal(releaseDeposit.creator_name, 'Grace Hopper (deploy action)')
    const detail = await admin.browser.get(`/consignment/deposits/${sealed.deposit.id}`)
    assert.deepEqual(detail.body.author, { name: 'Grace Hopper (deploy action)', email: admin.email })
  }).timeout(120_000)
})
