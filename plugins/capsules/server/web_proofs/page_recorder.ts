/*
 * Records one web page on the server with headless Chromium (playwright-core driving the system's
 * browser, no download): every response of the page load with its headers and body, read through
 * the DevTools protocol's Network domain as ArchiveWeb.page does, then a full-page screenshot. Each
 * request Chromium makes (redirect hops included) passes the SSRF guard first, through the Fetch
 * domain; a refused one is failed before it leaves. Bounded in bytes and in time.
 */
import { readFileSync } from 'node:fs'
import { chromium, type Browser, type Page } from 'playwright-core'
import type { CapturedExchange, PageCapture } from '@sceau/capture'
import { checkUrl, isPublicAddress, requestGuard, WebProofError } from './url_guard.js'
import { webProofSettings, type WebProofSettings } from './settings.js'
import { CHROMIUM_ARGS, chromiumEnv } from './chromium_args.js'

const VIEWPORT = { width: 1280, height: 800 }
/** Quiet time with no request in flight that counts as "the network is idle". */
const IDLE_MS = 500
/** Longest wait for idleness after the load and after scrolling (a page polling forever still gets captured). */
const IDLE_BOUND_MS = 8000

/** The plugin's version, from its package.json (beside server/ in sources, above build/ once built). */
const VERSION = (() => {
  for (const path of ['../../package.json', '../../../package.json']) {
    try {
      const manifest = JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as { name?: string; version?: string }
      if (manifest.name === '@sceau/plugin-capsules' && manifest.version) return manifest.version
    } catch {
      // Not this one.
    }
  }
  return '0'
})()

export function launchChromium(settings: Pick<WebProofSettings, 'chromiumPath'>, timeout = 30_000): Promise<Browser> {
  return chromium.launch({
    executablePath: settings.chromiumPath,
    args: CHROMIUM_ARGS,
    env: chromiumEnv(),
    timeout,
  })
}

type Headers = Record<string, string>

/** CDP headers (one string per name, values joined by newlines) as ordered pairs. */
function pairs(headers: Headers | undefined): [string, string][] {
  const result: [string, string][] = []
  for (const [name, value] of Object.entries(headers ?? {})) {
    for (const line of String(value).split('\n')) result.push([name, line])
  }
  return result
}

/**
 * Chromium hands bodies decoded: the archived headers must not announce an encoding the body no
 * longer has, and say the length it has.
 */
function archivedResponseHeaders(headers: Headers | undefined, bodyLength: number): [string, string][] {
  const kept = pairs(headers).filter(([name]) => !['content-encoding', 'transfer-encoding', 'content-length'].includes(name.toLowerCase()))
  kept.push(['content-length', String(bodyLength)])
  return kept
}

interface PendingRequest {
  url: string
  method: string
  headers: Headers
  extraHeaders?: Headers
  timestamp: Date
  response?: { url: string; status: number; statusText: string; headers: Headers }
  extraResponseHeaders?: Headers
}

export interface RecordOptions extends Partial<WebProofSettings> {
  /** URLs let through even when private (tests only, see url_guard). */
  exempt?: (url: URL) => boolean
  /** The guard's name resolution (tests only: a name that changes its address, see url_guard). */
  resolve?: (hostname: string) => Promise<string[]>
  /** Stops the capture when it fires (the job's own cancellation). */
  signal?: AbortSignal
}

