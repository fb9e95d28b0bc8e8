import { test } from '@japa/runner'

test.group('The web app is served on the API port', () => {
  test("the app's pages answer the app shell, not cached; in every language, with their parameters", async ({ client, assert }) => {
    const paths = [
      '/',
      '/en',
      '/en/',
      '/en/transfer',
      '/app/transfers/42',
      '/pt/app/transfers',
      '/account/confirm',
      '/it/account/confirm/abc',
      '/en/infos/our-engagements',
      '/transfer?x=1',
    ]
    // Core screens (@sceau/shared), redirects, and plugin screens from their manifests (localised ones included).
    paths.push(
      '/status',
      '/en/contact',
      '/app',
      '/certificate',
      '/en/infos/proof-deposit-consignment',
      '/embed/consignment',
      '/app/integrations/git-deploy',
      '/app/integrations',
      '/en/app/screenshots/new'
    )
    for (const path of paths) {
      const response = await client.get(path)
      assert.equal(response.status(), 200, path)
      assert.include(response.text(), 'Sceau test shell')
      assert.equal(response.header('cache-control'), 'no-cache')
    }
  })

  test('an unknown page answers 404, still with the app shell that shows the 404 screen', async ({ client, assert }) => {
    for (const path of [
      '/pt/no/such/page',
      '/app/transfers/42/more',
      '/de/transfer',
      '/transferx',
      '/en/app/nothing',
      '/account/confirm/a/b',
      '/app/integrations/nothing/here',
      '/en/en/status',
    ]) {
      const response = await client.get(path)
      assert.equal(response.status(), 404, path)
      assert.include(response.text(), 'Sceau test shell')
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
