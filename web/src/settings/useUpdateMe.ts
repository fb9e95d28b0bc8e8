import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type CurrentUser } from '@sceau/api-client'
import { SESSION_QUERY_KEY } from '../session/useSession'

export interface MeChanges {
  firstname?: string
  lastname?: string
  locale?: string
  autoAddContacts?: boolean
  welcomeDismissed?: boolean
}

/** PATCH /users/me: the answer is the updated user, kept as the session at once. */
export function useUpdateMe(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (changes: MeChanges) => api.patch<CurrentUser>('/users/me', changes),
    onSuccess: (user) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, user)
      options.onSuccess?.()
    },
    onError: options.onError,
  })
}
