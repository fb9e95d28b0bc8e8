/* Query keys and fetchers of the organisation screens, so a switch or a change refreshes every screen that shows the data. */
import { api, type OrganisationEntry } from '@sceau/api-client'

export const ORGANISATIONS_KEY = ['users', 'organizations'] as const
export const MY_INVITATIONS_KEY = ['users', 'me', 'invitations'] as const

export const organisationKey = (organisationId: string, part: string) => ['organizations', organisationId, part] as const

export function fetchOrganisations({ signal }: { signal?: AbortSignal }) {
  return api.get<OrganisationEntry[]>('/users/organizations', { signal })
}

export interface MyInvitation {
  id: string
  email: string
  organization: { id: string; name: string; logoUrl: string | null }
  invitedBy: { firstname: string; lastname: string } | null
  sentAt: string
  expiresAt: string
}

export function fetchMyInvitations({ signal }: { signal?: AbortSignal }) {
  return api.get<{ invitations: MyInvitation[] }>('/users/me/invitations', { signal }).then((answer) => answer.invitations)
}
