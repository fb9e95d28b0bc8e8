import { useQuery } from '@tanstack/react-query'
import { api } from '@sceau/api-client'
import { useLocation } from 'react-router'
import { useShell } from '../core/useShell'

export interface InvitationPreview {
  id: string
  email: string
  organization: { id: string; name: string; logoUrl?: string | null }
  invitedBy: { firstname: string; lastname: string } | null
  sentAt: string
  expiresAt: string
  accountExists: boolean
}

/** The `?invitation=` token of the sign-up and login pages and what it invites to (a 410 means expired or used). */
export function useInvitation() {
  const { search } = useLocation()
  const token = new URLSearchParams(search).get('invitation')
  const query = useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => api.get<InvitationPreview>(`/invitations/${encodeURIComponent(token!)}`, { signal }),
    enabled: Boolean(token),
    staleTime: Infinity,
    meta: { silent: true },
  })
  return { token, invitation: query.data ?? null, expired: query.isError, loading: query.isLoading }
}

/** True on the cac variants of the login and sign-up pages (/cac, /cac/signin). */
export function useCacVariant(): boolean {
  const { pathname } = useLocation()
  const { localizer } = useShell()
  return localizer.canonical(pathname).startsWith('/cac')
}
