import { test } from '@japa/runner'

test.group('The web app is served on the API port', () => {
  test('any page path answers the app shell, not cached', async ({ client, assert }) => {
    for (const path of ['/', '/en/transfer', '/app/transfers/42', '/pt/no/such/page']) {
      const response = await client.get(path)
      response.assertStatus(200)
      assert.include(response.text(), 'Sceau test shell')
      assert.equal(response.header('cache-control'), 'no-cache')
    }
  })

  test('hashed assets are immutable, other files cached an hour', async ({ client, assert }) => {
    const asset = await client.get('/assets/app-abc123.js')
    asset.assertStatus(200)
    assert.include(asset.text(), 'sceau test asset')
    assert.equal(asset.header('cache-control'), 'public, max-age=31536000, immutable')
    assert.match(asset.header('content-type') ?? '', /javascript/)
    const robots = await client.get('/robots.txt')
    assert.equal(robots.header('cache-control'), 'public, max-age=3600')
  })

  test('paths cannot escape the web app folder', async ({ client, assert }) => {
    const response = await client.get('/assets/..%2f..%2f..%2fpackage.json')
    assert.notInclude(response.text(), '"@sceau/platform"')
  })

  test('a missing asset falls through to the app shell, which shows its 404 page', async ({ client, assert }) => {
    const response = await client.get('/assets/missing-123.js')
    assert.include(response.text(), 'Sceau test shell')
  })
})
