/*
 * A small web site served by the test on 127.0.0.1 for the server-side web proofs: a long page
 * with its CSS, an image and a script that fetches JSON; a redirect; a page that never ends; a page
 * too heavy for a small byte limit.
 */
import { createServer, type Server, type ServerResponse } from 'node:http'
import { png } from './support/capsules.js'

/** A red PNG (w × h). */
export const solidPng = (width: number, height: number) => png(width, height, [200, 40, 40])

export const SITE = {
  css: 'body { background: rgb(250, 245, 230); font-family: sans-serif; } .tall { height: 6000px; }',
  json: JSON.stringify({ greeting: 'hello from the API' }),
  png: solidPng(40, 30),
  page: `<!doctype html>
<html><head><meta charset="utf-8"><title>Sceau test page</title><link rel="stylesheet" href="/style.css"></head>
<body>
<h1>A page to keep</h1>
<img src="/picture.png" width="40" height="30" alt="red">
<p id="api">waiting</p>
<div class="tall">long content</div>
<img loading="lazy" src="/lazy.png" width="40" height="30" alt="loaded once scrolled to">
<p>end of the page</p>
<script>fetch('/api/data.json').then((r) => r.json()).then((d) => { document.getElementById('api').textContent = d.greeting })</script>
</body></html>`,
}

/** The session cookie the page sets (Set-Cookie on "/"): its next requests carry it, no archive may. */
export const SITE_COOKIE = `proof-session-${Math.random().toString(36).slice(2)}`

export interface TestSite {
  origin: string
  /** Every path the site was asked for, in order. */
  hits: string[]
  close(): Promise<void>
}

export async function serveSite(extra: Record<string, (response: ServerResponse) => void> = {}): Promise<TestSite> {
  const hits: string[] = []
  const open = new Set<ServerResponse>()
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    hits.push(path)
    open.add(response)
    response.on('close', () => open.delete(response))
    const send = (type: string, body: string | Buffer) => response.writeHead(200, { 'content-type': type }).end(body)
    if (extra[path]) return extra[path](response)
    if (path === '/')
      return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'set-cookie': `session=${SITE_COOKIE}; Path=/` }).end(SITE.page)
    if (path === '/style.css') return send('text/css', SITE.css)
    if (path === '/picture.png' || path === '/lazy.png') return send('image/png', SITE.png)
    if (path === '/api/data.json') return send('application/json', SITE.json)
    if (path === '/never-ends') {
      // Headers and a first chunk, then nothing, ever: the load never finishes.
      response.writeHead(200, { 'content-type': 'text/html' })
      response.write('<!doctype html><title>forever</title><p>still loading')
      return
    }
    if (path === '/heavy') return send('text/html', `<!doctype html><title>heavy</title><p>${'x'.repeat(3 * 1024 * 1024)}</p>`)
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    async close() {
      for (const response of open) response.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
