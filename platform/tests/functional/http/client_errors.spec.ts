import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'

/** A page load gives the XSRF-TOKEN cookie and the session it is bound to, as a browser would get. */
async function browserSession(client: ApiClient) {
  const page = await client.get('/')
  const setCookies = [page.headers()['set-cookie'] ?? []].flat() as string[]
  const raw = setCookies.find((c) => c.startsWith('XSRF-TOKEN='))!
  const xsrf = decodeURIComponent(raw.split(';')[0].slice('XSRF-TOKEN='.length))
  return { cookie: setCookies.map((c) => c.split(';')[0]).join('; '), xsrf }
}

const report = { message: 'Cannot read properties of undefined', url: '/app/transfers', kind: 'render' }

test.group('POST /api/v2/client-errors (CSRF, validation, rate limit)', () => {
  test('without the CSRF token the request is refused and nothing is logged', async ({ client }) => {
    const response = await client.post('/api/v2/client-errors').json(report).header('accept-language', 'en')
    response.assertStatus(403)
    response.assertBodyContains({ error: { code: 'E_BAD_CSRF_TOKEN', message: 'Your session has expired, please reload the page' } })
  })

  test('with the cookie and the X-XSRF-TOKEN header it is accepted', async ({ client }) => {
    const { cookie, xsrf } = await browserSession(client)
    const response = await client.post('/api/v2/client-errors').header('cookie', cookie).header('x-xsrf-token', xsrf).json(report)
    response.assertStatus(202)
  })

  test('a forged token is refused', async ({ client }) => {
    const { cookie } = await browserSession(client)
    const response = await client.post('/api/v2/client-errors').header('cookie', cookie).header('x-xsrf-token', 'forged').json(report)
    response.assertStatus(403)
  })

  test('invalid fields come back translated, field by field', async ({ client, assert }) => {
    const { cookie, xsrf } = await browserSession(client)
    const response = await client
      .post('/api/v2/client-errors')
      .header('cookie', cookie)
      .header('x-xsrf-token', xsrf)
      .header('accept-language', 'fr')
      .json({ url: '/x', kind: 'nope' })
    response.assertStatus(422)
    const { error } = response.body()
    assert.equal(error.code, 'E_VALIDATION')
    assert.equal(error.message, 'Certains champs ne sont pas valides')
    assert.equal(error.fields.message, 'Champ obligatoire')
    assert.equal(error.fields.kind, 'Choisissez une valeur de la liste')
  })

  test('more than 20 reports a minute from one address are refused with Retry-After', async ({ client, assert }) => {
    const { cookie, xsrf } = await browserSession(client)
    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`
    const send = () =>
      client
        .post('/api/v2/client-errors')
        .header('cookie', cookie)
        .header('x-xsrf-token', xsrf)
        .header('x-forwarded-for', ip)
        .header('accept-language', 'en')
        .json(report)
    for (let i = 0; i < 20; i++) (await send()).assertStatus(202)
    const refused = await send()
    refused.assertStatus(429)
    assert.match(refused.body().error.message, /^Too many attempts\. Try again in \d+ seconds?\.$/)
    assert.isAbove(Number(refused.header('retry-after')), 0)
  })
})
