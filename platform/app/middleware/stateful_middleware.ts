import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import SessionMiddleware from '@adonisjs/session/session_middleware'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import { PluginRegistry } from '#plugins/plugin_registry'
import { carriesOwnCredentials, isTokenLogin } from '#services/request_credentials'

/**
 * Sessions and CSRF tokens for every route except those declared `stateless` (public reads such
 * as health): those would otherwise write a session row per anonymous request. Requests that bring
 * their own credentials (bearer token, API key signature), and logins asking for an access token
 * instead of a session, need neither.
 */
export default class StatefulMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const registry = await ctx.containerResolver.make(PluginRegistry)
    if (ctx.route && registry.routes.isStateless(ctx.request.method(), ctx.route.pattern)) return next()
    if (carriesOwnCredentials(ctx.request) || isTokenLogin(ctx)) return next()
    const session = await ctx.containerResolver.make(SessionMiddleware)
    const shield = await ctx.containerResolver.make(ShieldMiddleware)
    return session.handle(ctx, () => shield.handle(ctx, next))
  }
}
