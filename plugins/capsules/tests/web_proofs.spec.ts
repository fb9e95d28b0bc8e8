import { test } from '@japa/runner'
// The assert plugin's TestContext types (the platform's runner configures the plugin).
import type {} from '@japa/assert'
import { createHash } from 'node:crypto'
import { chromiumPresent } from '@sceau/testing/chromium'
import { Browser } from '@sceau/testing/browser'
import { spawnServer } from '@sceau/testing/platform_server'
import { needs } from '@sceau/testing/requirements'
import { checkUrl, isPublicAddress, WebProofError } from '../server/web_proofs/url_guard.js'
import { recordPage } from '../server/web_proofs/page_recorder.js'
import { browserAvailable } from '../server/web_proofs/browser_availability.js'
import { serveSite, SITE, SITE_COOKIE, type TestSite } from './web_proofs_support.js'

const chromium = needs('server-side web proofs', [chromiumPresent()])

async function refusal(run: () => Promise<unknown>) {
  try {
    await run()
  } catch (error) {
    if (error instanceof WebProofError) return error.key
    throw error
  }
  return null
}

test.group('Web proofs: the SSRF guard', () => {
  test('refuses loopback, private, link-local, CGNAT, unique-local, unspecified and IPv4-mapped addresses; lets public ones through', async ({ assert }) => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.1.1',
      '172.16.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fc00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
    ]) {
      assert.isFalse(isPublicAddress(address), address)
    }
    for (const address of ['8.8.8.8', '93.184.215.14', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808']) {
      assert.isTrue(isPublicAddress(address), address)
    }
  })

  test('a URL to a private or local address is refused with a translated key, unless private addresses are allowed', async ({ assert }) => {
    for (const url of [
      'http://127.0.0.1/',
      'http://10.0.0.7:8080/x',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'https://localhost/',
    ]) {
      assert.equal(await refusal(() => checkUrl(url, { allowPrivate: false })), 'capsules.webProof.privateAddress', url)
    }
    assert.equal((await checkUrl('http://127.0.0.1:8080/page', { allowPrivate: true })).href, 'http://127.0.0.1:8080/page')
  })

  test('only http and https URLs, without credentials, are accepted', async ({ assert }) => {
    assert.equal(await refusal(() => checkUrl('file:///etc/passwd', { allowPrivate: true })), 'capsules.webProof.unsupportedScheme')
    assert.equal(await refusal(() => checkUrl('ftp://example.com/', { allowPrivate: true })), 'capsules.webProof.unsupportedScheme')
    assert.equal(await refusal(() => checkUrl('not a url', { allowPrivate: true })), 'capsules.webProof.invalidUrl')
    assert.equal(await refusal(() => checkUrl('http://user:secret@127.0.0.1/', { allowPrivate: true })), 'capsules.webProof.invalidUrl')
    assert.equal(await refusal(() => checkUrl('http://nowhere.invalid/', { allowPrivate: true })), 'capsules.webProof.unresolvable')
  })
})

