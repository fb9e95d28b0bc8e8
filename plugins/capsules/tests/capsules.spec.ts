import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { BlobService, EventBus, TimestampService, TranslationService } from '@sceau/plugin-sdk/server'
import { grantPlan, joinOrganisation, signUp, type TestAccount } from '@sceau/testing/personas'
import { opensslVerifyBundle } from '@sceau/testing/openssl'
import { startQueueWorker } from '@sceau/testing/test_platform'
import { unzip } from '@sceau/testing/unzip'
import { waitFor } from '@sceau/testing/wait_for'
import { WARCParser } from 'warcio'
import type { CapsuleView } from '../shared/types.js'
import { CapsuleService } from '../server/services/capsule_service.js'
import { Browser, captureAndComplete, captureFiles, fetchBytes, pageCapture, sha256, startBody, uploadFiles } from './support/capsules.js'

async function premium() {
  const account = await signUp({ language: 'en' })
  await grantPlan(account.organisationId, 'premium')
  return account
}

async function protectedCapsule(account: TestAccount, id: string): Promise<CapsuleView> {
  return waitFor(
    async () => {
      const answer = await account.browser.get(`/capsules/${id}`)
      if (answer.body.state === 'failed') throw new Error(`capsule failed: ${answer.body.error}`)
      return answer.body.state === 'protected' ? (answer.body as CapsuleView) : null
    },
    'the capsule protected',
    { timeoutMs: 60_000 }
  )
}

