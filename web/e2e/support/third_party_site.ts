/*
 * A third-party site on its own origin (a second port) that embeds the Sceau widget: /classic?deposit=ID
 * includes the classic script, /module?deposit=ID the ES module, each with its SRI hash and
 * crossorigin; /tx/{hash} stands for a block explorer's transaction page.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ThirdPartySite {
  origin: string
  /** The widget files to include, as /api/v2/consignment/widget/manifest.json lists them. */
  useWidget(files: { module: { url: string; integrity: string }; classic: { url: string; integrity: string } }): void
  stop(): Promise<void>
}

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

export async function startThirdPartySite(): Promise<ThirdPartySite> {
  let widget: Parameters<ThirdPartySite['useWidget']>[0] | undefined
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://site')
    const kind = url.pathname.slice(1)
    if ((kind === 'classic' || kind === 'module') && widget) {
      const file = widget[kind]
      const script = `<script${kind === 'module' ? ' type="module"' : ''} src="${escape(file.url)}" integrity="${escape(file.integrity)}" crossorigin="anonymous"></script>`
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
        <html lang="en"><head><title>A site</title>${script}</head>
        <body><h1>Our plans</h1><sceau-deposit deposit="${escape(url.searchParams.get('deposit') ?? '')}"></sceau-deposit></body></html>`)
    } else if (/^\/tx\/0x[0-9a-f]{64}$/.test(url.pathname)) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><title>Transaction</title><p>${url.pathname.slice(4)}</p>`)
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    useWidget(files) {
      widget = files
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
