import type { Route, Router } from '@adonisjs/core/http'
import type { PluginRouter, RouteAccess, RouteHandler, RouteOptions } from '@sceau/plugin-sdk/server'
import type { RouteRegistry } from './route_registry.js'
import { catalogueRoute } from '../openapi/route_catalogue.js'

export const API_PREFIX = '/api/v2'

/** The middleware of each access level, given the route's options (the gate level, API keys). */
export type AccessMiddleware = Record<Exclude<RouteAccess, 'public'>, (options: RouteOptions) => unknown> & {
  /** The Idempotency-Key middleware of routes declared `idempotent` (runs after access, so it knows the caller). */
  idempotency?: () => unknown
}

/**
 * The router given to a plugin (and used for the platform's own API routes): mounts under /api/v2,
 * claims each route in the registry so collisions fail the boot, and applies the access middleware.
 */
export function createApiRouter(router: Router, registry: RouteRegistry, owner: string, access: AccessMiddleware) {
  const add =
    (method: 'get' | 'post' | 'put' | 'patch' | 'delete' | 'options') =>
    (path: string, handler: RouteHandler, options: RouteOptions = {}) => {
      if (!path.startsWith('/')) throw new Error(`Route path "${path}" of "${owner}" must start with "/"`)
      registry.claim(method, `${API_PREFIX}${path}`, owner)
      catalogueRoute({ method, path: `${API_PREFIX}${path}`, owner, options })
      const route = method === 'options' ? router.route(`${API_PREFIX}${path}`, ['OPTIONS'], handler) : router[method](`${API_PREFIX}${path}`, handler)
      const level = options.access ?? 'user'
      if (level !== 'public') route.use(access[level](options) as Parameters<Route['use']>[0])
      if (options.idempotent) {
        if (method !== 'post') throw new Error(`Route ${path} of "${owner}": only POST routes are idempotent`)
        if (!access.idempotency) throw new Error('The router has no idempotency middleware')
        route.use(access.idempotency() as Parameters<Route['use']>[0])
      }
      if (options.stateless) {
        if (level !== 'public') throw new Error(`Route ${path} of "${owner}" cannot be stateless and need a session`)
        registry.markStateless(method, `${API_PREFIX}${path}`)
      }
      return route
    }
  const plugins: PluginRouter = { get: add('get'), post: add('post'), put: add('put'), patch: add('patch'), delete: add('delete') }
  // OPTIONS only for the platform's tus discovery: the API answers no CORS preflight.
  return { ...plugins, options: add('options') }
}
