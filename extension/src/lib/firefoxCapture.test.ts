/*
 * The Firefox recorder on a stand-in of Firefox's APIs: on reload, webRequest events and
 * filterResponseData streams play a page load; the page must still receive every byte, and the
 * capture keeps the exchanges (headers, bodies as streamed) and a full-page captureTab.
 */
import type { Browser } from 'webextension-polyfill'
import { describe, expect, it } from 'vitest'
import { pngBytes, pngDataUrl } from '../../tests/fakeBrowser'
import { recordFirefoxTab } from './firefoxCapture'

type Listener = (details: Record<string, unknown>) => unknown

function fakeFirefox() {
  const events: Record<string, Set<Listener>> = {
    onBeforeRequest: new Set(),
    onSendHeaders: new Set(),
    onHeadersReceived: new Set(),
    onErrorOccurred: new Set(),
  }
  const updated = new Set<(tabId: number, change: { status?: string }) => void>()
  const delivered = new Map<string, Uint8Array[]>()
  const captureCalls: unknown[] = []
  const scrolls: number[] = []
  interface Stream {
    ondata?: (event: { data: ArrayBuffer }) => void
    onstop?: () => void
    onerror?: () => void
    write(data: ArrayBuffer): void
    close(): void
  }
  const streams = new Map<string, Stream>()
  const event = (name: string) => ({
    addListener: (listener: Listener) => void events[name].add(listener),
    removeListener: (listener: Listener) => void events[name].delete(listener),
  })
  const emit = (name: string, details: Record<string, unknown>) => events[name].forEach((listener) => listener(details))

  function load() {
    const request = (requestId: string, url: string) => {
      emit('onBeforeRequest', { requestId, url, method: 'GET', timeStamp: Date.UTC(2026, 10, 25, 18), tabId: 5 })
      emit('onSendHeaders', { requestId, requestHeaders: [{ name: 'Accept', value: '*/*' }] })
    }
    const respond = (requestId: string, status: string, headers: [string, string][], chunks: string[]) => {
      emit('onHeadersReceived', {
        requestId,
        // The main document's headers arrive at 18:00:00.400.
        type: requestId === '1' ? 'main_frame' : 'script',
        timeStamp: Date.UTC(2026, 10, 25, 18) + 400,
        statusCode: Number(status.split(' ')[1]),
        statusLine: status,
        responseHeaders: headers.map(([name, value]) => ({ name, value })),
      })
      const stream = streams.get(requestId)!
      for (const chunk of chunks) stream.ondata?.({ data: new TextEncoder().encode(chunk).buffer as ArrayBuffer })
      stream.onstop?.()
    }
    request('1', 'https://shop.example/')
    respond(
      '1',
      'HTTP/1.1 200 OK',
      [
        ['Content-Type', 'text/html'],
        ['Content-Encoding', 'br'],
      ],
      ['<!doctype html><title>Shop</title>', '<p>Prix</p>']
    )
    request('2', 'https://shop.example/app.js')
    respond('2', 'HTTP/1.1 200 OK', [['Content-Type', 'text/javascript']], ['console.log(1)'])
    request('3', 'https://shop.example/gone')
    emit('onErrorOccurred', { requestId: '3', error: 'NS_ERROR_NET_RESET' })
    streams.get('3')?.onerror?.()
    updated.forEach((listener) => listener(5, { status: 'complete' }))
  }

  const api = {
    webRequest: {
      onBeforeRequest: event('onBeforeRequest'),
      onSendHeaders: event('onSendHeaders'),
      onHeadersReceived: event('onHeadersReceived'),
      onErrorOccurred: event('onErrorOccurred'),
      filterResponseData(requestId: string) {
        const stream: Stream = {
          write: (data: ArrayBuffer) => void delivered.set(requestId, [...(delivered.get(requestId) ?? []), new Uint8Array(data)]),
          close: () => {},
        }
        streams.set(requestId, stream)
        return stream
      },
    },
    tabs: {
      onUpdated: { addListener: (listener: never) => void updated.add(listener), removeListener: (listener: never) => void updated.delete(listener) },
      async reload() {
        setTimeout(load, 0)
      },
      async captureTab(tabId: number, options: unknown) {
        captureCalls.push({ tabId, options })
        return pngDataUrl(pngBytes(1024, 4321))
      },
    },
    scripting: {
      async executeScript(details: { args?: number[] }) {
        // A scroll (its argument is the position), or the page's measures.
        if (details.args) {
          scrolls.push(details.args[0]!)
          return [{ result: { height: 2000, viewport: 1000 } }]
        }
        return [{ result: { title: 'Shop', url: 'https://shop.example/', width: 1024, height: 4321 } }]
      },
    },
  } as unknown as Pick<Browser, 'webRequest' | 'tabs' | 'scripting'>
  return { api, events, delivered, captureCalls, scrolls }
}

describe('recordFirefoxTab', () => {
  it('keeps each exchange with the bytes the page received, and a screenshot of the whole document', async () => {
    const firefox = fakeFirefox()
    const capture = await recordFirefoxTab(firefox.api, 5, { software: 'Sceau extension 0.1.0', browser: 'Firefox 142', quietMs: 20 })

    expect(capture).toMatchObject({ url: 'https://shop.example/', title: 'Shop', browser: 'Firefox 142' })
    // Captured at: when the main document's headers arrived; the page scrolled down in steps and back.
    expect(capture.capturedAt.toISOString()).toBe('2026-11-25T18:00:00.400Z')
    expect(firefox.scrolls).toEqual([0, 800, 1600, 0])
    expect(capture.exchanges.map(({ url, status }) => [url, status])).toEqual([
      ['https://shop.example/', 200],
      ['https://shop.example/app.js', 200],
    ])
    const [html] = capture.exchanges
    expect(new TextDecoder().decode(html.body)).toBe('<!doctype html><title>Shop</title><p>Prix</p>')
    expect(html.statusText).toBe('OK')
    expect(html.requestHeaders).toEqual([['Accept', '*/*']])
    expect(html.responseHeaders).toEqual([
      ['Content-Type', 'text/html'],
      ['Content-Length', String(html.body.length)],
    ])
    // The page got every byte through the filter.
    expect(new TextDecoder().decode(Buffer.concat(firefox.delivered.get('1')!))).toBe('<!doctype html><title>Shop</title><p>Prix</p>')
    expect(firefox.captureCalls).toEqual([{ tabId: 5, options: { format: 'png', rect: { x: 0, y: 0, width: 1024, height: 4321 }, scale: 1 } }])
    expect(capture.screenshot).toMatchObject({ width: 1024, height: 4321 })
    // Listeners removed once done.
    expect(Object.values(firefox.events).every((listeners) => listeners.size === 0)).toBe(true)
  })
})