test.group('Web proofs: recording a page with headless Chromium', (group) => {
  let site: TestSite
  group.each.setup(async () => {
    site = await serveSite({
      '/to-private': (response) => response.writeHead(302, { location: site.origin.replace('127.0.0.1', 'localhost') + '/' }).end(),
    })
    return () => site.close()
  })
  // The test page recorded once (a capture takes seconds) for the two tests that read it, from a site of its own.
  let recorded: Promise<{ origin: string; capture: Awaited<ReturnType<typeof recordPage>> }> | undefined
  const recordedPage = () =>
    (recorded ??= (async () => {
      const own = await serveSite({})
      try {
        return { origin: own.origin, capture: await recordPage(`${own.origin}/`, { allowPrivate: true }) }
      } finally {
        await own.close()
      }
    })())

  test('every resource of the page is recorded with its headers and body; the screenshot is the full page', async ({ assert }) => {
    chromium.assertPresent()
    const { origin, capture } = await recordedPage()
    assert.equal(capture.url, `${origin}/`)
    assert.equal(capture.title, 'Sceau test page')
    assert.match(capture.browser, /^Chromium \d+\./)
    assert.match(capture.software, /^Sceau \d+\.\d+\.\d+ web proof/)
    const userAgent = userAgentOf(capture.exchanges)
    assert.match(userAgent, /Chrome\/\d+/)
    assert.notMatch(userAgent, /Headless/, 'pages see a browser, not a robot')
    const byPath = new Map(capture.exchanges.map((exchange) => [new URL(exchange.url).pathname, exchange]))
    const expected: [string, string | Buffer, string][] = [
      ['/', SITE.page, 'text/html; charset=utf-8'],
      ['/style.css', SITE.css, 'text/css'],
      ['/picture.png', SITE.png, 'image/png'],
      ['/api/data.json', SITE.json, 'application/json'],
      // Far below the fold with loading="lazy": fetched only because the recorder scrolls.
      ['/lazy.png', SITE.png, 'image/png'],
    ]
    for (const [path, body, type] of expected) {
      const exchange = byPath.get(path)
      assert.exists(exchange, `${path} recorded (got ${[...byPath.keys()].join(', ')})`)
      assert.equal(exchange!.status, 200, path)
      assert.equal(exchange!.method, 'GET', path)
      assert.equal(sha256(exchange!.body), sha256(body), `${path}: the body as served`)
      assert.deepInclude(exchange!.responseHeaders, ['content-type', type], path)
      assert.isTrue(
        exchange!.requestHeaders.some(([name]) => name.toLowerCase() === 'user-agent'),
        `${path}: the request headers`
      )
    }
    // The viewport is 800 px high; the page is over 6000 px: the screenshot is the whole page.
    assert.equal(capture.screenshot.width, 1280)
    assert.isAbove(capture.screenshot.height, 6000)
    assert.deepEqual([...capture.screenshot.png.subarray(1, 4)], [...Buffer.from('PNG')])
  })

  test('the capture packs into a WACZ whose WARC parses with warcio: a request and a response record per resource, digests right', async ({ assert }) => {
    chromium.assertPresent()
    const { origin, capture } = await recordedPage()
    const { buildWacz } = await import('@sceau/capture')
    const { unzip } = await import('@sceau/testing/unzip')
    const { WARCParser } = await import('warcio')
    const wacz = Buffer.from(await buildWacz(capture))
    // The page set a cookie and its next requests sent it: the archive holds neither.
    assert.isTrue(
      capture.exchanges.some((exchange) => exchange.requestHeaders.some(([name, value]) => name.toLowerCase() === 'cookie' && value.includes(SITE_COOKIE))),
      'the browser sent the cookie'
    )
    assert.isFalse(wacz.includes(SITE_COOKIE), 'no cookie value in the WACZ')
    // Captured at: when the main document's response arrived, between its request and the last response.
    const main = capture.exchanges.find((exchange) => exchange.url === `${origin}/`)!
    assert.isAtLeast(capture.capturedAt.getTime(), main.timestamp.getTime())
    assert.isAtMost(capture.capturedAt.getTime(), Math.max(...capture.exchanges.map((exchange) => exchange.timestamp.getTime())) + 1000)
    const entries = await unzip(wacz)
    const warc = entries.get('archive/data.warc')
    assert.exists(warc, [...entries.keys()].join(', '))
    const records: { type: string | null | undefined; url: string | null | undefined; digest: string | null | undefined; payload: Uint8Array }[] = []
    for await (const record of new WARCParser(toStream(warc!))) {
      const payload = await record.readFully(false)
      records.push({ type: record.warcType, url: record.warcTargetURI, digest: record.warcPayloadDigest, payload })
    }
    assert.equal(records[0].type, 'warcinfo')
    const info = Buffer.from(records[0].payload).toString()
    assert.include(info, `captured-at: ${capture.capturedAt.toISOString()}`)
    assert.match(info, /redacted-headers: .*Set-Cookie \(1\).*Cookie \(\d+\)/)
    for (const path of ['/', '/style.css', '/picture.png', '/api/data.json']) {
      const url = `${origin}${path}`
      assert.isTrue(
        records.some((record) => record.type === 'request' && record.url === url),
        `request of ${path}`
      )
      const response = records.find((record) => record.type === 'response' && record.url === url)
      assert.exists(response, `response of ${path}`)
      const body = capture.exchanges.find((exchange) => exchange.url === url)!.body
      assert.equal(response!.digest, `sha256:${sha256(body)}`, `payload digest of ${path}`)
      assert.equal(sha256(response!.payload), sha256(body), `payload of ${path}`)
    }
  })

  test('a redirect from an allowed address to a private one is refused inside the browser', async ({ assert }) => {
    chromium.assertPresent()
    const allowed = new URL(site.origin).host
    const key = await refusal(() => recordPage(`${site.origin}/to-private`, { allowPrivate: false, exempt: (url) => url.host === allowed }))
    assert.equal(key, 'capsules.webProof.privateAddress')
    assert.deepEqual(site.hits, ['/to-private'], 'nothing fetched from the private address')
  })

  test('a name that resolved to a public address for the guard but answers from a private one (DNS rebinding) stops the capture', async ({ assert }) => {
    chromium.assertPresent()
    const rebound = site.origin.replace('127.0.0.1', 'localhost') + '/'
    const key = await refusal(() => recordPage(rebound, { allowPrivate: false, resolve: () => Promise.resolve(['93.184.215.14']) }))
    assert.equal(key, 'capsules.webProof.privateAddress')
  })

  test('subresources on private addresses are not fetched when the page is allowed but they are not', async ({ assert }) => {
    chromium.assertPresent()
    const page = `<!doctype html><title>mixed</title><img src="${site.origin.replace('127.0.0.1', 'localhost')}/picture.png"><link rel="stylesheet" href="/style.css">`
    const mixed = await serveSite({ '/mixed': (response) => response.writeHead(200, { 'content-type': 'text/html' }).end(page) })
    try {
      const mixedHost = new URL(mixed.origin).host
      const capture = await recordPage(`${mixed.origin}/mixed`, { allowPrivate: false, exempt: (url) => url.host === mixedHost })
      assert.deepEqual(
        capture.exchanges.map((exchange) => new URL(exchange.url).pathname).filter((path) => path !== '/favicon.ico'),
        ['/mixed', '/style.css']
      )
      assert.deepEqual(site.hits, [], 'the private image was never asked for')
    } finally {
      await mixed.close()
    }
  })

  test('a page that never finishes loading is stopped by the time limit', async ({ assert }) => {
    chromium.assertPresent()
    assert.equal(await refusal(() => recordPage(`${site.origin}/never-ends`, { allowPrivate: true, timeoutMs: 4000 })), 'capsules.webProof.timeout')
  })

  test('a page heavier than the byte limit is stopped', async ({ assert }) => {
    chromium.assertPresent()
    assert.equal(await refusal(() => recordPage(`${site.origin}/heavy`, { allowPrivate: true, maxBytes: 1024 * 1024 })), 'capsules.webProof.tooLarge')
  })

  test('the browser is reported available when Chromium starts, and not when the executable is missing', async ({ assert }) => {
    chromium.assertPresent()
    assert.isTrue(await browserAvailable())
    assert.isFalse(await browserAvailable({ chromiumPath: '/nonexistent/chromium' }))
  })
})

