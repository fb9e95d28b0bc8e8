import { DateTime } from 'luxon'
import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { ApiError, RateLimitService, type Locale } from '@sceau/plugin-sdk/server'
import OrganisationInvitation from '#models/organisation_invitation'
import User from '#models/user'
import { accounts } from '#config/accounts'
import { invitationValidator } from '#validators/organisation_validators'
import { AccountMailer } from '#mail/account_mailer'
import { newLinkToken } from '#services/accounts/account_tokens'
import { consumeAll } from '#services/http/throttle'
import { presentCustomisation } from '#services/accounts/account_presenter'
import { organisationAccess, requireAdmin, requireMemberManagement, type OrganisationAccess } from '#policies/organisation_policy'
import { checkRights } from '#controllers/members_controller'
import { isoOf } from '#models/date_time_column'

export function presentInvitation(invitation: OrganisationInvitation) {
  return {
    id: String(invitation.id),
    email: invitation.email,
    status: invitation.status,
    rights: invitation.rights,
    sentAt: isoOf(invitation.sentAt),
    expiresAt: isoOf(invitation.expiresAt),
  }
}

/** Invitations by e-mail (sent-on date, delete, resend); a pending one holds a member slot. */
@inject()
export default class InvitationsController {
  constructor(
    private mailer: AccountMailer,
    private rateLimits: RateLimitService
  ) {}

  /** GET /organizations/:id/invitations: pending ones, newest first. */
  async index(ctx: HttpContext) {
    const access = requireAdmin(await organisationAccess(ctx))
    const invitations = await OrganisationInvitation.query()
      .where('organisation_id', access.organisation.id)
      .where('status', 'pending')
      .orderBy('sent_at', 'desc')
      .orderBy('id', 'desc')
    return { invitations: invitations.map(presentInvitation) }
  }

  /** POST /organizations/:id/invitations {email, rights?}. */
  async store(ctx: HttpContext) {
    const access = requireMemberManagement(await organisationAccess(ctx))
    const data = await ctx.request.validateUsing(invitationValidator)
    const rights = checkRights(access, data.rights)
    const invitee = await User.findBy('email', data.email)
    if (invitee && (await access.directory.membership(access.organisation.id, invitee.id))) {
      throw ApiError.conflict('E_ALREADY_MEMBER', 'errors.alreadyMember')
    }
    const pending = await OrganisationInvitation.query()
      .where('organisation_id', access.organisation.id)
      .where('email', data.email)
      .where('status', 'pending')
      .where('expires_at', '>', new Date())
      .first()
    if (pending) throw ApiError.conflict('E_ALREADY_INVITED', 'errors.alreadyInvited')
    if ((await access.directory.capacity(access.organisation)).remainingMembers <= 0) {
      throw new ApiError(403, 'E_MEMBER_LIMIT', 'errors.memberLimit')
    }
    await consumeAll(this.rateLimits, [[`invitations:organisation:${access.organisation.id}`, accounts.limits.invitationOrganisation]])

    const token = newLinkToken()
    const invitation = await OrganisationInvitation.create({
      organisationId: access.organisation.id,
      email: data.email,
      rights,
      tokenHash: token.hash,
      invitedById: access.user.id,
      status: 'pending',
      sentAt: DateTime.now(),
      expiresAt: DateTime.now().plus({ days: accounts.invitationTtlDays }),
    })
    await this.#send(access, invitation, token.value, invitee?.locale ?? access.user.locale)
    return ctx.response.created(presentInvitation(invitation))
  }

  /** POST /organizations/:id/invitations/:invitationId/resend: a new link and sent-on date. */
  async resend(ctx: HttpContext) {
    const access = requireMemberManagement(await organisationAccess(ctx))
    const invitation = await this.#pending(access, ctx.params.invitationId)
    await consumeAll(this.rateLimits, [[`invitations:organisation:${access.organisation.id}`, accounts.limits.invitationOrganisation]])
    const token = newLinkToken()
    invitation.merge({ tokenHash: token.hash, sentAt: DateTime.now(), expiresAt: DateTime.now().plus({ days: accounts.invitationTtlDays }) })
    await invitation.save()
    const invitee = await User.findBy('email', invitation.email)
    await this.#send(access, invitation, token.value, invitee?.locale ?? access.user.locale)
    return presentInvitation(invitation)
  }

  /** DELETE /organizations/:id/invitations/:invitationId: its link stops working, its slot is freed. */
  async destroy(ctx: HttpContext) {
    const access = requireAdmin(await organisationAccess(ctx))
    const invitation = await this.#pending(access, ctx.params.invitationId)
    await invitation.delete()
    return ctx.response.noContent()
  }

  async #pending(access: OrganisationAccess, invitationId: unknown) {
    const id = Number(invitationId)
    const invitation = Number.isSafeInteger(id)
      ? await OrganisationInvitation.query().where('id', id).where('organisation_id', access.organisation.id).where('status', 'pending').first()
      : null
    if (!invitation) throw ApiError.notFound()
    return invitation
  }

  async #send(access: OrganisationAccess, invitation: OrganisationInvitation, token: string, locale: Locale) {
    const custom = presentCustomisation(access.organisation)
    await this.mailer.invitation(invitation.email, locale, {
      inviter: `${access.user.firstname} ${access.user.lastname}`,
      organisation: access.organisation.name,
      personal: access.organisation.personalOwnerId === access.user.id,
      token,
      // The organisation's branding, where its plan includes customisation.
      brand: access.access.canCustomise ? { name: access.organisation.name, color: custom.mainColor, logoUrl: custom.logoUrl } : undefined,
    })
  }
}
