import type { ReactNode } from 'react'
import { QueryStates } from './QueryStates.js'
import { Section } from './Section.js'

/**
 * A titled section listing what a query answers: it owns the loading line, the failure line and the
 * empty line, so a screen only says what a row shows (usually a DataTable).
 */
export function ListSection<T>({
  title,
  text,
  actions,
  query,
  loading,
  failed,
  empty,
  isEmpty,
  children,
}: {
  title: string
  text?: string
  actions?: ReactNode
  query: { isPending: boolean; isError: boolean; data: T | undefined }
  loading: string
  failed: ReactNode
  empty: ReactNode
  isEmpty: (data: T) => boolean
  children: (data: T) => ReactNode
}) {
  return (
    <Section title={title} text={text} actions={actions}>
      <QueryStates query={query} loading={loading} failed={failed} empty={empty} isEmpty={isEmpty}>
        {children}
      </QueryStates>
    </Section>
  )
}