test.group('Capsules: an extension capture becomes a sealed deposit', (group) => {
  group.setup(async () => {
    const stop = await startQueueWorker(4)
    return async () => {
      if (typeof stop === 'function') await stop()
    }
  })

  test('start, tus upload, complete: the WACZ is checked, deposited, sealed; openssl ts -verify accepts the timestamp over the WACZ bytes', async ({
    assert,
  }) => {
    const admin = await premium()
    const { files, start, complete } = await captureAndComplete(admin.browser)
    assert.equal(start.status, 201)
    assert.equal(start.body.capsule.state, 'uploading')
    assert.equal(start.body.capsule.kind, 'extension')
    assert.match(start.body.upload.endpoint, /uploads/)
    assert.deepEqual(start.body.upload.files, [{ name: 'capture.wacz' }, { name: 'screenshot.png' }])

    // The request only checks the files arrived as announced: the archive is checked by a job.
    assert.equal(complete.status, 200, JSON.stringify(complete.body))
    const view = complete.body as CapsuleView
    assert.equal(view.state, 'checking')
    assert.deepEqual(view.wacz, { name: 'capture.wacz', size: files.wacz.length, sha256: sha256(files.wacz) })
    assert.deepEqual(view.screenshot, { width: 40, height: 300, size: files.screenshot.length, sha256: sha256(files.screenshot) })

    const done = await protectedCapsule(admin, view.id)
    assert.includeMembers(
      done.contents.map((f) => f.path),
      ['archive/data.warc', 'datapackage.json', 'datapackage-digest.json', 'pages/pages.jsonl', 'indexes/index.cdxj', 'screenshot.png']
    )
    assert.isString(done.depositId)
    assert.isString(done.depositNumber)
    assert.isNull(done.error)
    // Listed, with its deposit.
    const list = await admin.browser.get('/capsules?kind=extension')
    assert.equal(list.status, 200)
    assert.deepInclude(list.body.data, {
      id: done.id,
      kind: 'extension',
      url: files.capture.url,
      title: 'Un article à garder',
      capturedAt: files.capture.capturedAt.toISOString(),
      state: 'protected',
      depositId: done.depositId,
      depositNumber: done.depositNumber,
      createdAt: done.createdAt,
    })
    assert.deepEqual((await admin.browser.get('/capsules?kind=server')).body.data, [])

    // The deposit: titled after the page, its one file the WACZ, carrying the URL and capture time.
    const deposit = await admin.browser.get(`/consignment/deposits/${done.depositId}`)
    assert.equal(deposit.status, 200)
    assert.equal(deposit.body.title, 'Un article à garder')
    assert.equal(deposit.body.number, done.depositNumber)
    assert.deepEqual(deposit.body.capture, { url: files.capture.url, capturedAt: files.capture.capturedAt.toISOString() })
    assert.equal(deposit.body.files.length, 1)
    assert.equal(deposit.body.files[0].sha256, sha256(files.wacz))

    // The deposit's timestamp, checked with stock openssl over the WACZ's bytes.
    const proof = await fetchBytes(admin.browser, `/consignment/deposits/${done.depositId}/files/${deposit.body.files[0].id}/proof`)
    assert.equal(proof.status, 200)
    const bundle = await unzip(proof.bytes)
    const root = await (await app.container.make(TimestampService)).trustedRootsPem()
    const verified = await opensslVerifyBundle(bundle, { data: files.wacz }, root)
    assert.include(verified, 'Verification: OK')

    // Downloads: the WACZ as sent (parsed by warcio), the screenshot inline.
    const wacz = await fetchBytes(admin.browser, `/capsules/${done.id}/wacz`)
    assert.equal(wacz.status, 200)
    assert.equal(sha256(wacz.bytes), sha256(files.wacz))
    assert.match(wacz.headers.get('content-disposition')!, /^attachment/)
    const entries = await unzip(wacz.bytes)
    const records: { type: string; url: string | null | undefined; digest: string | null | undefined }[] = []
    for await (const record of WARCParser.iterRecords([entries.get('archive/data.warc')!])) {
      records.push({ type: record.warcType, url: record.warcTargetURI, digest: record.warcPayloadDigest })
    }
    assert.equal(records[0]!.type, 'warcinfo')
    for (const exchange of files.capture.exchanges) {
      assert.deepInclude(records, { type: 'response', url: exchange.url, digest: `sha256:${sha256(exchange.body)}` })
      assert.isTrue(
        records.some((r) => r.type === 'request' && r.url === exchange.url),
        exchange.url
      )
    }
    const shot = await fetchBytes(admin.browser, `/capsules/${done.id}/screenshot`)
    assert.equal(shot.status, 200)
    assert.equal(shot.headers.get('content-type'), 'image/png')
    assert.match(shot.headers.get('content-disposition')!, /^inline/)
    assert.equal(sha256(shot.bytes), sha256(files.screenshot))

    // Completing again changes nothing.
    const again = await admin.browser.post(`/capsules/${done.id}/complete`, {})
    assert.equal(again.status, 200)
    assert.equal(again.body.state, 'protected')
  })

  test('a personal access token (Authorization: Bearer) captures and reads, without a session', async ({ assert }) => {
    const admin = await premium()
    const token = await admin.browser.post('/users/me/tokens', { name: 'Sceau extension' })
    assert.equal(token.status, 201)
    const bearer = { authorization: `Bearer ${token.body.value}` }
    const extension = new Browser('en')
    const files = await captureFiles()
    const start = await extension.request('POST', '/capsules', { json: startBody(files), headers: bearer, csrf: false })
    assert.equal(start.status, 201, JSON.stringify(start.body))
    await uploadFiles(start.body.upload, [
      ['capture.wacz', files.wacz],
      ['screenshot.png', files.screenshot],
    ])
    const complete = await extension.request('POST', `/capsules/${start.body.capsule.id}/complete`, { json: {}, headers: bearer, csrf: false })
    assert.equal(complete.status, 200, JSON.stringify(complete.body))
    assert.equal(complete.body.state, 'checking')
    assert.equal((await extension.request('GET', `/capsules/${start.body.capsule.id}`, { headers: bearer })).status, 200)
    // Without the token: nobody.
    assert.equal((await extension.request('GET', `/capsules/${start.body.capsule.id}`)).status, 401)
    // Revoked: refused.
    assert.equal((await admin.browser.delete(`/users/me/tokens/${token.body.id}`)).status, 204)
    assert.equal((await extension.request('GET', `/capsules/${start.body.capsule.id}`, { headers: bearer })).status, 401)
    await protectedCapsule(admin, start.body.capsule.id)
  })
  test('a server-side capture (recordServerCapture, as the web proof job calls it) is packed, stored as blobs and deposited', async ({ assert }) => {
    const admin = await premium()
    const capsules = await app.container.make(CapsuleService)
    const actor = { organisationId: Number(admin.organisationId), userId: Number(admin.userId), email: admin.email }
    const row = await capsules.createServerCapsule(actor as Parameters<CapsuleService['createServerCapsule']>[0], 'http://127.0.0.1:8123/article', 320)
    assert.equal((await admin.browser.get(`/capsules/${row.id}`)).body.state, 'capturing')
    const capture = pageCapture('http://127.0.0.1:8123/article')
    await capsules.recordServerCapture(row.id, capture)
    // A retried job finds it captured already: nothing twice.
    await capsules.recordServerCapture(row.id, capture)

    const done = await protectedCapsule(admin, row.id)
    assert.equal(done.kind, 'server')
    assert.equal(done.title, 'Un article à garder')
    assert.equal(done.capturedAt, capture.capturedAt.toISOString())
    assert.deepEqual(done.screenshot, { width: 40, height: 300, size: capture.screenshot.png.length, sha256: sha256(capture.screenshot.png) })
    assert.include(
      done.contents.map((f) => f.path),
      'archive/data.warc'
    )
    const wacz = await fetchBytes(admin.browser, `/capsules/${row.id}/wacz`)
    assert.equal(sha256(wacz.bytes), done.wacz!.sha256)
    const deposit = await admin.browser.get(`/consignment/deposits/${done.depositId}`)
    assert.equal(deposit.body.files[0].sha256, done.wacz!.sha256)
    assert.deepEqual(
      (await admin.browser.get('/capsules?kind=server')).body.data.map((c: { id: string }) => c.id),
      [row.id]
    )
    const shot = await fetchBytes(admin.browser, `/capsules/${row.id}/screenshot`)
    assert.equal(sha256(shot.bytes), sha256(capture.screenshot.png))
  })
  test('a deposit consignment could not make fails the capsule with the reason', async ({ assert }) => {
    const admin = await premium()
    const capsules = await app.container.make(CapsuleService)
    const actor = { organisationId: Number(admin.organisationId), userId: Number(admin.userId), email: admin.email }
    const events = await app.container.make(EventBus)
    for (const [error, key] of [
      ['failed', 'capsules.errors.depositFailed'],
      ['refused', 'capsules.errors.depositRefused'],
    ] as const) {
      const row = await capsules.createServerCapsule(actor as Parameters<CapsuleService['createServerCapsule']>[0], 'https://example.com/', 320)
      await events.emit('consignment:deposit-made', {
        source: 'capsule',
        sourceRef: row.id,
        organisationId: row.organisationId,
        depositId: null,
        number: null,
        error,
      })
      const view = (await admin.browser.get(`/capsules/${row.id}`)).body
      assert.equal(view.state, 'failed')
      assert.equal(view.error, key)
    }
  })
})

