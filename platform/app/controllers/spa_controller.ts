import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '@sceau/plugin-sdk/server'
import { webDist } from '#config/sceau'
import { PluginRegistry } from '#plugins/plugin_registry'
import { appSpaRoutes, type SpaRoutes } from '#services/http/spa_routes'

let cachedIndex: string | null = null
const routesOf = new WeakMap<PluginRegistry, SpaRoutes>()

/**
 * Every path outside the API is the single-page app: it answers index.html and routes on the client,
 * with 404 for a path the app has no screen for (the page then shows its 404 screen).
 */
@inject()
export default class SpaController {
  constructor(private plugins: PluginRegistry) {}

  async show({ request, response }: HttpContext) {
    if (request.url().startsWith('/api/')) throw ApiError.notFound()
    const index = await this.#index()
    if (index === null) {
      return response
        .status(503)
        .header('content-type', 'text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm start` (or `npm run build`), or use `npm run dev` for development.')
    }
    if (!this.#routes().knows(request.url())) response.status(404)
    // Revalidated on every visit (its script names change with each build): an ETag makes that a 304.
    response.header('cache-control', 'no-cache')
    return response.header('content-type', 'text/html; charset=utf-8').send(index, true)
  }

  /** The core screens and the loaded plugins' (a plugin switched off has no page). */
  #routes() {
    let routes = routesOf.get(this.plugins)
    if (!routes) routesOf.set(this.plugins, (routes = appSpaRoutes(this.plugins.plugins)))
    return routes
  }

  async #index() {
    if (cachedIndex !== null && process.env.NODE_ENV === 'production') return cachedIndex
    cachedIndex = await readFile(join(webDist, 'index.html'), 'utf8').catch(() => null)
    return cachedIndex
  }
}
