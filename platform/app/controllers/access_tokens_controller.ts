import type { HttpContext } from '@adonisjs/core/http'
import type { AccessToken } from '@adonisjs/auth/access_tokens'
import { ApiError } from '@sceau/plugin-sdk/server'
import User from '#models/user'
import { accessTokenValidator } from '#validators/account_validators'

/** An access token as listed; its value only right after creation (it is never stored in the clear). */
export function presentAccessToken(token: AccessToken, withValue = false) {
  return {
    id: String(token.identifier),
    name: token.name,
    type: 'bearer' as const,
    createdAt: token.createdAt.toISOString(),
    lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
    expiresAt: token.expiresAt?.toISOString() ?? null,
    ...(withValue ? { value: token.value!.release() } : {}),
  }
}

/** Access tokens of the extension and the CLI: create (shown once), list, revoke. */
export default class AccessTokensController {
  async index({ account }: HttpContext) {
    const tokens = await User.accessTokens.all(account!.user)
    return { tokens: tokens.map((token) => presentAccessToken(token)) }
  }

  async store({ request, response, account }: HttpContext) {
    const data = await request.validateUsing(accessTokenValidator)
    const token = await User.accessTokens.create(account!.user, ['*'], {
      name: data.name,
      expiresIn: data.expiresInDays ? `${data.expiresInDays} days` : undefined,
    })
    return response.created(presentAccessToken(token, true))
  }

  async destroy({ params, response, account }: HttpContext) {
    const id = Number(params.tokenId)
    const deleted = Number.isSafeInteger(id) ? await User.accessTokens.delete(account!.user, id) : 0
    if (!deleted) throw ApiError.notFound()
    return response.noContent()
  }
}
