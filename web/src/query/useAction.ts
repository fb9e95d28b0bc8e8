import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { describeError } from '../errors/describeError'
import { useToast } from '../toasts/useToast'

export interface ActionOptions<TVariables, TResult> {
  run: (variables: TVariables) => Promise<TResult>
  /** Toast title when it worked (catalogue key of "core"); none when omitted. */
  success?: string
  /** Toast title when it failed; the text under it is the API's translated reason. */
  failure: string
  /** Queries to refresh once it worked. */
  refresh?: QueryKey[]
  onSuccess?: (result: TResult, variables: TVariables) => unknown
}

/** A call a screen makes on a click (revoke, delete, answer, toggle): toasts its outcome and refreshes what it changed. */
export function useAction<TVariables = void, TResult = unknown>({ run, success, failure, refresh = [], onSuccess }: ActionOptions<TVariables, TResult>) {
  const { t } = useTranslation('core')
  const toast = useToast()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: async (result, variables) => {
      if (success) toast.success(t(success))
      await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
      await onSuccess?.(result, variables)
    },
    onError: (error) => toast.error(t(failure), describeError(error, t)),
  })
}
