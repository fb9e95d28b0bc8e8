/* One QueryClient: failed queries raise a translated error toast unless their meta says `silent`. */
import { QueryCache, QueryClient } from '@tanstack/react-query'
import { isApiError } from '@sceau/api-client'

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean }
  }
}

export function createQueryClient(onQueryError: (error: Error) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) onQueryError(error)
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; network and 5xx failures get one more try.
        retry: (failures, error) => failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  })
}
