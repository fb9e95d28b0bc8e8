import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { ApiError, IdentityService } from '@sceau/plugin-sdk/server'
import User from '#models/user'
import { loginValidator } from '#validators/account_validators'
import { LoginThrottle } from '#services/accounts/login_throttle'
import { OrganisationDirectory } from '#services/accounts/organisation_directory'
import { presentMe } from '#services/accounts/account_presenter'
import { presentAccessToken } from '#controllers/access_tokens_controller'
import { LOGIN_TOKEN_ABILITIES } from '#services/accounts/session_terminator'
import type { PlatformIdentityService } from '#services/accounts/platform_identity_service'

/**
 * Log in and out (docs/product.md §7 POST/DELETE /users/sessions). The web app gets an httpOnly session
 * cookie (and a remember-me cookie when asked); the extension and the CLI ask `{ token: true }`
 * and get an access token instead, with no session.
 */
@inject()
export default class SessionsController {
  constructor(
    private directory: OrganisationDirectory,
    private identity: IdentityService
  ) {}

  async store(ctx: HttpContext) {
    const { request, auth } = ctx
    const data = await request.validateUsing(loginValidator)
    const ip = request.ip()
    await LoginThrottle.ensureAllowed(data.email, ip)
    let user: User
    try {
      // Same answer and comparable time whether the address or the password is wrong.
      user = await User.verifyCredentials(data.email, data.password)
    } catch {
      await LoginThrottle.failed(data.email, ip)
      throw new ApiError(400, 'E_INVALID_CREDENTIALS', 'errors.invalidCredentials')
    }
    await LoginThrottle.succeeded(data.email, ip)

    if (data.token) {
      const token = await User.accessTokens.create(user, LOGIN_TOKEN_ABILITIES, { name: data.tokenName ?? 'CLI' })
      await (this.identity as PlatformIdentityService).adopt(ctx, user)
      return { user: await this.#me(ctx), token: presentAccessToken(token, true) }
    }
    await auth.use('web').login(user, data.remember === true)
    await ctx.session.tag(String(user.id))
    await (this.identity as PlatformIdentityService).adopt(ctx, user)
    return { user: await this.#me(ctx) }
  }

  /** Ends the session (and its remember-me token), or revokes the access token the request used. */
  async destroy({ auth, response }: HttpContext) {
    if (auth.authenticatedViaGuard === 'api') await auth.use('api').invalidateToken()
    else await auth.use('web').logout()
    return response.noContent()
  }

  #me(ctx: HttpContext) {
    return presentMe(this.directory, ctx.account!.user, ctx.account!.membership, ctx.actor!.permissions)
  }
}
