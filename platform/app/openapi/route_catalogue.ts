import type { RouteOptions } from '@sceau/plugin-sdk/server'

/** One API route as registered through createApiRouter: its owner and its options (access, keys, body). */
export interface CataloguedRoute {
  method: string
  /** Full path with AdonisJS params, e.g. /api/v2/organizations/:id. */
  path: string
  owner: string
  options: RouteOptions
}

const routes = new Map<string, CataloguedRoute>()

/** Remembered by createApiRouter for the OpenAPI document (app/openapi/openapi_document.ts). */
export function catalogueRoute(route: CataloguedRoute) {
  routes.set(`${route.method.toUpperCase()} ${route.path}`, route)
}

export function cataloguedRoute(method: string, path: string): CataloguedRoute | undefined {
  return routes.get(`${method.toUpperCase()} ${path}`)
}
