/*
 * Capture of a tab through the Chrome DevTools Protocol (chrome.debugger, protocol 1.3), as
 * ArchiveWeb.page records: attach, enable Network with the cache off, reload the page so every
 * response goes through the network, keep each exchange (request and response headers, the body
 * from Network.getResponseBody, base64 aware), wait for the page to load and the network to go
 * quiet, scroll to the bottom in steps and back (lazy content loads), then a full-page screenshot
 * (Page.getLayoutMetrics + Page.captureScreenshot beyond the viewport), the title; detach. The
 * capture's time is when the main document's response arrived. The result is a PageCapture for
 * @sceau/capture's buildWacz (which redacts cookies and credentials).
 */
import type { CapturedExchange, PageCapture } from '@sceau/capture'
import { base64Bytes, pngSize } from './png'
import { scrollThrough } from './scroll'

export interface CdpSession {
  send<T = Record<string, unknown>>(method: string, params?: Record<string, unknown>): Promise<T>
  /** Protocol events of the attached tab; returns the unsubscribe function. */
  onEvent(listener: (method: string, params: Record<string, unknown>) => void): () => void
  detach(): Promise<void>
}

export interface RecordOptions {
  software: string
  browser: string
  now?: () => Date
  /** How long the network must stay quiet after the load event. */
  quietMs?: number
  /** The longest a capture waits for the page. */
  timeoutMs?: number
  /** Screenshots taller than this are cut (browsers refuse giant bitmaps). */
  maxScreenshotHeight?: number
  /** The longest the page is scrolled through. */
  scrollBudgetMs?: number
}

interface CdpRequest {
  url: string
  method: string
  headers: Record<string, string>
  postData?: string
}
interface CdpResponse {
  url: string
  status: number
  statusText: string
  headers: Record<string, string>
}
interface Pending {
  request: CdpRequest
  extraRequestHeaders?: Record<string, string>
  response?: CdpResponse
  extraResponseHeaders?: Record<string, string>
  wallTime: number
  /** The protocol's monotonic clock when the request left (seconds). */
  monotonic?: number
}

/** Headers that describe the transfer, not the body as archived (bodies come decoded from the browser). */
const TRANSFER_HEADERS = new Set(['content-encoding', 'transfer-encoding', 'content-length'])

const isHttp = (url: string) => /^https?:/i.test(url)

function headerList(headers: Record<string, string> | undefined): [string, string][] {
  const list: [string, string][] = []
  for (const [name, value] of Object.entries(headers ?? {})) {
    // Raw (ExtraInfo) headers join repeated ones with newlines.
    for (const line of String(value).split('\n')) list.push([name, line])
  }
  return list
}

function responseHeaderList(headers: Record<string, string> | undefined, bodyLength: number): [string, string][] {
  const list = headerList(headers).filter(([name]) => !TRANSFER_HEADERS.has(name.toLowerCase()) && !name.startsWith(':'))
  list.push(['Content-Length', String(bodyLength)])
  return list
}

export function exchangeOf(pending: Pending, body: Uint8Array): CapturedExchange {
  const response = pending.response!
  return {
    url: pending.request.url,
    method: pending.request.method,
    requestHeaders: headerList(pending.extraRequestHeaders ?? pending.request.headers).filter(([name]) => !name.startsWith(':')),
    status: response.status,
    statusText: response.statusText || '',
    responseHeaders: responseHeaderList(pending.extraResponseHeaders ?? response.headers, body.length),
    body,
    timestamp: new Date(pending.wallTime * 1000),
  }
}

/**
 * Scrolls the page to `y`, then waits for two rendered frames (at most 1 s): scroll handlers and
 * intersection observers (lazy loaders) run with rendering, which a busy browser may do slowly.
 */
