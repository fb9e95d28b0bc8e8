import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { api } from '@sceau/api-client'
import { messageOf, useLanguage } from '@sceau/plugin-sdk/web/hooks'
import type { DepositDetail } from '../../shared/types.js'
import { StateTags } from '../components/StateTags.js'
import { AddVersionCard } from '../components/detail/AddVersionCard.js'
import { BadgeSnippetsCard } from '../components/detail/BadgeSnippetsCard.js'
import { DepositFiles } from '../components/detail/DepositFiles.js'
import { DepositInformation } from '../components/detail/DepositInformation.js'
import { EditCard } from '../components/detail/EditCard.js'
import { PayNowCard } from '../components/detail/PayNowCard.js'
import { RenewCard } from '../components/detail/RenewCard.js'
import { TransferCopyCard } from '../components/detail/TransferCopyCard.js'
import { VerifyCopyCard } from '../components/detail/VerifyCopyCard.js'

/** SPEC §2 deposit detail: information and edit, downloads, transfer, verify a copy, timestamp summary, integration token, renewal. */
export default function ConsignmentDetailScreen() {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.detail' })
  const language = useLanguage()
  const { id = '' } = useParams()
  const queryClient = useQueryClient()
  const key = ['consignment', 'deposits', id]
  const deposit = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<DepositDetail>(`/consignment/deposits/${id}`, { signal }),
    // Sealing and anchoring happen in the background: follow them until they are done.
    refetchInterval: (query) => {
      const data = query.state.data
      if (!data) return false
      if (data.state === 'uploading' || data.state === 'sealing') return 1000
      return data.anchor === 'pending' ? 15_000 : false
    },
    meta: { silent: true },
  })

  if (deposit.isPending) return <p role="status">{t('loading')}</p>
  if (deposit.isError) {
    return (
      <p role="alert" className="text-red-700">
        {messageOf(deposit.error, t('notFound'))}
      </p>
    )
  }
  const data = deposit.data
  const sealed = data.files.filter((f) => f.state === 'sealed')
  const replace = (next: DepositDetail) => queryClient.setQueryData(key, next)
  // Set by the API while a card payment is awaited (ADR 0006, deposits).
  const paymentUrl = data.state === 'payment_pending' ? (data as DepositDetail & { paymentUrl?: string | null }).paymentUrl : null

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{data.title}</h1>
          <p className="text-slate-500">
            {data.number ?? t('numberPending')} · {t(`types.${data.type}`)}
          </p>
        </div>
        <StateTags state={data.state} anchor={data.anchor} />
      </header>

      {paymentUrl && <PayNowCard paymentUrl={paymentUrl} />}
      <EditCard deposit={data} onSaved={replace} />
      <DepositInformation deposit={data} language={language} />
      <DepositFiles deposit={data} language={language} />

      {data.type === 'versioning' && data.state === 'protected' && <AddVersionCard deposit={data} onAdded={() => void deposit.refetch()} />}
      {sealed.length > 0 && <VerifyCopyCard deposit={data} />}
      {sealed.some((f) => f.downloadable) && <TransferCopyCard deposit={data} />}
      {sealed.length > 0 && <BadgeSnippetsCard deposit={data} />}
      {(data.state === 'protected' || data.state === 'renewal_due') && <RenewCard deposit={data} onRenewed={replace} />}
    </div>
  )
}
