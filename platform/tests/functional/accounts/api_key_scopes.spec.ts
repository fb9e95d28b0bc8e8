import { createHash } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { mailQueueSettled } from '@sceau/testing/mail_catcher'
import { apiKey, signUp, type TestAccount } from '@sceau/testing/personas'
import { blobIdOfUrl, createUpload, sendChunks } from '@sceau/testing/uploads'

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

function depositBody(bytes: Buffer, hashOnly: boolean) {
  return {
    type: 'file',
    authorKind: 'me',
    years: 3,
    coAuthors: [],
    title: 'Release v1.0.0',
    description: 'Built by CI',
    hashOnly,
    files: [{ path: 'release.tar', size: bytes.length, mime: 'application/x-tar', ...(hashOnly ? { sha256: sha256(bytes) } : {}) }],
  }
}

async function keyWith(admin: TestAccount, scopes: string[]) {
  return apiKey(admin, { api: true, gitCloning: true }, `key ${scopes.join('+')}`, scopes)
}

async function auditOf(keyId: string) {
  const rows = await db.from('audit_logs').where('action', 'api_key.request').where('subject_id', keyId).orderBy('id')
  return rows.map((row) => ({ organisationId: row.organisation_id, ...(typeof row.meta === 'string' ? JSON.parse(row.meta) : row.meta) }))
}

