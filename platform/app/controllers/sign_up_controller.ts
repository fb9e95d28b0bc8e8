import { DateTime } from 'luxon'
import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { ApiError, IdentityService, RateLimitService, type Locale } from '@sceau/plugin-sdk/server'
import User from '#models/user'
import { accounts, type Limit } from '#config/accounts'
import { emailAvailabilityValidator, signUpValidator } from '#validators/account_validators'
import { AccountMailer } from '#mail/account_mailer'
import { AccountTokens, requestExpired } from '#services/accounts/account_tokens'
import { OrganisationDirectory } from '#services/accounts/organisation_directory'
import { acceptInvitation, openInvitationByToken } from '#services/accounts/invitations'
import { consumeAll } from '#services/http/throttle'
import { presentMe } from '#services/accounts/account_presenter'
import { isUniqueViolation } from '#services/engines/db_errors'
import type { PlatformIdentityService } from '#services/accounts/platform_identity_service'

/** The per-IP key and, when the body names an address, the per-address key of a limit. */
function limitChecks(prefix: string, request: HttpContext['request'], perIp: Limit, perAddress: Limit) {
  const checks: [string, Limit][] = [[`${prefix}:ip:${request.ip()}`, perIp]]
  const email = request.input('email')
  if (typeof email === 'string' && email.trim()) checks.push([`${prefix}:address:${email.trim().toLowerCase()}`, perAddress])
  return checks
}

/**
 * Sign-up (docs/product.md §2, two steps on the web: the first asks POST /users/email-availability, the
 * second POST /users with everything, validated at once). A new account gets its personal
 * organisation on the free plan, is logged in, and receives the confirmation mail.
 */
@inject()
export default class SignUpController {
  constructor(
    private directory: OrganisationDirectory,
    private mailer: AccountMailer,
    private rateLimits: RateLimitService,
    private identity: IdentityService
  ) {}

  async availability({ request }: HttpContext) {
    await consumeAll(this.rateLimits, limitChecks('email-check', request, accounts.limits.emailCheckIp, accounts.limits.emailCheckAddress))
    await request.validateUsing(emailAvailabilityValidator)
    return { available: true }
  }

  async store(ctx: HttpContext) {
    const { request, response, auth } = ctx
    // Counted before validation: "address already in use" answers are probes too.
    await consumeAll(this.rateLimits, limitChecks('sign-up', request, accounts.limits.signUpIp, accounts.limits.signUpAddress))
    const data = await request.validateUsing(signUpValidator)
    const invitation = data.invitation ? await openInvitationByToken(data.invitation) : null
    if (data.invitation && !invitation) throw requestExpired()
    const locale = (data.locale ?? ctx.i18n.locale) as Locale

    let user: User
    try {
      user = await db.transaction(async (trx) => {
        // An invitation link proves the invitee reads that mailbox: no confirmation needed then.
        const confirmed = invitation?.email === data.email
        const created = await User.create(
          {
            firstname: data.firstname,
            lastname: data.lastname,
            email: data.email,
            password: data.password,
            userType: data.userType ?? 'user',
            locale,
            termsAcceptedAt: DateTime.now(),
            mailConfirmedAt: confirmed ? DateTime.now() : null,
            autoAddContacts: true,
          },
          { client: trx }
        )
        await this.directory.createPersonal(created, trx)
        if (invitation) await acceptInvitation(this.directory, invitation, created, trx)
        return created
      })
    } catch (error) {
      // Two sign-ups with one address at the same moment: the second is told the address is taken.
      if (isUniqueViolation(error)) throw ApiError.invalid({ email: 'validator.shared.messages.email.database.unique' })
      throw error
    }

    if (!user.mailConfirmed) {
      const token = await AccountTokens.issue(user.id, 'confirm_email', { hours: accounts.confirmationTtlHours })
      await this.mailer.confirmation(user, token)
    }
    await auth.use('web').login(user, data.remember === true)
    await ctx.session.tag(String(user.id))
    await (this.identity as PlatformIdentityService).adopt(ctx, user)
    return response.created(await presentMe(this.directory, user, ctx.account!.membership, ctx.actor!.permissions))
  }
}
