import { useTranslation } from 'react-i18next'
import { describeError } from '../errors/describeError'

/** A failed load in place of the content, with a way to try again. */
export function FetchFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('core')
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 p-8 text-center">
      <p className="font-semibold">{t('errors.fetchFailed')}</p>
      <p className="text-sm text-slate-600 dark:text-slate-300">{describeError(error, t)}</p>
      <button type="button" onClick={onRetry} className="btn-secondary">
        {t('errors.retry')}
      </button>
    </div>
  )
}
