/*
 * Capture on Firefox, which has no chrome.debugger: the tab is reloaded while webRequest records
 * each exchange (request headers, response status and headers) and filterResponseData copies each
 * body as it streams to the page; the page is scrolled to the bottom in steps and back (lazy content
 * loads); then a full-page screenshot with tabs.captureTab and a rect of the document's size
 * (Firefox renders beyond the viewport). The capture's time is when the main document's headers
 * arrived.
 * Needs the webRequest, webRequestBlocking permissions and the page's host permission.
 */
import type { Browser, WebRequest } from 'webextension-polyfill'
import type { CapturedExchange, PageCapture } from '@sceau/capture'
import { dataUrlBytes, pngSize } from './png'
import { scrollThrough } from './scroll'

type Api = Pick<Browser, 'webRequest' | 'tabs' | 'scripting'>

interface Entry {
  url: string
  method: string
  requestHeaders: [string, string][]
  status?: number
  statusText?: string
  responseHeaders?: [string, string][]
  chunks: Uint8Array[]
  timestamp: Date
  done: boolean
}

const pairs = (headers: WebRequest.HttpHeaders | undefined): [string, string][] => (headers ?? []).map((header) => [header.name, header.value ?? ''])
const TRANSFER_HEADERS = new Set(['content-encoding', 'transfer-encoding', 'content-length'])

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0))
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.length
  }
  return out
}

export async function recordFirefoxTab(
  api: Api,
  tabId: number,
  options: { software: string; browser: string; quietMs?: number; timeoutMs?: number }
): Promise<PageCapture> {
  const entries = new Map<string, Entry>()
  let lastActivity = Date.now()
  let mainResponseAt: Date | undefined
  const filter = { urls: ['http://*/*', 'https://*/*'], tabId }

  const onBeforeRequest = (details: WebRequest.OnBeforeRequestDetailsType) => {
    lastActivity = Date.now()
    const entry: Entry = { url: details.url, method: details.method, requestHeaders: [], chunks: [], timestamp: new Date(details.timeStamp), done: false }
    entries.set(details.requestId, entry)
    const stream = api.webRequest.filterResponseData(details.requestId)
    stream.ondata = (event: { data: ArrayBuffer }) => {
      entry.chunks.push(new Uint8Array(event.data.slice(0)))
      stream.write(event.data)
    }
    stream.onstop = () => {
      entry.done = true
      lastActivity = Date.now()
      stream.close()
    }
    stream.onerror = () => {
      entry.done = true
    }
    return {}
  }
  const onSendHeaders = (details: WebRequest.OnSendHeadersDetailsType) => {
    const entry = entries.get(details.requestId)
    if (entry) entry.requestHeaders = pairs(details.requestHeaders)
  }
  const onHeadersReceived = (details: WebRequest.OnHeadersReceivedDetailsType) => {
    const entry = entries.get(details.requestId)
    if (!entry) return
    const [, code, ...text] = (details.statusLine ?? '').split(' ')
    entry.status = details.statusCode ?? Number(code)
    entry.statusText = text.join(' ')
    entry.responseHeaders = pairs(details.responseHeaders)
    // The main document's answer (not a redirect hop): the moment the capture is of.
    if (details.type === 'main_frame' && !(entry.status >= 300 && entry.status < 400)) mainResponseAt = new Date(details.timeStamp)
  }
  const onFailed = (details: WebRequest.OnErrorOccurredDetailsType) => void entries.delete(details.requestId)

  api.webRequest.onBeforeRequest.addListener(onBeforeRequest, filter, ['blocking'])
  api.webRequest.onSendHeaders.addListener(onSendHeaders, filter, ['requestHeaders'])
  api.webRequest.onHeadersReceived.addListener(onHeadersReceived, filter, ['responseHeaders'])
  api.webRequest.onErrorOccurred.addListener(onFailed, filter)
  try {
    const reloadedAt = new Date()
    let complete = false
    const onUpdated = (id: number, change: { status?: string }) => {
      if (id === tabId && change.status === 'complete') complete = true
    }
    api.tabs.onUpdated.addListener(onUpdated)
    await api.tabs.reload(tabId, { bypassCache: true })
    const deadline = Date.now() + (options.timeoutMs ?? 45_000)
    const quiet = options.quietMs ?? 800
    while (Date.now() < deadline && !(complete && [...entries.values()].every((entry) => entry.done) && Date.now() - lastActivity >= quiet)) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    api.tabs.onUpdated.removeListener(onUpdated)
    if (!complete) throw new Error('The page did not finish loading')
    const pause = () => new Promise((resolve) => setTimeout(resolve, 100))
    await scrollThrough(
      {
        scrollTo: async (y) => {
          const [{ result }] = await api.scripting.executeScript({
            target: { tabId },
            // Two rendered frames (at most 1 s) after the scroll: lazy loaders run with rendering.
            func: (top: number) =>
              new Promise<{ height: number; viewport: number }>((resolve) => {
                window.scrollTo(0, top)
                const done = () => resolve({ height: document.documentElement.scrollHeight, viewport: window.innerHeight })
                setTimeout(done, 1000)
                requestAnimationFrame(() => requestAnimationFrame(done))
              }),
            args: [Math.max(0, Math.floor(y))],
          })
          return (result as { height: number; viewport: number } | undefined) ?? null
        },
        quiet: async () => {
          const until = Math.min(deadline, Date.now() + 2000)
          await pause()
          while (Date.now() < until && !([...entries.values()].every((entry) => entry.done) && Date.now() - lastActivity >= Math.min(quiet, 500))) await pause()
        },
      },
      Math.max(0, Math.min(15_000, deadline - Date.now()))
    )

    const [{ result }] = await api.scripting.executeScript({
      target: { tabId },
      func: () => ({ title: document.title, url: location.href, width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight }),
    })
    const page = result as { title: string; url: string; width: number; height: number }
    const dataUrl = await (api.tabs as unknown as { captureTab(tabId: number, options: object): Promise<string> }).captureTab(tabId, {
      format: 'png',
      rect: { x: 0, y: 0, width: page.width, height: Math.min(page.height, 16_000) },
      scale: 1,
    })
    const png = dataUrlBytes(dataUrl)
    const exchanges: CapturedExchange[] = [...entries.values()]
      .filter((entry) => entry.status !== undefined)
      .map((entry) => {
        const body = concat(entry.chunks)
        return {
          url: entry.url,
          method: entry.method,
          requestHeaders: entry.requestHeaders,
          status: entry.status!,
          statusText: entry.statusText ?? '',
          responseHeaders: [
            ...(entry.responseHeaders ?? []).filter(([name]) => !TRANSFER_HEADERS.has(name.toLowerCase())),
            ['Content-Length', String(body.length)],
          ],
          body,
          timestamp: entry.timestamp,
        }
      })
    return {
      url: page.url,
      title: page.title,
      capturedAt: mainResponseAt ?? reloadedAt,
      exchanges,
      screenshot: { png, ...pngSize(png) },
      software: options.software,
      browser: options.browser,
    }
  } finally {
    api.webRequest.onBeforeRequest.removeListener(onBeforeRequest)
    api.webRequest.onSendHeaders.removeListener(onSendHeaders)
    api.webRequest.onHeadersReceived.removeListener(onHeadersReceived)
    api.webRequest.onErrorOccurred.removeListener(onFailed)
  }
}