export function scrollExpression(y: number): string {
  return `new Promise((resolve) => {
    window.scrollTo(0, ${Math.max(0, Math.floor(y))})
    const done = () => resolve(JSON.stringify({ height: document.documentElement.scrollHeight, viewport: window.innerHeight }))
    setTimeout(done, 1000)
    requestAnimationFrame(() => requestAnimationFrame(done))
  })`
}

export async function recordPage(session: CdpSession, options: RecordOptions): Promise<PageCapture> {
  const now = options.now ?? (() => new Date())
  const quietMs = options.quietMs ?? 800
  const timeoutMs = options.timeoutMs ?? 45_000
  const pending = new Map<string, Pending>()
  const exchanges: { order: number; exchange: CapturedExchange }[] = []
  const bodies: Promise<void>[] = []
  let order = 0
  let loaded = false
  let lastActivity = Date.now()
  let started = false
  let mainFrame: string | undefined
  let mainResponseAt: Date | undefined

  const stop = session.onEvent((method, params) => {
    if (!started) return
    lastActivity = Date.now()
    const requestId = params.requestId as string
    switch (method) {
      case 'Network.requestWillBeSent': {
        const previous = pending.get(requestId)
        const redirect = params.redirectResponse as CdpResponse | undefined
        if (previous && redirect) {
          // The redirect itself is an exchange: its response has no body.
          previous.response = redirect
          exchanges.push({ order: order++, exchange: exchangeOf(previous, new Uint8Array(0)) })
        }
        const request = params.request as CdpRequest
        if (isHttp(request.url))
          pending.set(requestId, {
            request,
            wallTime: Number(params.wallTime) || now().getTime() / 1000,
            monotonic: typeof params.timestamp === 'number' ? params.timestamp : undefined,
          })
        else pending.delete(requestId)
        break
      }
      case 'Network.requestWillBeSentExtraInfo': {
        const entry = pending.get(requestId)
        if (entry) entry.extraRequestHeaders = params.headers as Record<string, string>
        break
      }
      case 'Network.responseReceived': {
        const entry = pending.get(requestId)
        if (entry) entry.response = params.response as CdpResponse
        // The main document's response (its last hop): the moment the capture is of.
        if (entry && params.type === 'Document' && (mainFrame === undefined || params.frameId === mainFrame)) {
          const elapsed = typeof params.timestamp === 'number' && entry.monotonic !== undefined ? params.timestamp - entry.monotonic : null
          mainResponseAt = elapsed === null ? now() : new Date(Math.round((entry.wallTime + elapsed) * 1000))
        }
        break
      }
      case 'Network.responseReceivedExtraInfo': {
        const entry = pending.get(requestId)
        if (entry) entry.extraResponseHeaders = params.headers as Record<string, string>
        break
      }
      case 'Network.loadingFinished': {
        const entry = pending.get(requestId)
        pending.delete(requestId)
        if (!entry?.response) break
        const position = order++
        bodies.push(
          session.send<{ body: string; base64Encoded: boolean }>('Network.getResponseBody', { requestId }).then(
            ({ body, base64Encoded }) => {
              const bytes = base64Encoded ? base64Bytes(body) : new TextEncoder().encode(body)
              exchanges.push({ order: position, exchange: exchangeOf(entry, bytes) })
            },
            () => {
              // No body kept by the browser (a 204, a beacon): the exchange is archived without one.
              exchanges.push({ order: position, exchange: exchangeOf(entry, new Uint8Array(0)) })
            }
          )
        )
        break
      }
      case 'Network.loadingFailed':
        pending.delete(requestId)
        break
      case 'Page.loadEventFired':
        loaded = true
        break
    }
  })

  try {
    await session.send('Network.enable', { maxResourceBufferSize: 64 * 1024 * 1024, maxTotalBufferSize: 256 * 1024 * 1024 })
    await session.send('Network.setCacheDisabled', { cacheDisabled: true })
    await session.send('Page.enable')
    const tree = await session.send<{ frameTree?: { frame?: { id?: string } } }>('Page.getFrameTree').catch(() => null)
    mainFrame = tree?.frameTree?.frame?.id
    started = true
    const reloadedAt = now()
    await session.send('Page.reload', { ignoreCache: true })
    const deadline = Date.now() + timeoutMs
    const pause = () => new Promise((resolve) => setTimeout(resolve, 100))
    // The load event, then a quiet network (late fetches, lazy images), within the time limit.
    while (Date.now() < deadline && !(loaded && pending.size === 0 && Date.now() - lastActivity >= quietMs)) await pause()
    if (!loaded) throw new Error('The page did not finish loading')
    // Down the page and back up, each step followed by a quiet network (at most 2 s a step).
    await scrollThrough(
      {
        scrollTo: async (y) => {
          const { result } = await session.send<{ result: { value?: unknown } }>('Runtime.evaluate', {
            expression: scrollExpression(y),
            returnByValue: true,
            awaitPromise: true,
          })
          const position = JSON.parse(String(result.value ?? 'null')) as { height?: unknown; viewport?: unknown } | null
          return typeof position?.height === 'number' && typeof position.viewport === 'number' ? { height: position.height, viewport: position.viewport } : null
        },
        quiet: async () => {
          const until = Math.min(deadline, Date.now() + 2000)
          // A scroll's requests start a moment after it: wait for the quiet to last, not only to be there.
          await pause()
          while (Date.now() < until && !(pending.size === 0 && Date.now() - lastActivity >= Math.min(quietMs, 500))) await pause()
        },
      },
      Math.min(options.scrollBudgetMs ?? 15_000, Math.max(0, deadline - Date.now()))
    )
    await Promise.all(bodies)
    stop()

    const { result } = await session.send<{ result: { value?: unknown } }>('Runtime.evaluate', {
      expression: 'JSON.stringify({ title: document.title, url: location.href })',
      returnByValue: true,
    })
    const page = JSON.parse(String(result.value ?? '{}')) as { title?: string; url?: string }
    const metrics = await session.send<{ cssContentSize?: { width: number; height: number }; contentSize: { width: number; height: number } }>(
      'Page.getLayoutMetrics'
    )
    const size = metrics.cssContentSize ?? metrics.contentSize
    const width = Math.max(1, Math.ceil(size.width))
    const height = Math.max(1, Math.min(Math.ceil(size.height), options.maxScreenshotHeight ?? 16_000))
    const shot = await session.send<{ data: string }>('Page.captureScreenshot', {
      format: 'png',
      captureBeyondViewport: true,
      clip: { x: 0, y: 0, width, height, scale: 1 },
    })
    const png = base64Bytes(shot.data)
    return {
      url: page.url ?? '',
      title: page.title ?? '',
      capturedAt: mainResponseAt ?? reloadedAt,
      exchanges: exchanges.sort((a, b) => a.order - b.order).map(({ exchange }) => exchange),
      screenshot: { png, ...pngSize(png) },
      software: options.software,
      browser: options.browser,
    }
  } finally {
    stop()
    await session.send('Network.setCacheDisabled', { cacheDisabled: false }).catch(() => {})
  }
}

/** chrome.debugger on one tab as a CdpSession. */
export async function attachDebugger(tabId: number): Promise<CdpSession> {
  const target = { tabId }
  await chrome.debugger.attach(target, '1.3')
  const listeners = new Set<(method: string, params: Record<string, unknown>) => void>()
  const onEvent = (source: chrome.debugger.Debuggee, method: string, params?: object) => {
    if (source.tabId !== tabId) return
    for (const listener of listeners) listener(method, (params ?? {}) as Record<string, unknown>)
  }
  chrome.debugger.onEvent.addListener(onEvent)
  return {
    send: async <T>(method: string, params?: Record<string, unknown>) => (await chrome.debugger.sendCommand(target, method, params)) as T,
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async detach() {
      chrome.debugger.onEvent.removeListener(onEvent)
      await chrome.debugger.detach(target).catch(() => {})
    },
  }
}
