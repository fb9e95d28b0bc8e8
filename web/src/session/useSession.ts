import { useCallback, useMemo } from 'react'
import type { CurrentUser } from '@sceau/api-client'
import type { AccessState } from '@sceau/plugin-sdk/web'
import { SESSION_QUERY_KEY, useCurrentUser } from '@sceau/plugin-sdk/web/hooks'
import type { Access } from '@sceau/shared'
import { accessOf, derivedAccess } from './access'
import { statusOf, type SessionStatus } from './useSessionStatus'

// The session query is shared with plugin screens through the SDK.
export { SESSION_QUERY_KEY }

export type { SessionStatus }

export interface Session {
  status: SessionStatus
  user: CurrentUser | null
  /** What menus and plugins look at. */
  access: AccessState
  /** Every docs/product.md §6 derivation (canManageMembers, canCustomise, memberLimit, ...). */
  derived: Access
  error: Error | null
  /** A fresh answer is on its way (the user shown may be an older one). */
  fetching: boolean
  /** When the user shown was answered (ms since the epoch). */
  updatedAt: number
  refetch: () => void
}

export function useSession(): Session {
  const query = useCurrentUser()
  const user = query.data ?? null
  const status = statusOf(query)
  // Rebuilt only when the user changes (login, switch, profile edit), so menus are not rebuilt on every render.
  const access = useMemo(() => accessOf(user), [user])
  const derived = useMemo(() => derivedAccess(user), [user])
  const { refetch: refetchQuery } = query
  const refetch = useCallback(() => void refetchQuery(), [refetchQuery])
  return { status, user, access, derived, error: query.error, fetching: query.isFetching, updatedAt: query.dataUpdatedAt, refetch }
}
