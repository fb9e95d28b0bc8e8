import { test } from '@japa/runner'
import { SIGNATURE_HEADERS, signRequest } from '@sceau/api-client/signing'
import { Browser } from '@sceau/testing/browser'
import { mailQueueSettled } from '@sceau/testing/mail_catcher'
import { apiKey, signUp, uniqueEmail } from '@sceau/testing/personas'
import type { Json } from '@sceau/testing/browser'

interface Key {
  publicKey: string
  secret: string
}

/** A server integration: signs each request with the key, as @sceau/api-client does. */
async function signed(key: Key, method: string, path: string, body?: unknown, datetime?: string) {
  const text = body === undefined ? undefined : JSON.stringify(body)
  const headers = await signRequest(key, { method, path: `/api/v2${path}`, body: text, datetime })
  return send(method, path, headers, text)
}

async function send(method: string, path: string, headers: Record<string, string>, text?: string) {
  const response = await fetch(`${Browser.baseUrl()}/api/v2${path}`, {
    method,
    headers: { ...headers, accept: 'application/json', 'accept-language': 'en', ...(text ? { 'content-type': 'application/json' } : {}) },
    body: text,
  })
  return { status: response.status, body: (await response.json().catch(() => null)) as Json, cookies: response.headers.getSetCookie() }
}

async function premiumWithKey(permissions: Record<string, boolean> = { api: true, capsule: true }) {
  const admin = await signUp({ language: 'en' })
  return { admin, key: await apiKey(admin, permissions, 'CRM sync') }
}