test.group('Organisation API keys: scopes, last use, audit', (group) => {
  group.teardown(() => mailQueueSettled())

  test('a "deposit" key opens a deposit, uploads its files with the batch token and reads it back', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    const key = await keyWith(admin, ['deposit'])
    const bytes = Buffer.from('the release archive')
    const created = await key.request('POST', '/consignment/deposits', depositBody(bytes, false))
    assert.equal(created.status, 201, JSON.stringify(created.body))
    const upload = created.body.upload as { uploadToken: string }
    const url = await createUpload(
      bytes.length,
      { filename: 'release.tar', relativePath: 'release.tar', filetype: 'application/x-tar' },
      { token: upload.uploadToken }
    )
    await sendChunks(url, bytes, 64 * 1024, { token: upload.uploadToken })
    assert.isString(blobIdOfUrl(url))

    const shown = await key.request('GET', `/consignment/deposits/${created.body.deposit.id}`)
    assert.equal(shown.status, 200)
    assert.equal(shown.body.id, created.body.deposit.id)
    // Only the organisation's own deposits: the administrator sees the key's deposit too.
    assert.equal((await admin.browser.get(`/consignment/deposits/${created.body.deposit.id}`)).status, 200)
    const other = await signUp({ language: 'en' })
    assert.equal((await (await keyWith(other, ['read'])).request('GET', `/consignment/deposits/${created.body.deposit.id}`)).status, 404)
  })

  test('a key without the scope gets a translated 403; "read" reads but writes nothing', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    const reader = await keyWith(admin, ['read'])
    const refused = await reader.request('POST', '/consignment/deposits', depositBody(Buffer.from('x'), true))
    assert.equal(refused.status, 403)
    assert.deepEqual(refused.body.error, { code: 'E_API_KEY_SCOPE', message: 'This API key does not have the required scope (deposit)' })
    assert.equal((await reader.request('GET', '/consignment/deposits')).status, 200)
    assert.equal((await reader.request('GET', '/transfer/transfers')).status, 200)
    assert.equal((await reader.request('POST', '/transfer/transfers', {})).body.error.code, 'E_API_KEY_SCOPE')
    assert.equal((await admin.browser.get('/consignment/deposits')).body.meta.total, 0, 'nothing was deposited')

    const sender = await keyWith(admin, ['transfer'])
    assert.equal((await sender.request('POST', '/consignment/deposits', depositBody(Buffer.from('x'), true))).body.error.code, 'E_API_KEY_SCOPE')
    assert.equal((await sender.request('GET', '/transfer/transfers')).status, 200)
    const depositor = await keyWith(admin, ['deposit'])
    assert.equal((await depositor.request('GET', '/transfer/transfers')).body.error.code, 'E_API_KEY_SCOPE')
  })

  test('a key never reaches account or organisation administration, whatever its scopes', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    const key = await keyWith(admin, ['deposit', 'transfer', 'read'])
    const org = `/organizations/${admin.organisationId}`
    const administration: [string, string, unknown?][] = [
      ['GET', '/users/me'],
      ['PATCH', '/users/me', { firstname: 'Mallory' }],
      ['GET', '/users/me/tokens'],
      ['POST', '/users/me/tokens', { name: 'stolen' }],
      ['GET', org],
      ['PATCH', org, { name: 'Taken' }],
      ['GET', `${org}/members`],
      ['POST', `${org}/invitations`, { email: 'mallory@example.org' }],
      ['GET', `${org}/api-keys`],
      ['POST', `${org}/api-keys`, { name: 'another', permissions: {}, scopes: ['deposit'] }],
      ['DELETE', `${org}/api-keys/${key.id}`],
      ['PATCH', `${org}/customisation`, { mainColor: '#000000' }],
      ['GET', '/billing'],
      ['POST', '/organizations', { name: 'New' }],
    ]
    for (const [method, path, body] of administration) {
      const answer = await key.request(method, path, body)
      assert.equal(answer.status, 401, `${method} ${path}`)
      assert.equal(answer.body.error.code, 'E_API_KEY_NOT_ACCEPTED', `${method} ${path}`)
    }
    const listed = await admin.browser.get(`${org}/api-keys`)
    assert.lengthOf(listed.body.keys, 1, 'the key made no other key and is still there')
    assert.notEqual((await admin.browser.get(org)).body.name, 'Taken')
    assert.notEqual((await admin.browser.get('/users/me')).body.firstname, 'Mallory')
  })

  test('the last use is recorded and shown, every request goes to the audit trail with the key id', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    const key = await keyWith(admin, ['read'])
    const before = await admin.browser.get(`/organizations/${admin.organisationId}/api-keys`)
    assert.deepEqual(before.body.keys[0].scopes, ['read'])
    assert.deepEqual(before.body.availableScopes, ['deposit', 'transfer', 'read'])
    assert.isNull(before.body.keys[0].lastUsedAt)

    assert.equal((await key.request('GET', '/consignment/deposits')).status, 200)
    assert.equal((await key.request('POST', '/consignment/deposits', {})).status, 403)
    const after = await admin.browser.get(`/organizations/${admin.organisationId}/api-keys`)
    assert.isString(after.body.keys[0].lastUsedAt)
    assert.isAtMost(Date.parse(after.body.keys[0].lastUsedAt), Date.now())

    const entries = await auditOf(key.id)
    assert.deepEqual(
      entries.map((e) => [e.apiKeyId, String(e.organisationId), e.method, e.route, e.status, e.error ?? null]),
      [
        [Number(key.id), String(admin.organisationId), 'GET', '/api/v2/consignment/deposits', 200, null],
        [Number(key.id), String(admin.organisationId), 'POST', '/api/v2/consignment/deposits', 403, 'E_API_KEY_SCOPE'],
      ]
    )
  })

  test('creating a key needs at least one known scope', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    await keyWith(admin, ['read'])
    const path = `/organizations/${admin.organisationId}/api-keys`
    const none = await admin.browser.post(path, { name: 'k', permissions: {}, scopes: [] })
    assert.equal(none.status, 422)
    assert.property(none.body.error.fields, 'scopes')
    const unknown = await admin.browser.post(path, { name: 'k', permissions: {}, scopes: ['admin'] })
    assert.equal(unknown.status, 422)
    const missing = await admin.browser.post(path, { name: 'k', permissions: {} })
    assert.equal(missing.status, 422)
    const twice = await admin.browser.post(path, { name: 'k', permissions: {}, scopes: ['read', 'deposit', 'read'] })
    assert.deepEqual(twice.body.scopes, ['deposit', 'read'])
    assert.lengthOf((await admin.browser.get(path)).body.keys, 2)
  })
})
