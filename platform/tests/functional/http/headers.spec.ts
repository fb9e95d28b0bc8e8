import { test } from '@japa/runner'

test.group('HTTP headers', () => {
  test('API answers are never cached', async ({ client }) => {
    const response = await client.get('/api/v2/transfer/limits')
    response.assertHeader('cache-control', 'no-cache, no-store, must-revalidate')
  })

  test('security headers forbid framing and sniffing', async ({ client, assert }) => {
    const response = await client.get('/')
    assert.equal(response.header('x-frame-options'), 'DENY')
    assert.equal(response.header('x-content-type-options'), 'nosniff')
    assert.include(response.header('content-security-policy'), "frame-ancestors 'none'")
    assert.include(response.header('content-security-policy'), "default-src 'self'")
  })

  test('embed pages may be framed by third-party sites', async ({ client, assert }) => {
    for (const path of ['/embed/consignment/abc', '/en/embed/consignment/abc']) {
      const response = await client.get(path)
      assert.isUndefined(response.header('x-frame-options'))
      assert.include(response.header('content-security-policy'), 'frame-ancestors *')
    }
  })

  test('every response carries a request id', async ({ client, assert }) => {
    const response = await client.get('/api/v2/health')
    assert.match(response.header('x-request-id') ?? '', /^[0-9a-f-]{36}$/)
  })

  test('health is stateless: no session cookie, no CSRF cookie', async ({ client, assert }) => {
    const response = await client.get('/api/v2/health')
    assert.isUndefined(response.header('set-cookie'))
  })
})
