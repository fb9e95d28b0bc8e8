import type { ReactNode } from 'react'

interface QueryStatesProps<T> {
  /** A React Query result (only these three fields are read). */
  query: { isPending: boolean; isError: boolean; data: T | undefined }
  /** Said while the first answer is awaited, e.g. "Loading the formats…". */
  loading: string
  /** Said when the request failed, e.g. "The formats are unavailable.". */
  failed: ReactNode
  /** Said instead of the content when `isEmpty` says the answer holds nothing. */
  empty?: ReactNode
  isEmpty?: (data: T) => boolean
  /** Spacing of the state lines in their section, e.g. "mt-3". */
  className?: string
  children: (data: T) => ReactNode
}

/**
 * What a section shows of its query: a loading line, a failure line, an empty line, the content.
 * A refetch that fails keeps the content it had under the failure line, as React Query keeps its data.
 */
export function QueryStates<T>({ query, loading, failed, empty, isEmpty, className = '', children }: QueryStatesProps<T>) {
  const { isPending, isError, data } = query
  const blank = data !== undefined && empty !== undefined && (isEmpty?.(data) ?? false)
  return (
    <>
      {isPending && (
        <p role="status" className={`${className} text-slate-500`}>
          {loading}
        </p>
      )}
      {isError && (
        <p role="alert" className={`${className} text-red-700 dark:text-red-300`}>
          {failed}
        </p>
      )}
      {blank && <p className={`${className} text-slate-500`}>{empty}</p>}
      {data !== undefined && !blank && children(data)}
    </>
  )
}