test.group('Organisation API keys: HMAC-signed requests', (group) => {
  group.teardown(() => mailQueueSettled())
  test("the secret is shown once; a signed request acts as the organisation with the key's integration flags", async ({ assert }) => {
    const { admin, key } = await premiumWithKey({ api: true, capsule: true })
    assert.match(key.publicKey, /^sck_/)
    assert.match(key.secret, /^scs_/)
    const listed = await admin.browser.get(`/organizations/${admin.organisationId}/api-keys`)
    assert.isTrue(listed.body.allowed)
    assert.deepEqual(
      listed.body.keys.map((k: { name: string; publicKey: string }) => [k.name, k.publicKey]),
      [['CRM sync', key.publicKey]]
    )
    assert.notInclude(JSON.stringify(listed.body), key.secret)

    const whoami = await signed(key, 'GET', '/integrations/whoami')
    assert.equal(whoami.status, 200)
    assert.deepInclude(whoami.body, { kind: 'apiKey', userId: null, organizationId: admin.organisationId, role: null, premium: true })
    assert.deepEqual(whoami.body.integration, { capsule: true, webProof: false, gitCloning: false, api: true, any: true })
    assert.deepEqual(whoami.cookies, [], 'no session for signed requests')
    assert.deepEqual((await key.request('GET', '/integrations/whoami')).body, whoami.body, "@sceau/testing's apiKey signs as @sceau/api-client does")

    // Writes too, without a CSRF token: the body is part of the signature.
    const email = uniqueEmail('crm')
    const added = await signed(key, 'POST', `/organizations/${admin.organisationId}/contacts`, { email, firstname: 'From', lastname: 'CRM' })
    assert.equal(added.status, 201)
    const book = await admin.browser.get(`/organizations/${admin.organisationId}/contacts`)
    assert.deepEqual(
      book.body.data.map((c: { email: string }) => c.email),
      [email]
    )
  })

  test('a replayed, stale, tampered or unknown signature is refused', async ({ assert }) => {
    const { admin, key } = await premiumWithKey()
    const path = `/organizations/${admin.organisationId}/contacts`
    const body = JSON.stringify({ email: uniqueEmail('once') })
    const headers = await signRequest(key, { method: 'POST', path: `/api/v2${path}`, body })
    assert.equal((await send('POST', path, headers, body)).status, 201)
    const replay = await send('POST', path, headers, body)
    assert.equal(replay.status, 401)
    assert.deepEqual(replay.body.error, { code: 'E_SIGNATURE_REPLAYED', message: 'This signed request was already received' })

    const stale = await signed(key, 'GET', '/integrations/whoami', undefined, new Date(Date.now() - 6 * 60 * 1000).toISOString())
    assert.equal(stale.body.error.code, 'E_SIGNATURE_EXPIRED')
    const future = await signed(key, 'GET', '/integrations/whoami', undefined, new Date(Date.now() + 6 * 60 * 1000).toISOString())
    assert.equal(future.body.error.code, 'E_SIGNATURE_EXPIRED')

    const fresh = await signRequest(key, { method: 'POST', path: `/api/v2${path}`, body })
    const tamperedBody = await send('POST', path, fresh, JSON.stringify({ email: uniqueEmail('evil') }))
    assert.equal(tamperedBody.body.error.code, 'E_INVALID_SIGNATURE')
    const otherPath = await send('GET', '/integrations/whoami?x=1', await signRequest(key, { method: 'GET', path: '/api/v2/integrations/whoami' }))
    assert.equal(otherPath.body.error.code, 'E_INVALID_SIGNATURE')
    const wrongSecret = await signed({ publicKey: key.publicKey, secret: 'scs_guess' }, 'GET', '/integrations/whoami')
    assert.equal(wrongSecret.body.error.code, 'E_INVALID_SIGNATURE')
    const unknown = await signed({ publicKey: 'sck_unknown', secret: key.secret }, 'GET', '/integrations/whoami')
    assert.equal(unknown.body.error.code, 'E_INVALID_SIGNATURE')
    const partial = await send('GET', '/integrations/whoami', { [SIGNATURE_HEADERS.key]: key.publicKey })
    assert.equal(partial.status, 401)
    assert.equal((await admin.browser.get(path)).body.meta.total, 1, 'only the first request wrote')
  })

  test('keys act only where routes accept them, only for their own organisation, and stop when revoked', async ({ assert }) => {
    const { admin, key } = await premiumWithKey({ api: true })
    const me = await signed(key, 'GET', '/users/me')
    assert.equal(me.status, 401)
    assert.equal(me.body.error.code, 'E_API_KEY_NOT_ACCEPTED')
    const members = await signed(key, 'GET', `/organizations/${admin.organisationId}/members`)
    assert.equal(members.body.error.code, 'E_API_KEY_NOT_ACCEPTED')

    const other = await premiumWithKey()
    assert.equal((await signed(key, 'GET', `/organizations/${other.admin.organisationId}/contacts`)).status, 404)

    const noApiFlag = await premiumWithKey({ capsule: true })
    assert.equal((await signed(noApiFlag.key, 'GET', `/organizations/${noApiFlag.admin.organisationId}/contacts`)).status, 403)

    assert.equal((await admin.browser.delete(`/organizations/${admin.organisationId}/api-keys/${key.id}`)).status, 204)
    assert.equal((await signed(key, 'GET', '/integrations/whoami')).body.error.code, 'E_INVALID_SIGNATURE')
  })

  test('keys need the integrations of the plan and an administrator', async ({ assert }) => {
    const free = await signUp({ language: 'en' })
    const listed = await free.browser.get(`/organizations/${free.organisationId}/api-keys`)
    assert.isFalse(listed.body.allowed)
    const refused = await free.browser.post(`/organizations/${free.organisationId}/api-keys`, { name: 'k', permissions: { api: true } })
    assert.equal(refused.body.error.code, 'E_NOT_ALLOWED_BY_SUBSCRIPTION')

    const { admin } = await premiumWithKey()
    const nameless = await admin.browser.post(`/organizations/${admin.organisationId}/api-keys`, { name: '', permissions: {} })
    assert.equal(nameless.body.error.fields.name, 'Required field')
    const badFlag = await admin.browser.post(`/organizations/${admin.organisationId}/api-keys`, { name: 'k', permissions: { api: 'yes' } })
    assert.equal(badFlag.status, 422)
  })
})
