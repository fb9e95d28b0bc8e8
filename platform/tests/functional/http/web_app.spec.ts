import { request as httpRequest } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { test } from '@japa/runner'

/** A raw request (no client-side decompression): status, headers and the bytes as sent. */
function raw(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const sent = httpRequest({ host: process.env.HOST, port: process.env.PORT, method, path, headers }, (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => resolve({ status: answer.statusCode!, headers: answer.headers, body: Buffer.concat(chunks) }))
    })
    sent.on('error', reject)
    sent.end()
  })
}

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

  test('a precompressed asset goes out as brotli or gzip by Accept-Encoding, with Vary; identity otherwise', async ({ assert }) => {
    const brotli = await raw('GET', '/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    assert.equal(brotli.status, 200)
    assert.equal(brotli.headers['content-encoding'], 'br')
    assert.equal(brotli.headers['vary'], 'Accept-Encoding')
    assert.match(String(brotli.headers['content-type']), /javascript/)
    assert.equal(Number(brotli.headers['content-length']), brotli.body.length)
    assert.equal(brotliDecompressSync(brotli.body).toString(), 'console.log("sceau test asset")\n')

    const gzip = await raw('GET', '/assets/app-abc123.js', { 'accept-encoding': 'gzip' })
    assert.equal(gzip.headers['content-encoding'], 'gzip')
    assert.equal(gunzipSync(gzip.body).toString(), 'console.log("sceau test asset")\n')

    const plain = await raw('GET', '/assets/app-abc123.js')
    assert.isUndefined(plain.headers['content-encoding'])
    assert.equal(plain.headers['vary'], 'Accept-Encoding')
    assert.equal(plain.body.toString(), 'console.log("sceau test asset")\n')
    assert.equal(plain.headers['cache-control'], 'public, max-age=31536000, immutable')
    // Each representation has its own validator.
    assert.notEqual(plain.headers['etag'], brotli.headers['etag'])
    assert.notEqual(gzip.headers['etag'], brotli.headers['etag'])
  })

  test('an asset answers 304 to its ETag, HEAD with headers and no body, a Range with the whole file', async ({ assert }) => {
    const first = await raw('GET', '/assets/app-abc123.js', { 'accept-encoding': 'br' })
    const again = await raw('GET', '/assets/app-abc123.js', { 'accept-encoding': 'br', 'if-none-match': String(first.headers['etag']) })
    assert.equal(again.status, 304)
    assert.equal(again.body.length, 0)
    const head = await raw('HEAD', '/assets/app-abc123.js', { 'accept-encoding': 'gzip' })
    assert.equal(head.status, 200)
    assert.equal(head.headers['content-encoding'], 'gzip')
    assert.equal(Number(head.headers['content-length']), (await raw('GET', '/assets/app-abc123.js', { 'accept-encoding': 'gzip' })).body.length)
    assert.equal(head.body.length, 0)
    const ranged = await raw('GET', '/assets/app-abc123.js', { range: 'bytes=0-3' })
    assert.equal(ranged.status, 200)
    assert.equal(ranged.body.toString(), 'console.log("sceau test asset")\n')
  })

  test("the app shell has an ETag and answers 304 to it; the build's manifest is not served", async ({ assert }) => {
    const shell = await raw('GET', '/download/abc')
    assert.equal(shell.status, 200)
    assert.exists(shell.headers['etag'])
    const again = await raw('GET', '/download/abc', { 'if-none-match': String(shell.headers['etag']) })
    assert.equal(again.status, 304)
    assert.equal(again.headers['cache-control'], 'no-cache')
    const manifest = await raw('GET', '/.vite/manifest.json')
    assert.notInclude(manifest.body.toString(), 'isEntry')
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
