import { stat } from 'node:fs/promises'
import { join, normalize, sep } from 'node:path'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { webDist } from '#config/sceau'

/**
 * Serves the built web app's files (web/dist) before routing, so assets skip sessions and auth.
 * Hashed files under /assets/ are immutable; index.html is answered by the SPA route instead.
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
    if (!path.startsWith(webDist + sep)) return next()
    const info = await stat(path).catch(() => null)
    if (!info?.isFile()) return next()
    response.header('cache-control', url.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
    return response.download(path, true)
  }
}
