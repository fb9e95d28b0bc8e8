import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import { openApiDocument, type RegisteredRoute } from './openapi_document.js'

let cached: Record<string, unknown> | null = null

/** The router's routes, every domain. */
export function registeredRoutes(): RegisteredRoute[] {
  return Object.values(router.toJSON()).flat()
}

/** The document of the routes registered, built once (after the router's commit). */
export function servedDocument() {
  return (cached ??= openApiDocument(registeredRoutes()))
}

/** GET /api/v2/openapi.json: the OpenAPI 3.1 document of the API, built once from the router. */
export default class OpenApiController {
  show({ response }: HttpContext) {
    response.header('cache-control', 'public, max-age=300')
    return servedDocument()
  }
}
