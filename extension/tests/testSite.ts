/*
 * The page the capture tests record, served on 127.0.0.1: HTML, a stylesheet, two images, a script
 * that fetches JSON, and an image loaded only once scrolled into view (3,500 px down), on a page
 * taller than the window (the screenshot must hold all of it). The page sets two cookies, one by
 * Set-Cookie and one from its script, that no capture may keep (SITE_COOKIES).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { deflateSync, crc32 } from 'node:zlib'

function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())])
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8
  header[9] = 2
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

export const SITE_TITLE = 'Conditions générales — version du 25 novembre'

/** Cookie values the browser holds after visiting the page: a capture must contain none of them. */
export const SITE_COOKIES = {
  server: `site-session-${Math.random().toString(36).slice(2)}`,
  script: `script-token-${Math.random().toString(36).slice(2)}`,
}

/** The image requested only when it scrolls into view (a lazy loader as pages write them). */
export const LAZY_IMAGE = '/assets/lazy.png'

/** path -> [content type, body] */
export const SITE_FILES: Record<string, [string, Buffer]> = {
  '/terms': [
    'text/html; charset=utf-8',
    Buffer.from(`<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${SITE_TITLE}</title>
<link rel="stylesheet" href="/assets/site.css"></head>
<body>
<h1>Article 1 — Objet</h1>
<img src="/assets/logo.png" alt="logo" width="64" height="32">
<p id="price">…</p>
<div class="long">Le présent document s’étend sur plusieurs écrans.</div>
<img src="/assets/footer.png" alt="bas de page" width="200" height="20">
<div style="height: 900px"></div>
<img id="lazy" data-src="/assets/lazy.png" alt="annexe" width="120" height="60" style="display: block; width: 120px; height: 60px">
<script>
// Written reversed, so the cookie's value is not in the page's own bytes.
document.cookie = 'script_token=' + '${[...SITE_COOKIES.script].reverse().join('')}'.split('').reverse().join('') + '; path=/'
fetch('/api/price.json').then((r) => r.json()).then((d) => { document.getElementById('price').textContent = d.price })
new IntersectionObserver((entries, observer) => {
  for (const entry of entries) if (entry.isIntersecting) { entry.target.src = entry.target.dataset.src; observer.disconnect() }
}).observe(document.getElementById('lazy'))
</script>
</body></html>`),
  ],
  '/assets/site.css': [
    'text/css; charset=utf-8',
    Buffer.from('body { margin: 0; font-family: sans-serif } h1 { color: #1d4ed8 } .long { height: 2600px; background: linear-gradient(#fff, #dbeafe) }'),
  ],
  '/assets/logo.png': ['image/png', png(64, 32, [29, 78, 216])],
  '/assets/footer.png': ['image/png', png(200, 20, [220, 38, 38])],
  [LAZY_IMAGE]: ['image/png', png(120, 60, [22, 163, 74])],
  '/api/price.json': ['application/json', Buffer.from(JSON.stringify({ price: '12,00 € par mois' }))],
}

export interface TestSite {
  server: Server
  origin: string
  pageUrl: string
  requested: string[]
  /** Holds the script's fetch (/api/price.json) unanswered until release() is called. */
  holdFetch(): { held: Promise<void>; release: () => void }
}

export async function startTestSite(): Promise<TestSite> {
  const requested: string[] = []
  let hold: { arrived: () => void; released: Promise<void> } | null = null
  const server = createServer((request, response) => void answer(request, response))
  async function answer(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    requested.push(path)
    if (path === '/api/price.json' && hold) {
      hold.arrived()
      await hold.released
    }
    const file = SITE_FILES[path]
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain' })
      return response.end('not found')
    }
    const cookie = path === '/terms' ? { 'Set-Cookie': `site_session=${SITE_COOKIES.server}; Path=/; HttpOnly` } : {}
    response.writeHead(200, { 'Content-Type': file[0], 'Cache-Control': 'no-store', ...cookie })
    response.end(file[1])
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  function holdFetch() {
    let arrived = () => {}
    let release = () => {}
    const held = new Promise<void>((resolve) => (arrived = resolve))
    const released = new Promise<void>((resolve) => (release = resolve))
    hold = { arrived, released }
    return {
      held,
      release: () => {
        hold = null
        release()
      },
    }
  }
  return { server, origin, pageUrl: `${origin}/terms`, requested, holdFetch }
}
