import { DateTime } from 'luxon'
import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import vine from '@vinejs/vine'
import { ApiError, RateLimitService } from '@sceau/plugin-sdk/server'
import User from '#models/user'
import { accounts } from '#config/accounts'
import { AccountMailer } from '#mail/account_mailer'
import { AccountTokens } from '#services/accounts/account_tokens'
import { consumeAll } from '#services/http/throttle'

const confirmValidator = vine.create({ token: vine.string().trim().maxLength(64) })

/** E-mail confirmation: the mailed link's page posts its token; unconfirmed users may ask for a new mail. */
@inject()
export default class EmailConfirmationsController {
  constructor(
    private mailer: AccountMailer,
    private rateLimits: RateLimitService
  ) {}

  /** POST /users/confirmation {token}: single use; an unknown, used or expired link is "Request expired". */
  async store({ request }: HttpContext) {
    const { token } = await request.validateUsing(confirmValidator)
    const userId = await AccountTokens.consume(token, 'confirm_email')
    const user = await User.findOrFail(userId)
    if (!user.mailConfirmedAt) {
      user.mailConfirmedAt = DateTime.now()
      await user.save()
    }
    return { mailConfirmed: true }
  }

  /** POST /users/confirmation/resend: a new link (the previous one stops working), rate limited. */
  async resend({ request, response, account }: HttpContext) {
    const user = account!.user
    if (user.mailConfirmed) throw ApiError.conflict('E_ALREADY_CONFIRMED', 'errors.alreadyConfirmed')
    await consumeAll(this.rateLimits, [
      [`confirm-resend:account:${user.id}`, accounts.limits.resendAccount],
      [`confirm-resend:ip:${request.ip()}`, accounts.limits.resendIp],
    ])
    const token = await AccountTokens.issue(user.id, 'confirm_email', { hours: accounts.confirmationTtlHours })
    await this.mailer.confirmation(user, token)
    return response.accepted({ sent: true })
  }
}
