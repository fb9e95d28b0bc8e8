/* The upload under way: each file's progress, retry of the failed ones, cancel. */
import { useTranslation } from 'react-i18next'
import { useFormats } from '@sceau/plugin-sdk/web/hooks'
import { FormAlert, ProgressBar, UploadFileList } from '@sceau/plugin-sdk/web/ui'
import { type DeliverySendState } from '../../hooks/useDeliverySend.js'

export function SendProgress({ state, onRetry, onCancel }: { state: DeliverySendState; onRetry: () => void; onCancel: () => void }) {
  const { t } = useTranslation('receptions', { keyPrefix: 'public.progress' })
  const format = useFormats()
  const totals = state.totals
  const heading =
    state.phase === 'preparing'
      ? t('preparing')
      : state.phase === 'completing'
        ? t('completing')
        : state.phase === 'failed'
          ? t('failed')
          : t('uploading', { percent: Math.round((totals?.progress ?? 0) * 100) })
  return (
    <div className="space-y-4" aria-busy={state.phase !== 'failed'}>
      <h2 className="text-lg font-semibold" role="status">
        {heading}
      </h2>
      {totals && (
        <div>
          <ProgressBar value={totals.progress} label={t('total')} />
          <p className="mt-1 text-sm text-slate-500">
            {t('totals', { sent: format.bytes(totals.sentBytes), total: format.bytes(totals.bytes), done: totals.states.complete, count: totals.files })}
          </p>
        </div>
      )}
      <UploadFileList items={state.items} label={t('files')} />
      <FormAlert>{state.error?.message}</FormAlert>
      <div className="flex flex-wrap gap-2">
        {state.phase === 'failed' && (
          <button type="button" className="btn-primary" onClick={onRetry}>
            {t('retry')}
          </button>
        )}
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </div>
  )
}
