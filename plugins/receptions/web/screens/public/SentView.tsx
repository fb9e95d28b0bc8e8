/* What was sent, with its receipt, once the delivery is complete. */
import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '@sceau/api-client'
import { useFormats } from '@sceau/plugin-sdk/web/hooks'
import { QueryStates } from '@sceau/plugin-sdk/web/ui'
import type { SenderDeliveryView } from '../../../shared/types.js'
import { ReceiptDetails, SentFiles } from '../../components/Receipt.js'
import { paths } from '../../lib.js'

export function SentView({ sent, onAgain }: { sent: { deliveryId: string; senderToken: string }; onAgain: (() => void) | null }) {
  const { t } = useTranslation('receptions', { keyPrefix: 'public.sent' })
  const format = useFormats()
  const view = useQuery({
    queryKey: ['receptions', 'public', 'delivery', sent.deliveryId],
    queryFn: ({ signal }) => api.get<SenderDeliveryView>(paths.publicDelivery(sent.deliveryId), { signal, query: { senderToken: sent.senderToken } }),
    meta: { silent: true },
    refetchInterval: (query) => (query.state.data && !query.state.data.receipt?.timestampedAt ? 3000 : false),
  })
  useEffect(() => {
    document.getElementById('reception-sent-title')?.focus()
  }, [])
  return (
    <div className="space-y-5" data-testid="reception-sent">
      <h1 id="reception-sent-title" tabIndex={-1} className="text-2xl font-semibold">
        {t('title')}
      </h1>
      <QueryStates query={view} loading={t('loading')} failed={t('failed')}>
        {(data) => (
          <>
            <p className="text-slate-600 dark:text-slate-300">{t('text', { organisation: data.organisation.name, date: format.dateTime(data.receivedAt) })}</p>
            <section aria-labelledby="reception-sent-files" className="space-y-2">
              <h2 id="reception-sent-files" className="text-lg font-semibold">
                {t('files')}
              </h2>
              <SentFiles files={data.files} />
            </section>
            <section aria-labelledby="reception-sent-receipt" className="space-y-2">
              <h2 id="reception-sent-receipt" className="text-lg font-semibold">
                {t('receipt')}
              </h2>
              <ReceiptDetails
                receipt={data.receipt}
                downloadUrl={api.url(`${paths.publicDelivery(sent.deliveryId)}/receipt`, { senderToken: sent.senderToken })}
                // The sent view lives in this page's memory: leaving it for a refused download would lose it.
                fetched
              />
            </section>
          </>
        )}
      </QueryStates>
      {onAgain && (
        <button type="button" className="btn-secondary" onClick={onAgain}>
          {t('again')}
        </button>
      )}
    </div>
  )
}
