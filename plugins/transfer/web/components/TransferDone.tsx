import { useTranslation } from 'react-i18next'
import type { SentTransfer } from '../../shared/types.js'
import { useFocusOnShow, useFormats } from '@sceau/plugin-sdk/web/hooks'
import { LinkCopyButton } from './LinkCopyButton.js'

/** A sent transfer: where it went, what it holds until when, and its link to copy. */
export function TransferDone({
  result,
  mailedTo,
  e2e,
  onAgain,
}: {
  result: SentTransfer
  mailedTo: number | null
  /** End to end encrypted: the key in the link (link) or a passphrase given apart (email). */
  e2e: 'link' | 'email' | null
  onAgain: () => void
}) {
  // The upload's buttons are gone: the keyboard lands on the result.
  const heading = useFocusOnShow<HTMLHeadingElement>(true)
  const { t } = useTranslation('transfer', { keyPrefix: 'screens.card' })
  const format = useFormats()
  return (
    <section className="card" aria-live="polite">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-semibold focus:outline-none" data-testid="transfer-done">
        {t('done.title')}
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{mailedTo !== null ? t('done.mailed', { count: mailedTo }) : t('done.link')}</p>
      <p className="mt-1 text-sm text-slate-500">
        {t('done.summary', { count: result.files, size: format.bytes(result.bytes), date: format.dateTime(result.expireAt) })}
      </p>
      {e2e && (
        <p className="mt-2 text-sm font-medium text-amber-700 dark:text-amber-300" data-testid="transfer-e2e-note">
          {t(e2e === 'link' ? 'e2e.doneLink' : 'e2e.donePassphrase')}
        </p>
      )}
      {e2e && result.certifiedAt && <p className="mt-1 text-sm text-slate-500">{t('e2e.certified', { date: format.dateTime(result.certifiedAt) })}</p>}
      {result.dropped > 0 && <p className="mt-1 text-sm text-amber-700 dark:text-amber-300">{t('done.dropped', { count: result.dropped })}</p>}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <input
          readOnly
          value={result.link}
          aria-label={t('done.linkLabel')}
          data-testid="transfer-link"
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm dark:border-slate-600 dark:bg-slate-800"
        />
        <LinkCopyButton value={result.link} />
      </div>
      <button type="button" className="btn-secondary mt-6" onClick={onAgain}>
        {t('done.again')}
      </button>
    </section>
  )
}
