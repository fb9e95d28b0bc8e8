import { useTranslation } from 'react-i18next'
import type { SendState, useTransferSend } from '../hooks/useTransferSend.js'
import { useFormats } from '@sceau/plugin-sdk/web/hooks'
import { ProgressBar, UploadFileList } from '@sceau/plugin-sdk/web/ui'
import { CodeDialog } from './CodeDialog.js'

/** The upload states of docs/product.md §4 while a transfer is prepared, uploaded and sent: per-file and total progress, the failure choices, the code modal. */
export function UploadProgress({ state, send }: { state: SendState; send: ReturnType<typeof useTransferSend> }) {
  const { t } = useTranslation('transfer', { keyPrefix: 'screens.card' })
  const format = useFormats()
  const totals = state.totals
  // An encrypted upload carries opaque ids: the sender sees their own names.
  const names = state.names
  const phaseLabel =
    state.phase === 'encrypting'
      ? t('e2e.encrypting')
      : state.phase === 'preparing'
        ? t('phase.preparing')
        : state.phase === 'sending'
          ? t('phase.sending')
          : state.phase === 'failed'
            ? t('phase.failed')
            : t('phase.uploading', { percent: Math.round((totals?.progress ?? 0) * 100) })
  const waitingForCode = state.verification && !state.verification.verified && totals && totals.states.complete === totals.files
  return (
    <section className="card" aria-busy={state.phase !== 'failed'}>
      <h2 className="text-xl font-semibold" role="status">
        {phaseLabel}
      </h2>
      {totals && (
        <div className="mt-4">
          <ProgressBar value={totals.progress} label={t('totalProgress')} />
          <p className="mt-1 text-sm text-slate-500">
            {t('totals', { sent: format.bytes(totals.sentBytes), total: format.bytes(totals.bytes), done: totals.states.complete, count: totals.files })}
          </p>
        </div>
      )}
      {waitingForCode && <p className="mt-2 text-sm text-amber-700 dark:text-amber-300">{t('waitingForCode')}</p>}
      <div className="mt-4">
        <UploadFileList
          items={names ? state.items.map((item) => ({ ...item, relativePath: names[item.relativePath] ?? item.relativePath })) : state.items}
          label={t('files')}
        />
      </div>
      {state.error && (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-300">
          {state.error.message}
        </p>
      )}
      <div className="mt-6 flex flex-wrap gap-2">
        {state.phase === 'failed' && (
          <>
            {/* An encrypted transfer goes whole: its manifest and commitments list every file. */}
            {(totals?.states.complete ?? 0) > 0 && !names && (
              <button type="button" className="btn-primary" onClick={() => void send.ignoreFailed()}>
                {t('ignoreFailed')}
              </button>
            )}
            <button type="button" className="btn-secondary" onClick={send.retryFailed}>
              {t('retryFailed')}
            </button>
          </>
        )}
        <button type="button" className="btn-secondary" onClick={() => void send.cancel()}>
          {t('cancel')}
        </button>
      </div>
      {state.verification && !state.verification.verified && state.phase !== 'failed' && (
        <CodeDialog email={state.verification.email} onVerify={send.verify} onResend={send.resendCode} onCancel={() => void send.cancel()} />
      )}
    </section>
  )
}
