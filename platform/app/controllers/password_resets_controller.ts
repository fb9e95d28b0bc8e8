import { DateTime } from 'luxon'
import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { RateLimitService } from '@sceau/plugin-sdk/server'
import User from '#models/user'
import { accounts } from '#config/accounts'
import { forgotPasswordValidator, resetPasswordValidator } from '#validators/account_validators'
import { AccountMailer } from '#mail/account_mailer'
import { AccountTokens, requestExpired } from '#services/accounts/account_tokens'
import { consumeAll } from '#services/http/throttle'
import { endOtherSessions, revokeAccessTokens } from '#services/accounts/session_terminator'
import { isoOf } from '#models/date_time_column'

/**
 * Forgotten password (docs/product.md §2): a mail with a single-use link to /account/new-password/{token},
 * valid one hour; an unknown, used or expired link answers "Request expired". The new password
 * ends every session, remember-me token and access token of the account (the account-takeover
 * recovery: nothing the intruder holds survives); organisation API keys stay.
 */
@inject()
export default class PasswordResetsController {
  constructor(
    private mailer: AccountMailer,
    private rateLimits: RateLimitService
  ) {}

  /** POST /users/password-resets {email}: the same answer whether an account exists or not. */
  async store({ request, response }: HttpContext) {
    const { email } = await request.validateUsing(forgotPasswordValidator)
    await consumeAll(this.rateLimits, [
      [`password-reset:account:${email}`, accounts.limits.resetAccount],
      [`password-reset:ip:${request.ip()}`, accounts.limits.resetIp],
    ])
    const user = await User.findBy('email', email)
    if (user) {
      const token = await AccountTokens.issue(user.id, 'reset_password', { minutes: accounts.resetTtlMinutes })
      await this.mailer.passwordReset(user, token)
    }
    return response.accepted({ sent: true })
  }

  /** GET /users/password-resets/:token: lets the new-password screen show "Request expired" at once. */
  async show({ params }: HttpContext) {
    const token = await AccountTokens.peek(String(params.token), 'reset_password')
    if (!token) throw requestExpired()
    return { valid: true, expiresAt: isoOf(token.expiresAt) }
  }

  /** PUT /users/password-resets/:token {password, passwordConfirmation}: checked before the link is used up. */
  async update({ params, request, response }: HttpContext) {
    const { password } = await request.validateUsing(resetPasswordValidator)
    const user = await User.findOrFail(await AccountTokens.consume(String(params.token), 'reset_password'))
    user.password = password
    // The link came by mail: the address is proven too.
    user.mailConfirmedAt ??= DateTime.now()
    await user.save()
    await endOtherSessions(user.id)
    await revokeAccessTokens(user.id, 'all')
    return response.noContent()
  }
}
