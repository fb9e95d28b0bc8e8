import { createReadStream, type Stats } from 'node:fs'
import { stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { webDist } from '#config/sceau'

/** The copies the web build writes next to each text file (web/scripts/precompress.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const

const isFile = (path: string) =>
  stat(path).then(
    (info) => (info.isFile() ? info : null),
    () => null
  )

/** Weak validator from size and modification time, one per representation (each encoding has its own). */
const etagOf = (info: Stats) => `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`

/**
 * Serves the built web app's files (web/dist) before routing, so assets skip sessions and auth.
 * Hashed files under /assets/ are immutable; index.html is answered by the SPA route instead.
 * A text file goes out as its brotli or gzip copy when the browser accepts it (Vary: Accept-Encoding);
 * ETag and If-None-Match give 304; HEAD answers the headers; a Range header is ignored (whole file, 200).
 */
export default class WebAssetsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request, response } = ctx
    const method = request.method()
    const url = request.url()
    if ((method !== 'GET' && method !== 'HEAD') || url.startsWith('/api/') || url === '/' || url.endsWith('.html')) {
      return next()
    }
    let path: string
    try {
      path = normalize(join(webDist, decodeURIComponent(url)))
    } catch {
      return next()
    }
    // Build metadata (.vite/manifest.json) and other dot folders are not part of the site.
    if (!path.startsWith(webDist + sep) || path.slice(webDist.length).includes(`${sep}.`)) return next()
    const info = await isFile(path)
    if (!info) return next()

    const variants = await Promise.all(ENCODINGS.map(async (encoding) => ({ ...encoding, info: await isFile(path + encoding.suffix) })))
    const available = variants.filter((variant) => variant.info)
    // Our preference (brotli is smaller), among what the browser accepts (q=0 and "*" honoured).
    const chosen = available.find((variant) => request.encoding([variant.name]) === variant.name)
    const sent = chosen?.info ?? info

    response.header('cache-control', url.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
    if (available.length) response.header('vary', 'Accept-Encoding')
    response.header('etag', etagOf(sent))
    response.header('last-modified', info.mtime.toUTCString())
    if (response.fresh()) return response.status(304).send(null)

    response.type(extname(path))
    if (chosen) response.header('content-encoding', chosen.name)
    response.header('content-length', sent.size)
    response.status(200)
    // Node writes no body for HEAD; the stream is then closed unread.
    return response.stream(createReadStream(chosen ? path + chosen.suffix : path))
  }
}
