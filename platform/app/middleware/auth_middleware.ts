import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { ApiError, AuditService, IdentityService, type RouteOptions } from '@sceau/plugin-sdk/server'
import { GATE, accessGate, type ApiKeyScope, type GateStop } from '@sceau/shared'
import type ApiKey from '#models/api_key'
import type User from '#models/user'
import type { PlatformIdentityService } from '#services/accounts/platform_identity_service'
import { ApiKeyVerifier, isSignedRequest } from '#services/accounts/api_key_verifier'

const MESSAGES: Record<GateStop['code'], string> = {
  E_MAIL_NOT_CONFIRMED: 'errors.mailNotConfirmed',
  E_SUBSCRIPTION_REQUIRED: 'errors.subscriptionRequired',
  E_CAC_SUBSCRIPTIONS: 'errors.cacSubscriptions',
}

/** The docs/product.md §4 gate for one route's level (see RouteOptions.gate). */
export function gateStop(level: NonNullable<RouteOptions['gate']>, user: User, premium: boolean): GateStop | null {
  if (level === 'none') return null
  const state = { mailConfirmed: user.mailConfirmed, userType: user.userType }
  if (level === 'confirmed') return user.mailConfirmed ? null : GATE.mailNotConfirmed
  const stop = accessGate(state, premium)
  if (stop || level !== 'notCac') return stop
  return user.userType === 'cac' ? GATE.cacSubscriptions : null
}

/** The scopes a route's `apiKeys` option accepts: null for none, 'any' for every key. */
export function acceptedScopes(option: RouteOptions['apiKeys']): readonly ApiKeyScope[] | 'any' | null {
  if (option === undefined || option === false) return null
  if (option === true) return 'any'
  return typeof option === 'string' ? [option] : option
}

/** Whether the key holds one of the scopes the route accepts. */
export function keyMayCall(key: Pick<ApiKey, 'scopes'>, accepted: readonly ApiKeyScope[] | 'any') {
  return accepted === 'any' || accepted.some((scope) => key.scopes.includes(scope))
}

/**
 * "user" routes: a logged-in user (bearer access token, else the session with its remember-me
 * cookie) who passes the access gate of docs/product.md §4, or, where the route accepts them, a request
 * signed with an organisation API key. Refusals are 401/403 in the API's error envelope; gate
 * refusals carry a code the web app maps to its redirect (E_MAIL_NOT_CONFIRMED ->
 * /account/confirmation, E_SUBSCRIPTION_REQUIRED and E_CAC_SUBSCRIPTIONS -> /cac/subscriptions).
 */
export default class AuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: Pick<RouteOptions, 'gate' | 'apiKeys'> = {}) {
    const identity = (await ctx.containerResolver.make(IdentityService)) as PlatformIdentityService
    if (isSignedRequest(ctx)) {
      const accepted = acceptedScopes(options.apiKeys)
      if (!accepted) throw new ApiError(401, 'E_API_KEY_NOT_ACCEPTED', 'errors.apiKeyNotAccepted')
      const key = await ApiKeyVerifier.verify(ctx)
      const audit = await ctx.containerResolver.make(AuditService)
      if (accepted !== 'any' && !keyMayCall(key, accepted)) {
        await recordKeyRequest(ctx, audit, key, 403, 'E_API_KEY_SCOPE')
        throw new ApiError(403, 'E_API_KEY_SCOPE', 'errors.apiKeyScope', { scopes: accepted.join(', ') })
      }
      await identity.adoptApiKey(ctx, key)
      try {
        await next()
      } catch (error) {
        const { status, code } = error as { status?: unknown; code?: unknown }
        await recordKeyRequest(ctx, audit, key, typeof status === 'number' ? status : 500, typeof code === 'string' ? code : 'E_SERVER')
        throw error
      }
      await recordKeyRequest(ctx, audit, key, ctx.response.getStatus())
      return
    }

    const bearer = ctx.request.header('authorization') !== undefined
    const user = (await ctx.auth.authenticateUsing([bearer ? 'api' : 'web'])) as User
    // A session opened from a remember-me cookie is tagged too, so a password change ends it.
    if (!bearer && ctx.auth.use('web').viaRemember) await ctx.session.tag(String(user.id))
    const actor = await identity.adopt(ctx, user)

    const stop = gateStop(options.gate ?? 'full', user, actor.premium)
    if (stop) throw new ApiError(403, stop.code, MESSAGES[stop.code], { redirect: stop.redirect })
    return next()
  }
}

/**
 * Each request made with an API key goes to the audit trail ("api_key.request", subject the key):
 * method, route, path with query and the answer's status (and error code when refused).
 */
async function recordKeyRequest(ctx: HttpContext, audit: AuditService, key: ApiKey, status: number, error?: string) {
  await audit.record({
    action: 'api_key.request',
    actorId: null,
    organisationId: key.organisationId,
    subjectType: 'api_key',
    subjectId: key.id,
    meta: {
      apiKeyId: key.id,
      method: ctx.request.method(),
      route: ctx.route?.pattern ?? null,
      url: ctx.request.url(true),
      status,
      ...(error ? { error } : {}),
    },
    ip: ctx.request.ip(),
  })
}
