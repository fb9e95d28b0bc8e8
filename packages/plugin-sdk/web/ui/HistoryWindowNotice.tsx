import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { HistoryWindow } from '@sceau/shared'
import { useFormats, useLocalizedHref } from '../hooks.js'

/** Above a list the free tier's window narrows (docs/history-window.md): how far back it reaches, and the plans that show everything. */
export function HistoryWindowNotice({ history, of }: { history: HistoryWindow | null | undefined; of: 'transfers' | 'deposits' }) {
  const { t } = useTranslation('core', { keyPrefix: 'historyWindow' })
  const format = useFormats()
  const href = useLocalizedHref()
  if (!history) return null
  return (
    <p
      role="note"
      data-testid="history-window"
      className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm dark:border-slate-700 dark:bg-slate-800/60"
    >
      <span className="font-semibold">{t('title', { days: history.days })}</span> {t(of, { date: format.date(history.since) })}{' '}
      <Link className="font-semibold text-brand-700 underline dark:text-brand-300" to={href('/app/subscriptions')}>
        {t('plans')}
      </Link>
    </p>
  )
}
