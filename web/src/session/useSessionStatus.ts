import { useCurrentUser } from '@sceau/plugin-sdk/web/hooks'

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous' | 'error'

/** From the session query's state: what a header needs, without useSession's access derivations (the visitor shell's pages). */
export function statusOf(query: { isPending: boolean; isError: boolean; data: unknown }): SessionStatus {
  return query.isPending ? 'loading' : query.isError ? 'error' : query.data ? 'authenticated' : 'anonymous'
}

export function useSessionStatus(): SessionStatus {
  return statusOf(useCurrentUser())
}
