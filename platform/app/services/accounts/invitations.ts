import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ApiError } from '@sceau/plugin-sdk/server'
import OrganisationInvitation from '#models/organisation_invitation'
import Organisation from '#models/organisation'
import type User from '#models/user'
import { hashLinkToken, requestExpired } from '#services/accounts/account_tokens'
import type { OrganisationDirectory } from '#services/accounts/organisation_directory'

/** An invitation still waiting for its answer (pending and unexpired), by the token of its link. */
export async function openInvitationByToken(token: string) {
  if (!/^[0-9A-Za-z]{43}$/.test(token)) return null
  const invitation = await OrganisationInvitation.findBy('token_hash', hashLinkToken(token))
  return invitation?.isOpen ? invitation : null
}

/**
 * Joins the invitation's organisation as a member with the invitation's rights, makes it the active
 * one (whoever accepts an invitation came to work there, not in their own empty space), and records
 * the answer. Refused when the organisation has no room left (its plan changed since the invitation).
 */
export async function acceptInvitation(directory: OrganisationDirectory, invitation: OrganisationInvitation, user: User, trx: TransactionClientContract) {
  if (!invitation.isOpen) throw requestExpired()
  const organisation = await Organisation.findOrFail(invitation.organisationId, { client: trx })
  const already = await directory.membership(organisation.id, user.id, trx)
  if (!already) {
    const { members, memberLimit } = await directory.capacity(organisation, trx)
    if (members >= memberLimit) throw new ApiError(403, 'E_MEMBER_LIMIT', 'errors.memberLimit')
    await directory.addMember(organisation.id, user.id, 'member', invitation.rights, trx)
  }
  user.useTransaction(trx)
  user.activeOrganisationId = organisation.id
  await user.save()
  invitation.useTransaction(trx)
  invitation.merge({ status: 'accepted', answeredAt: DateTime.now() })
  await invitation.save()
  return organisation
}

export async function declineInvitation(invitation: OrganisationInvitation) {
  if (!invitation.isOpen) throw requestExpired()
  invitation.merge({ status: 'declined', answeredAt: DateTime.now() })
  await invitation.save()
}
