import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface PaginationFooterProps {
  /** The page shown, from 1. */
  page: number
  /** The server's last page (its `meta.lastPage`). */
  lastPage: number
  onPage: (page: number) => void
  /** Names the navigation landmark, e.g. "Pages of contacts". */
  label: string
  /** Where the reader is, e.g. "Page 2 of 5 · 93 transfers". */
  summary: ReactNode
  /** A list that fits on one page has no footer, unless its summary (a count) is worth showing anyway. */
  hideWhenSinglePage?: boolean
}

/** Previous / next under a list whose pages the server computes. */
export function PaginationFooter({ page, lastPage, onPage, label, summary, hideWhenSinglePage = true }: PaginationFooterProps) {
  const { t } = useTranslation('core')
  if (hideWhenSinglePage && lastPage <= 1) return null
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3 text-sm">
      <button type="button" className="btn-secondary px-3 py-1" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pagination.previous')}
      </button>
      <span>{summary}</span>
      <button type="button" className="btn-secondary px-3 py-1" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
      </button>
    </nav>
  )
}