test.group('Capsules: refusals', (group) => {
  // The archive check is a job: on BullMQ (scale-out run) a worker must run in this process.
  group.setup(async () => {
    const stop = await startQueueWorker(2)
    return async () => {
      if (typeof stop === 'function') await stop()
    }
  })

  test('a WACZ whose SHA-256 differs from the announced one is refused and nothing changes', async ({ assert }) => {
    const admin = await premium()
    const files = await captureFiles()
    const start = await admin.browser.post('/capsules', startBody(files, { waczSha256: sha256(Buffer.from('something else')) }))
    assert.equal(start.status, 201)
    await uploadFiles(start.body.upload, [
      ['capture.wacz', files.wacz],
      ['screenshot.png', files.screenshot],
    ])
    const complete = await admin.browser.post(`/capsules/${start.body.capsule.id}/complete`, {})
    assert.equal(complete.status, 422)
    assert.equal(complete.body.error.code, 'E_HASH_MISMATCH')
    assert.include(complete.body.error.message, 'capture.wacz')
    assert.include(complete.body.error.message, 'SHA-256')
    const after = await admin.browser.get(`/capsules/${start.body.capsule.id}`)
    assert.equal(after.body.state, 'uploading')
    assert.isNull(after.body.depositId)
  })

  test('a file that is not a WACZ fails the capsule with the reason (translated) and its bytes are deleted', async ({ assert }) => {
    const admin = await signUp({ language: 'fr' })
    await grantPlan(admin.organisationId, 'premium')
    const files = await captureFiles()
    const notWacz = Buffer.from('PK\u0003\u0004 this is not a zip at all')
    const body = startBody(files)
    body.wacz = { name: 'capture.wacz', size: notWacz.length, sha256: sha256(notWacz) }
    const start = await admin.browser.post('/capsules', body)
    assert.equal(start.status, 201)
    await uploadFiles(start.body.upload, [
      ['capture.wacz', notWacz],
      ['screenshot.png', files.screenshot],
    ])
    const id = start.body.capsule.id as string
    const complete = await admin.browser.post(`/capsules/${id}/complete`, {})
    assert.equal(complete.status, 200)
    const failed = await waitFor(
      async () => {
        const answer = await admin.browser.get(`/capsules/${id}`)
        return answer.body.state === 'failed' ? (answer.body as CapsuleView) : null
      },
      'the capsule failed',
      { timeoutMs: 60_000 }
    )
    assert.equal(failed.error, 'capsules.errors.notWacz')
    assert.equal(
      (await app.container.make(TranslationService)).translate('fr', failed.error!),
      'L’archive n’est pas un fichier WACZ valide. Capturez à nouveau la page avec l’extension Sceau.'
    )
    // Nothing left to download, nothing offered.
    assert.isNull(failed.wacz)
    assert.isNull(failed.screenshot)
    assert.equal((await fetchBytes(admin.browser, `/capsules/${id}/wacz`)).status, 404)
    // Its bytes are deleted right after it is marked failed.
    const blobs = await app.container.make(BlobService)
    await waitFor(async () => (await blobs.list(start.body.upload.batchId)).length === 0 || null, 'the bytes deleted', { timeoutMs: 60_000 })
  })

  test('completing before the files are uploaded says which one is missing', async ({ assert }) => {
    const admin = await premium()
    const files = await captureFiles()
    const start = await admin.browser.post('/capsules', startBody(files))
    await uploadFiles(start.body.upload, [['capture.wacz', files.wacz]])
    const complete = await admin.browser.post(`/capsules/${start.body.capsule.id}/complete`, {})
    assert.equal(complete.status, 409)
    assert.equal(complete.body.error.code, 'E_UPLOAD_INCOMPLETE')
    assert.include(complete.body.error.message, 'screenshot.png')
  })

  test('bad input is a translated 422 with the fields', async ({ assert }) => {
    const admin = await premium()
    const files = await captureFiles()
    const answer = await admin.browser.post('/capsules', { ...startBody(files), url: 'javascript:alert(1)', wacz: { name: 'a.wacz', size: 10, sha256: 'xyz' } })
    assert.equal(answer.status, 422)
    assert.equal(answer.body.error.code, 'E_VALIDATION')
    assert.properties(answer.body.error.fields, ['url', 'wacz.sha256'])
    assert.equal((await admin.browser.get('/capsules')).body.meta.total, 0)
  })

  test('a member without the right is refused (403); another organisation finds nothing (404); the free plan is refused', async ({ assert }) => {
    const admin = await premium()
    const { complete } = await captureAndComplete(admin.browser)
    const id = complete.body.id as string
    const restricted = await signUp({ language: 'en' })
    await joinOrganisation(admin, restricted, { 'integration.capsule': false, 'integration.webProof': false })
    const files = await captureFiles()
    const refused = await restricted.browser.post('/capsules', startBody(files))
    assert.equal(refused.status, 403)
    assert.include(refused.body.error.message, 'browser extension')
    assert.equal((await restricted.browser.get(`/capsules/${id}`)).status, 403)
    assert.equal((await restricted.browser.post('/capsules/web-proofs', { url: 'https://example.com/' })).status, 403)

    const outsider = await premium()
    assert.equal((await outsider.browser.get(`/capsules/${id}`)).status, 404)
    assert.equal((await outsider.browser.post(`/capsules/${id}/complete`, {})).status, 404)
    assert.equal((await fetchBytes(outsider.browser, `/capsules/${id}/wacz`)).status, 404)
    assert.equal((await fetchBytes(outsider.browser, `/capsules/${id}/screenshot`)).status, 404)
    assert.notInclude(
      (await outsider.browser.get('/capsules')).body.data.map((c: { id: string }) => c.id),
      id
    )

    const free = await signUp({ language: 'en' })
    assert.equal((await free.browser.post('/capsules', startBody(files))).status, 403)
  })
})
