import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import SessionMiddleware from '@adonisjs/session/session_middleware'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import type { ShieldConfig } from '@adonisjs/shield/types'
import { PluginRegistry } from '#plugins/plugin_registry'
import { carriesOwnCredentials, isTokenLogin } from '#services/accounts/request_credentials'
import { isRetired, retireSessionId } from '#services/accounts/retired_sessions'
import { ANONYMOUS_SESSION_COOKIE } from '#services/accounts/deferred_session_store'

/** What this middleware runs, resolved once per container: their constructors read configuration only (shield's is bound per resolution). */
const resolved = new WeakMap<
  object,
  Promise<{ registry: PluginRegistry; session: InstanceType<typeof SessionMiddleware>; shield: ShieldMiddleware; readShield: ShieldMiddleware }>
>()
function partsOf(ctx: HttpContext) {
  let parts = resolved.get(app.container)
  if (!parts) {
    const { containerResolver } = ctx
    parts = Promise.all([
      containerResolver.make(PluginRegistry),
      containerResolver.make(SessionMiddleware),
      containerResolver.make(ShieldMiddleware),
      containerResolver.make('encryption'),
    ]).then(([registry, session, shield, encryption]) => {
      const config = app.config.get<ShieldConfig>('shield')
      // Shield's other guards (HSTS...) without the CSRF one, for reads whose browser holds a valid token already.
      const readShield = new ShieldMiddleware({ ...config, csrf: { ...config.csrf, enabled: false } }, encryption.use())
      return { registry, session, shield, readShield }
    })
    // A failed resolution is tried again by the next request.
    parts.catch(() => resolved.delete(app.container))
    resolved.set(app.container, parts)
  }
  return parts
}

/**
 * Sessions and CSRF tokens for every route except those declared `stateless` (public reads such
 * as health): those would otherwise write a session row per anonymous request. Requests that bring
 * their own credentials (bearer token, API key signature), and logins asking for an access token
 * instead of a session, need neither.
 */
export default class StatefulMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { registry, session, shield, readShield } = await partsOf(ctx)
    if (ctx.route && registry.routes.isStateless(ctx.request.method(), ctx.route.pattern)) return next()
    if (carriesOwnCredentials(ctx.request) || isTokenLogin(ctx)) return next()
    await session.handle(ctx, () => (holdsCsrfToken(ctx) ? readShield : shield).handle(ctx, next))
    // A login replaced the session id: mark the old one before the browser learns the new one.
    const previous = ctx.request.cookie(ctx.session.config.cookieName)
    if (previous && previous !== ctx.session.sessionId) await retireSessionId(previous)
    keepSessionCookieOnReads(ctx)
  }
}

/** The cookie shield leaves the CSRF token in (its default name, see config/shield.ts). */
const CSRF_COOKIE = 'XSRF-TOKEN'
/** Where shield keeps the session's CSRF secret. */
const CSRF_SECRET_KEY = 'csrf-secret'

/**
 * A read (shield checks no token on GET or HEAD) from a browser that holds a CSRF token of this
 * session's secret already: shield would only mint and encrypt another one, for every request.
 * A new secret (new or expired session) always sends its token; a login, a logout and every other
 * change of session are writes, which always do.
 */
function holdsCsrfToken(ctx: HttpContext) {
  return isRead(ctx) && ctx.session.has(CSRF_SECRET_KEY) && ctx.request.cookiesList()[CSRF_COOKIE] !== undefined
}

/** GET and HEAD: the methods shield checks no CSRF token on (config/shield.ts). */
function isRead(ctx: HttpContext) {
  const method = ctx.request.method()
  return method === 'GET' || method === 'HEAD'
}

/**
 * Reads do not hand session cookies back. Sent before a login and answered after it (the page's
 * first fetches, a polling screen), they would put the replaced session id, or a CSRF token of it,
 * back in the browser and undo the login. So a read re-sends neither the unchanged session id, nor
 * anything at all when it carried an id a login replaced. New and regenerated sessions are sent.
 */
function keepSessionCookieOnReads(ctx: HttpContext) {
  if (!isRead(ctx)) return
  const session = ctx.session
  if (!session || ctx.request.cookie(session.config.cookieName) !== session.sessionId) return
  const dropped = isRetired(session) ? [session.config.cookieName, CSRF_COOKIE, ANONYMOUS_SESSION_COOKIE] : [session.config.cookieName]
  const cookies = [ctx.response.getHeader('set-cookie') ?? []].flat().map(String)
  const kept = cookies.filter((line) => !dropped.some((name) => line.startsWith(`${name}=`)))
  if (kept.length === cookies.length) return
  ctx.response.removeHeader('set-cookie')
  if (kept.length) ctx.response.header('set-cookie', kept)
}
