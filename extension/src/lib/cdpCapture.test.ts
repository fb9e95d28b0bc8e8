/*
 * The DevTools protocol capture assembled from a scripted session (the events Chromium sends while
 * reloading a page), then packaged by the real @sceau/capture buildWacz and read back with readWacz.
 */
import { createHash } from 'node:crypto'
import { buildWacz, readWacz } from '@sceau/capture'
import { describe, expect, it } from 'vitest'
import { pngBytes } from '../../tests/fakeBrowser'
import { recordPage, type CdpSession } from './cdpCapture'

const PAGE = 'http://127.0.0.1:4000/article'
const HTML = '<!doctype html><title>Article</title><link rel="stylesheet" href="/style.css"><img src="/logo.png"><h1>Été</h1>'
const CSS = 'h1 { color: #1d4ed8 }'
const LOGO = pngBytes(8, 8)
const SCREENSHOT = pngBytes(1280, 3000)

/** A session that, on Page.reload, plays the events of a page load: a redirect, HTML, CSS, image, a failed request. */
function scriptedSession() {
  const listeners = new Set<(method: string, params: Record<string, unknown>) => void>()
  const sent: { method: string; params?: Record<string, unknown> }[] = []
  const bodies = new Map<string, { body: string; base64Encoded: boolean }>()
  const emit = (method: string, params: Record<string, unknown>) => listeners.forEach((listener) => listener(method, params))
  const wallTime = Date.UTC(2026, 10, 25, 18, 0, 0) / 1000
  const scrolls: number[] = []
  // The protocol's monotonic clock: requests leave at 100 s, the page's document answers 0.25 s later.
  const request = (id: string, url: string, extra: Record<string, unknown> = {}) =>
    emit('Network.requestWillBeSent', { requestId: id, wallTime, timestamp: 100, request: { url, method: 'GET', headers: { Accept: '*/*' } }, ...extra })
  const response = (id: string, url: string, status: number, headers: Record<string, string>, extra: Record<string, unknown> = {}) =>
    emit('Network.responseReceived', {
      requestId: id,
      timestamp: 100.25,
      response: { url, status, statusText: status === 200 ? 'OK' : 'Found', headers },
      ...extra,
    })

  function load() {
    request('1', 'http://127.0.0.1:4000/old')
    request('1', PAGE, { redirectResponse: { url: 'http://127.0.0.1:4000/old', status: 302, statusText: 'Found', headers: { Location: '/article' } } })
    emit('Network.requestWillBeSentExtraInfo', { requestId: '1', headers: { Accept: 'text/html', Cookie: 'a=1' } })
    response(
      '1',
      PAGE,
      200,
      { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'gzip', 'Content-Length': '99' },
      { type: 'Document', frameId: 'main' }
    )
    emit('Network.responseReceivedExtraInfo', { requestId: '1', headers: { 'Content-Type': 'text/html; charset=utf-8', 'Set-Cookie': 'a=1\nb=2' } })
    bodies.set('1', { body: HTML, base64Encoded: false })
    emit('Network.loadingFinished', { requestId: '1' })
    request('2', 'http://127.0.0.1:4000/style.css')
    request('3', 'http://127.0.0.1:4000/logo.png')
    request('4', 'data:image/gif;base64,R0lGOD')
    request('5', 'http://127.0.0.1:4000/missing.js')
    response('2', 'http://127.0.0.1:4000/style.css', 200, { 'Content-Type': 'text/css' })
    bodies.set('2', { body: CSS, base64Encoded: false })
    emit('Network.loadingFinished', { requestId: '2' })
    response('3', 'http://127.0.0.1:4000/logo.png', 200, { 'Content-Type': 'image/png' })
    bodies.set('3', { body: Buffer.from(LOGO).toString('base64'), base64Encoded: true })
    emit('Network.loadingFinished', { requestId: '3' })
    emit('Network.loadingFailed', { requestId: '5' })
    emit('Page.loadEventFired', {})
  }

  /** The page 3,000 px tall in a 800 px window; its lazy image is asked for once scrolled past 2,000 px. */
  function scroll(expression: string) {
    const match = /scrollTo\(0, (\d+)\)/.exec(expression)
    if (!match) return { result: { value: JSON.stringify({ title: 'Article', url: PAGE }) } }
    const y = Number(match[1])
    scrolls.push(y)
    if (y >= 2000 && !bodies.has('6')) {
      request('6', 'http://127.0.0.1:4000/lazy.png')
      response('6', 'http://127.0.0.1:4000/lazy.png', 200, { 'Content-Type': 'image/png' })
      bodies.set('6', { body: Buffer.from(LOGO).toString('base64'), base64Encoded: true })
      setTimeout(() => emit('Network.loadingFinished', { requestId: '6' }), 20)
    }
    return { result: { value: JSON.stringify({ height: 3000, viewport: 800 }) } }
  }

  const session: CdpSession = {
    async send<T>(method: string, params?: Record<string, unknown>) {
      sent.push({ method, params })
      const answers: Record<string, unknown> = {
        'Network.getResponseBody': bodies.get(String(params?.requestId)),
        'Runtime.evaluate': method === 'Runtime.evaluate' ? scroll(String(params?.expression)) : undefined,
        'Page.getFrameTree': { frameTree: { frame: { id: 'main' } } },
        'Page.getLayoutMetrics': { contentSize: { width: 2560, height: 6000 }, cssContentSize: { width: 1280, height: 2999.5 } },
        'Page.captureScreenshot': { data: Buffer.from(SCREENSHOT).toString('base64') },
      }
      if (method === 'Page.reload') setTimeout(load, 0)
      return (answers[method] ?? {}) as T
    },
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async detach() {},
  }
  return { session, sent, scrolls }
}

