import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '@sceau/plugin-sdk/server'
import { webDist } from '#config/sceau'

let cachedIndex: string | null = null

/** Every path outside the API is the single-page app: it answers index.html and routes on the client. */
export default class SpaController {
  async show({ request, response }: HttpContext) {
    if (request.url().startsWith('/api/')) throw ApiError.notFound()
    const index = await this.#index()
    if (index === null) {
      return response
        .status(503)
        .header('content-type', 'text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm start` (or `npm run build`), or use `npm run dev` for development.')
    }
    response.header('cache-control', 'no-cache')
    return response.header('content-type', 'text/html; charset=utf-8').send(index)
  }

  async #index() {
    if (cachedIndex !== null && process.env.NODE_ENV === 'production') return cachedIndex
    cachedIndex = await readFile(join(webDist, 'index.html'), 'utf8').catch(() => null)
    return cachedIndex
  }
}
