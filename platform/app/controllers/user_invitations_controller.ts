import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { ApiError } from '@sceau/plugin-sdk/server'
import Organisation from '#models/organisation'
import OrganisationInvitation from '#models/organisation_invitation'
import User from '#models/user'
import { OrganisationDirectory } from '#services/accounts/organisation_directory'
import { MediaStore } from '#services/storage/media_store'
import { acceptInvitation, declineInvitation, openInvitationByToken } from '#services/accounts/invitations'
import { requestExpired } from '#services/accounts/account_tokens'
import { isoOf } from '#models/date_time_column'

async function presentForInvitee(invitation: OrganisationInvitation) {
  const organisation = await Organisation.findOrFail(invitation.organisationId)
  const inviter = invitation.invitedById ? await User.find(invitation.invitedById) : null
  return {
    id: String(invitation.id),
    email: invitation.email,
    organization: { id: String(organisation.id), name: organisation.name, logoUrl: MediaStore.url(organisation.logoKey) },
    invitedBy: inviter ? { firstname: inviter.firstname, lastname: inviter.lastname } : null,
    sentAt: isoOf(invitation.sentAt),
    expiresAt: isoOf(invitation.expiresAt),
  }
}

/**
 * The invitee's side: pending invitations to the user's address (account settings), accepted or
 * declined there; and the mailed link, which works for someone without an account too (then
 * signing up with its token joins, see POST /users).
 */
@inject()
export default class UserInvitationsController {
  constructor(private directory: OrganisationDirectory) {}

  /** GET /users/me/invitations. */
  async index({ account }: HttpContext) {
    const invitations = await OrganisationInvitation.query()
      .where('email', account!.user.email)
      .where('status', 'pending')
      .where('expires_at', '>', new Date())
      .orderBy('sent_at', 'desc')
      .orderBy('id', 'desc')
    return { invitations: await Promise.all(invitations.map(presentForInvitee)) }
  }

  /** POST /users/me/invitations/:invitationId/accept. */
  async accept({ params, account }: HttpContext) {
    const invitation = await this.#mine(account!.user, params.invitationId)
    const organisation = await db.transaction((trx) => acceptInvitation(this.directory, invitation, account!.user, trx))
    return { organization: { id: String(organisation.id), name: organisation.name } }
  }

  /** POST /users/me/invitations/:invitationId/decline. */
  async decline({ params, account, response }: HttpContext) {
    await declineInvitation(await this.#mine(account!.user, params.invitationId))
    return response.noContent()
  }

  /** GET /invitations/:token (public): what the link invites to, and whether the address has an account. */
  async showByToken({ params }: HttpContext) {
    const invitation = await openInvitationByToken(String(params.token))
    if (!invitation) throw requestExpired()
    return { ...(await presentForInvitee(invitation)), accountExists: (await User.findBy('email', invitation.email)) !== null }
  }

  /** POST /invitations/:token/accept: the logged-in user joins (the link is the proof of invitation). */
  async acceptByToken({ params, account }: HttpContext) {
    const invitation = await openInvitationByToken(String(params.token))
    if (!invitation) throw requestExpired()
    const organisation = await db.transaction((trx) => acceptInvitation(this.directory, invitation, account!.user, trx))
    return { organization: { id: String(organisation.id), name: organisation.name } }
  }

  /** POST /invitations/:token/decline (public). */
  async declineByToken({ params, response }: HttpContext) {
    const invitation = await openInvitationByToken(String(params.token))
    if (!invitation) throw requestExpired()
    await declineInvitation(invitation)
    return response.noContent()
  }

  async #mine(user: User, invitationId: unknown) {
    const id = Number(invitationId)
    const invitation = Number.isSafeInteger(id) ? await OrganisationInvitation.find(id) : null
    if (!invitation || invitation.email !== user.email) throw ApiError.notFound()
    if (!invitation.isOpen) throw requestExpired()
    return invitation
  }
}