/** The PNG's real size, from its IHDR chunk. */
export function pngSize(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

/**
 * Captures `url` into a PageCapture (one page): throws a WebProofError whose key says why when the
 * URL is refused, the page does not answer, takes longer than the time limit or weighs more than
 * the byte limit.
 */
export async function recordPage(url: string, options: RecordOptions = {}): Promise<PageCapture> {
  const settings = { ...webProofSettings(), ...options }
  const target = await checkUrl(url, { allowPrivate: settings.allowPrivate, exempt: options.exempt, resolve: options.resolve })
  const deadline = Date.now() + settings.timeoutMs
  let browser: Browser | undefined
  let stop: (error: WebProofError) => void = () => {}
  const stopped = new Promise<never>((_, reject) => {
    stop = reject
  })
  stopped.catch(() => {})
  const timer = setTimeout(() => stop(new WebProofError('capsules.webProof.timeout', `the page took longer than ${settings.timeoutMs} ms`)), settings.timeoutMs)
  const onAbort = () => stop(new WebProofError('capsules.webProof.failed', 'the capture was cancelled'))
  options.signal?.addEventListener('abort', onAbort)
  try {
    const run = async () => {
      try {
        browser = await launchChromium(settings, Math.max(1000, deadline - Date.now()))
      } catch (error) {
        throw new WebProofError('capsules.webProof.browserUnavailable', `Chromium did not start: ${(error as Error).message}`)
      }
      return capture(browser, target.href, settings, deadline, stop, options.exempt, options.resolve)
    }
    return await Promise.race([run(), stopped])
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', onAbort)
    // The browser goes whatever happened: a timed-out page keeps nothing running.
    await Promise.resolve(browser?.close()).catch(() => {})
  }
}

async function capture(
  browser: Browser,
  url: string,
  settings: WebProofSettings,
  deadline: number,
  stop: (error: WebProofError) => void,
  exempt?: (url: URL) => boolean,
  resolve?: (hostname: string) => Promise<string[]>
): Promise<PageCapture> {
  // Chromium's own user agent without "Headless": pages answer as they do to a visitor's browser.
  const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36`
  const context = await browser.newContext({ viewport: VIEWPORT, userAgent, serviceWorkers: 'block', acceptDownloads: false })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const guard = requestGuard({ allowPrivate: settings.allowPrivate, exempt, resolve })
  const exemptUrl = (raw: string) => {
    try {
      return exempt?.(new URL(raw)) ?? false
    } catch {
      return false
    }
  }
  const refused: string[] = []
  const pending = new Map<string, PendingRequest>()
  const exchanges: CapturedExchange[] = []
  const bodies: Promise<void>[] = []
  let bytes = 0
  let inFlight = 0
  let lastActivity = Date.now()

  const count = (more: number) => {
    bytes += more
    if (bytes > settings.maxBytes) stop(new WebProofError('capsules.webProof.tooLarge', `the page weighs more than ${settings.maxBytes} bytes`))
  }

  // Every request pauses here first, redirect hops included: the guard decides whether it goes out.
  cdp.on('Fetch.requestPaused', (event: { requestId: string; request: { url: string } }) => {
    void guard(event.request.url).then(async (allowed) => {
      try {
        if (allowed) await cdp.send('Fetch.continueRequest', { requestId: event.requestId })
        else {
          refused.push(event.request.url)
          await cdp.send('Fetch.failRequest', { requestId: event.requestId, errorReason: 'BlockedByClient' })
        }
      } catch {
        // The page or the browser went away meanwhile.
      }
    })
  })
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*', requestStage: 'Request' }] })

  const finish = (requestId: string, body: Uint8Array) => {
    const request = pending.get(requestId)
    pending.delete(requestId)
    if (!request?.response) return
    const response = request.response
    exchanges.push({
      url: response.url || request.url,
      method: request.method,
      requestHeaders: pairs(request.extraHeaders ?? request.headers),
      status: response.status,
      statusText: response.statusText,
      responseHeaders: archivedResponseHeaders(request.extraResponseHeaders ?? response.headers, body.byteLength),
      body,
      timestamp: request.timestamp,
    })
  }

  cdp.on(
    'Network.requestWillBeSent',
    (event: {
      requestId: string
      request: { url: string; method: string; headers: Headers }
      redirectResponse?: { url: string; status: number; statusText: string; headers: Headers }
      wallTime: number
    }) => {
      if (!/^https?:/.test(event.request.url)) return
      lastActivity = Date.now()
      const previous = pending.get(event.requestId)
      if (previous && event.redirectResponse) {
        // The same id goes on with the next hop: the redirect is an exchange of its own, without a body.
        previous.response = {
          url: event.redirectResponse.url,
          status: event.redirectResponse.status,
          statusText: event.redirectResponse.statusText,
          headers: event.redirectResponse.headers,
        }
        finish(event.requestId, new Uint8Array())
      } else inFlight++
      pending.set(event.requestId, {
        url: event.request.url,
        method: event.request.method,
        headers: event.request.headers,
        timestamp: new Date(event.wallTime * 1000),
      })
    }
  )
  cdp.on('Network.requestWillBeSentExtraInfo', (event: { requestId: string; headers: Headers }) => {
    const request = pending.get(event.requestId)
    if (request) request.extraHeaders = event.headers
  })
  cdp.on(
    'Network.responseReceived',
    (event: { requestId: string; response: { url: string; status: number; statusText: string; headers: Headers; remoteIPAddress?: string } }) => {
      // Chromium resolves names itself: an answer that came from a private address after all (a name
      // that changed its address since the guard asked) stops the capture, so nothing of it is kept.
      const ip = event.response.remoteIPAddress?.replace(/^\[|\]$/g, '')
      if (!settings.allowPrivate && ip && !isPublicAddress(ip) && !exemptUrl(event.response.url)) {
        refused.push(event.response.url)
        stop(new WebProofError('capsules.webProof.privateAddress', `${event.response.url} answered from a private or local address (${ip})`))
      }
      const request = pending.get(event.requestId)
      if (request)
        request.response = { url: event.response.url, status: event.response.status, statusText: event.response.statusText, headers: event.response.headers }
    }
  )
  cdp.on('Network.responseReceivedExtraInfo', (event: { requestId: string; headers: Headers }) => {
    const request = pending.get(event.requestId)
    if (request) request.extraResponseHeaders = event.headers
  })
  cdp.on('Network.dataReceived', (event: { encodedDataLength: number; dataLength: number }) => {
    lastActivity = Date.now()
    count(Math.max(event.encodedDataLength, event.dataLength))
  })
  cdp.on('Network.loadingFinished', (event: { requestId: string }) => {
    if (!pending.has(event.requestId)) return
    lastActivity = Date.now()
    const body = cdp
      .send('Network.getResponseBody', { requestId: event.requestId })
      .then(
        ({ body, base64Encoded }) => (base64Encoded ? new Uint8Array(Buffer.from(body, 'base64')) : new TextEncoder().encode(body)),
        () => new Uint8Array()
      )
      .then((bytes) => finish(event.requestId, bytes))
      .finally(() => inFlight--)
    bodies.push(body)
  })
  cdp.on('Network.loadingFailed', (event: { requestId: string }) => {
    if (!pending.has(event.requestId)) return
    pending.delete(event.requestId)
    inFlight--
    lastActivity = Date.now()
  })
  // WebSockets escape the Fetch domain: a web proof records none.
  await cdp.send('Network.setBlockedURLs', { urls: ['ws://*', 'wss://*'] })
  // Bodies stay readable through getResponseBody up to these sizes.
  await cdp.send('Network.enable', {
    maxTotalBufferSize: Math.min(settings.maxBytes * 2, 512 * 1024 * 1024),
    maxResourceBufferSize: Math.min(settings.maxBytes, 256 * 1024 * 1024),
  })

  const remaining = () => Math.max(1, deadline - Date.now())
  let answer
  const loadStarted = new Date()
  try {
    answer = await page.goto(url, { waitUntil: 'load', timeout: remaining() })
  } catch (error) {
    if (refused.length) throw new WebProofError('capsules.webProof.privateAddress', `refused a private or local address: ${refused[0]}`)
    if (/Timeout/i.test((error as Error).name) || /Timeout/.test((error as Error).message)) {
      throw new WebProofError('capsules.webProof.timeout', `the page took longer than ${settings.timeoutMs} ms`)
    }
    throw new WebProofError('capsules.webProof.unreachable', `the page did not load: ${(error as Error).message.split('\n')[0]}`)
  }
  if (!answer) throw new WebProofError('capsules.webProof.unreachable', 'the page did not load')

  const idle = async () => {
    const until = Math.min(Date.now() + IDLE_BOUND_MS, deadline - 2000)
    while (Date.now() < until && (inFlight > 0 || Date.now() - lastActivity < IDLE_MS)) await page.waitForTimeout(100)
  }
  await idle()
  await scrollThrough(page, Math.min(5000, remaining() / 4))
  await idle()

  const png = new Uint8Array(await page.screenshot({ fullPage: true, type: 'png', timeout: remaining() }))
  const title = await page.title()
  const finalUrl = page.url()
  const capturedAt = mainDocumentTime(answer.request().timing()) ?? loadStarted
  await Promise.all(bodies)
  const version = browser.version()
  await context.close().catch(() => {})
  return {
    url: finalUrl,
    title,
    capturedAt,
    exchanges: exchanges.sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime()),
    screenshot: { png, ...pngSize(png) },
    software: `Sceau ${VERSION} web proof (playwright-core, headless Chromium)`,
    browser: `Chromium ${version}`,
  }
}

/**
 * "Captured at" is the moment the browser received the main document's response (its final hop
 * after redirects), the same moment the extension records: null when the browser gave no timing.
 */
export function mainDocumentTime(timing: { startTime: number; responseStart: number }): Date | null {
  if (!(timing.startTime > 0) || !(timing.responseStart >= 0)) return null
  return new Date(Math.round(timing.startTime + timing.responseStart))
}

/** Scrolls to the bottom in viewport steps (lazy images and infinite lists load), then back to the top. */
async function scrollThrough(page: Page, budgetMs: number) {
  const started = Date.now()
  const step = Math.floor(VIEWPORT.height * 0.8)
  try {
    // Expressions as strings: they run in the page, whose globals this Node code does not type.
    for (let y = step; Date.now() - started < budgetMs; y += step) {
      if (y >= Number(await page.evaluate('document.documentElement.scrollHeight'))) break
      await page.evaluate(`window.scrollTo(0, ${y})`)
      await page.waitForTimeout(100)
    }
    await page.evaluate('window.scrollTo(0, 0)')
  } catch {
    // A page that navigated away or closed meanwhile: the capture goes on with what it has.
  }
}
