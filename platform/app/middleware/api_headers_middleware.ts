import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** API answers are per user and per moment: never cached (docs/product.md §9). */
export default class ApiHeadersMiddleware {
  async handle({ request, response }: HttpContext, next: NextFn) {
    if (request.url().startsWith('/api/')) {
      response.header('cache-control', 'no-cache, no-store, must-revalidate')
      response.header('pragma', 'no-cache')
    }
    return next()
  }
}