describe('recordPage (chrome.debugger)', () => {
  it('keeps every http exchange with headers and decoded bodies, scrolls the page through, and takes a full-page screenshot', async () => {
    const { session, sent, scrolls } = scriptedSession()
    const capture = await recordPage(session, { software: 'Sceau extension 0.1.0', browser: 'Chromium 156', quietMs: 50 })

    expect(sent.slice(0, 5).map(({ method }) => method)).toEqual([
      'Network.enable',
      'Network.setCacheDisabled',
      'Page.enable',
      'Page.getFrameTree',
      'Page.reload',
    ])
    // Down in steps of 80 % of the window, then back to the top, before the screenshot.
    expect(scrolls).toEqual([0, 640, 1280, 1920, 2560, 0])
    const lastScroll = sent.findLastIndex(({ params }) => String(params?.expression).includes('scrollTo'))
    expect(sent.findIndex(({ method }) => method === 'Page.captureScreenshot')).toBeGreaterThan(lastScroll)
    expect(sent.find(({ method }) => method === 'Page.captureScreenshot')?.params).toEqual({
      format: 'png',
      captureBeyondViewport: true,
      clip: { x: 0, y: 0, width: 1280, height: 3000, scale: 1 },
    })
    // Captured at: when the main document's response arrived (its request's wall time + 0.25 s).
    expect(capture).toMatchObject({ url: PAGE, title: 'Article', software: 'Sceau extension 0.1.0', browser: 'Chromium 156' })
    expect(capture.capturedAt.toISOString()).toBe('2026-11-25T18:00:00.250Z')
    expect(capture.screenshot).toMatchObject({ width: 1280, height: 3000 })
    expect(capture.exchanges.map(({ url, status }) => [url, status])).toEqual([
      ['http://127.0.0.1:4000/old', 302],
      [PAGE, 200],
      ['http://127.0.0.1:4000/style.css', 200],
      ['http://127.0.0.1:4000/logo.png', 200],
      // Requested only once the page was scrolled down to it.
      ['http://127.0.0.1:4000/lazy.png', 200],
    ])
    const [redirect, html, , logo] = capture.exchanges
    expect(redirect.body.length).toBe(0)
    expect(redirect.responseHeaders).toContainEqual(['Location', '/article'])
    expect(new TextDecoder().decode(html.body)).toBe(HTML)
    // Raw headers (ExtraInfo) when Chromium gives them; the body is stored decoded, so no Content-Encoding.
    expect(html.requestHeaders).toEqual([
      ['Accept', 'text/html'],
      ['Cookie', 'a=1'],
    ])
    expect(html.responseHeaders).toEqual([
      ['Content-Type', 'text/html; charset=utf-8'],
      ['Set-Cookie', 'a=1'],
      ['Set-Cookie', 'b=2'],
      ['Content-Length', String(new TextEncoder().encode(HTML).length)],
    ])
    expect(Buffer.from(logo.body).equals(LOGO)).toBe(true)
    expect(html.timestamp.toISOString()).toBe('2026-11-25T18:00:00.000Z')
  })

  it('packages into a WACZ whose records carry the bodies it recorded', async () => {
    const { session } = scriptedSession()
    const capture = await recordPage(session, { software: 'Sceau extension 0.1.0', browser: 'Chromium 156', quietMs: 50 })
    const contents = await readWacz(await buildWacz(capture))
    const responses = contents.records.filter((record) => record.type === 'response')
    expect(contents.records[0].type).toBe('warcinfo')
    expect(responses.map((record) => record.url)).toEqual(capture.exchanges.map((exchange) => exchange.url))
    expect(contents.records.filter((record) => record.type === 'request')).toHaveLength(5)
    const logo = responses.find((record) => record.url?.endsWith('/logo.png'))
    expect(logo?.payloadDigest).toBe(`sha256:${createHash('sha256').update(LOGO).digest('hex')}`)
    expect(Buffer.from(contents.screenshot!).equals(SCREENSHOT)).toBe(true)
    expect(contents.pages).toEqual([expect.objectContaining({ url: PAGE, title: 'Article' })])
  })
})