interface HealthBody {
  status: string
  unreachable?: string[]
  checks: Record<string, { ok: boolean } | undefined>
}

test.group('Web proofs: health reports the browser', () => {
  test('GET /health has a browser line: ok when Chromium starts; degraded, never down, when the executable is missing', async ({ assert }) => {
    chromium.assertPresent()
    const here = await fetch(`${Browser.baseUrl()}/api/v2/health`)
    assert.equal(here.status, 200)
    assert.isTrue(((await here.json()) as HealthBody).checks.browser?.ok)
    const { server, ready } = await spawnServer({ env: { QUEUE_INLINE_WORKER: 'false', CHROMIUM_PATH: '/nonexistent/chromium' } })
    try {
      await ready()
      const answer = await fetch(`${server.url}/api/v2/health`)
      const body = (await answer.json()) as HealthBody
      assert.equal(answer.status, 200, server.output())
      assert.equal(body.status, 'degraded')
      assert.include(body.unreachable ?? [], 'browser')
      assert.isFalse(body.checks.browser?.ok)
    } finally {
      await server.stop('SIGKILL').catch(() => {})
    }
  })
})

function userAgentOf(exchanges: { requestHeaders: [string, string][] }[]) {
  return exchanges[0]?.requestHeaders.find(([name]) => name.toLowerCase() === 'user-agent')?.[1] ?? ''
}

function sha256(bytes: Uint8Array | string) {
  return createHash('sha256').update(bytes).digest('hex')
}

function toStream(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes)
      controller.close()
    },
  })
}
