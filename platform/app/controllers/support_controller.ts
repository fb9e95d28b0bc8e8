import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { RateLimitService } from '@sceau/plugin-sdk/server'
import { accounts } from '#config/accounts'
import { contactMessageValidator, supportMessageValidator } from '#validators/account_validators'
import { AccountMailer } from '#mail/account_mailer'
import { consumeAll } from '#services/http/throttle'

/** POST /support/messages {subject, message}: the support screen's contact form, mailed to SUPPORT_EMAIL. */
@inject()
export default class SupportController {
  constructor(
    private mailer: AccountMailer,
    private rateLimits: RateLimitService
  ) {}

  async store({ request, response, account }: HttpContext) {
    const data = await request.validateUsing(supportMessageValidator)
    const { user, membership } = account!
    await consumeAll(this.rateLimits, [[`support:account:${user.id}`, accounts.limits.supportAccount]])
    await this.mailer.support(
      user,
      { id: membership.organisation.id, name: membership.organisation.name, plan: membership.organisation.premium ? 'premium' : 'free' },
      { subject: data.subject, body: data.message }
    )
    return response.accepted({ sent: true })
  }

  /** POST /support/contact {name, email, subject, message}: the public contact form (visitors), mailed to SUPPORT_EMAIL. */
  async contact({ request, response, i18n }: HttpContext) {
    const data = await request.validateUsing(contactMessageValidator)
    await consumeAll(this.rateLimits, [
      [`contact:ip:${request.ip()}`, accounts.limits.contactIp],
      [`contact:address:${data.email}`, accounts.limits.contactAddress],
    ])
    await this.mailer.contact({ name: data.name, email: data.email, locale: i18n.locale }, { subject: data.subject, body: data.message })
    return response.accepted({ sent: true })
  }
}
