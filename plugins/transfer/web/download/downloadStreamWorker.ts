/*
 * The download page's service worker (docs/e2e-format.md §9), served as /download-stream/sw.js with that
 * scope only: for a browser without showSaveFilePicker, it answers a navigation to
 * /download-stream/<id>/<name> with a stream the page feeds, as an attachment, so a decrypted file or
 * ZIP goes to disk as it comes instead of into memory. The page announces a download with a
 * MessagePort ('open'), then sends its bytes as messages to the worker ('chunk', each one keeping the
 * worker alive) only when the port asked for them ('pull'); 'abort' errors the response, so the
 * browser marks the download failed and keeps no file. No import: the build emits it as one script.
 */

interface Announced {
  port: MessagePort
  name: string
  size: number | null
  type: string
}

interface Feeding {
  controller: ReadableStreamDefaultController<Uint8Array>
  /** Resolves the pull in progress once the page's next message came. */
  next: (() => void) | null
  port: MessagePort
}

type FromPage =
  | { type: 'open'; id: string; name: string; size: number | null; mime: string }
  | { type: 'chunk'; id: string; chunk: Uint8Array }
  | { type: 'end'; id: string }
  | { type: 'abort'; id: string; reason: string }

interface WorkerScope {
  addEventListener(type: 'install', listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void
  addEventListener(type: 'activate', listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void
  addEventListener(type: 'message', listener: (event: { data: FromPage; ports: readonly MessagePort[] }) => void): void
  addEventListener(type: 'fetch', listener: (event: { request: Request; respondWith(response: Response | Promise<Response>): void }) => void): void
  skipWaiting(): Promise<void>
  clients: { claim(): Promise<void> }
}

const scope = self as unknown as WorkerScope
const announced = new Map<string, Announced>()
const feeding = new Map<string, Feeding>()

scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()))
scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()))

scope.addEventListener('message', (event) => {
  const message = event.data
  if (message.type === 'open') {
    const port = event.ports[0]
    if (!port) return
    announced.set(message.id, { port, name: message.name, size: message.size, type: message.mime })
    port.postMessage({ type: 'ready' })
    return
  }
  const feed = feeding.get(message.id)
  if (!feed) return
  if (message.type === 'chunk') feed.controller.enqueue(message.chunk)
  else {
    feeding.delete(message.id)
    if (message.type === 'end') feed.controller.close()
    else feed.controller.error(new Error(message.reason))
  }
  const next = feed.next
  feed.next = null
  next?.()
})

/** `filename` for ASCII-only readers, `filename*` (RFC 6266, RFC 8187) for the real name. */
function disposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_')
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

scope.addEventListener('fetch', (event) => {
  const match = /\/download-stream\/([0-9a-f]{32})\//.exec(new URL(event.request.url).pathname)
  const download = match ? announced.get(match[1]!) : undefined
  if (!match || !download) return
  const id = match[1]!
  announced.delete(id)
  const { port } = download
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        feeding.set(id, { controller, next: null, port })
      },
      pull() {
        const feed = feeding.get(id)
        if (!feed) return
        return new Promise<void>((resolve) => {
          feed.next = resolve
          port.postMessage({ type: 'pull' })
        })
      },
      cancel() {
        // The person cancelled the download in the browser: the page stops decrypting.
        feeding.delete(id)
        port.postMessage({ type: 'cancel' })
      },
    },
    { highWaterMark: 4 }
  )
  const headers = new Headers({
    'content-type': download.type,
    'content-disposition': disposition(download.name),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
  })
  if (download.size !== null) headers.set('content-length', String(download.size))
  event.respondWith(new Response(body, { headers }))
})
