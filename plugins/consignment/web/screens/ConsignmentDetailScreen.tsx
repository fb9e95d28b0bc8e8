import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { api } from '@sceau/api-client'
import { messageOf, useLanguage } from '@sceau/plugin-sdk/web/hooks'
import { Screen } from '@sceau/plugin-sdk/web/ui'
import { DownloadFailedAlert, useFailedDownload } from '@sceau/plugin-sdk/web/failedDownload'
import type { DepositDetail } from '../../shared/types.js'
import { StateTags } from '../components/StateTags.js'
import { AddVersionCard } from '../components/detail/AddVersionCard.js'
import { CertificateCard } from '../components/detail/CertificateCard.js'
import { BadgeSnippetsCard } from '../components/detail/BadgeSnippetsCard.js'
import { DepositFiles } from '../components/detail/DepositFiles.js'
import { DepositInformation } from '../components/detail/DepositInformation.js'
import { EditCard } from '../components/detail/EditCard.js'
import { PayNowCard } from '../components/detail/PayNowCard.js'
import { RenewCard } from '../components/detail/RenewCard.js'
import { TransferCopyCard } from '../components/detail/TransferCopyCard.js'
import { VerifyCopyCard } from '../components/detail/VerifyCopyCard.js'

/** What a refused download of the deposit page says, by what was asked. */
const FAILED_TEXTS = { file: 'downloadFailed', certificate: 'certificateFailed', proofFolder: 'proofFolderFailed', invoice: 'invoiceFailed' } as const

/** docs/product.md §2 deposit detail: the certificate first, then information, files, edit, transfer, verify a copy, the badge, renewal. */
export default function ConsignmentDetailScreen() {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.detail' })
  const language = useLanguage()
  const { id = '' } = useParams()
  const queryClient = useQueryClient()
  const key = ['consignment', 'deposits', id]
  const errors = useTranslation('consignment', { keyPrefix: 'errors' }).t
  // The certificate, proof folder, invoice and file links open as pages: refused, the server sends the browser
  // back here (?failed=…) and it is said in the product's words (docs/product.md §8).
  const failedDownload = useFailedDownload(['file', 'certificate', 'proofFolder', 'invoice'] as const)
  const deposit = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<DepositDetail>(`/consignment/deposits/${id}`, { signal }),
    // Sealing and anchoring happen in the background: follow them until they are done.
    refetchInterval: (query) => {
      const data = query.state.data
      if (!data) return false
      if (data.state === 'uploading' || data.state === 'sealing') return 1000
      // 'none' (an instance without a chain) never changes: only a real pending anchor is polled.
      return data.anchor === 'pending' ? 15_000 : false
    },
    meta: { silent: true },
  })

  const back = { to: '/app/consignments', label: t('back') }
  if (deposit.isPending)
    return (
      <Screen title={t('information')} back={back}>
        <p role="status">{t('loading')}</p>
      </Screen>
    )
  if (deposit.isError) {
    return (
      <Screen title={t('information')} back={back}>
        <p role="alert" className="text-red-700 dark:text-red-300">
          {messageOf(deposit.error, t('notFound'))}
        </p>
      </Screen>
    )
  }
  const data = deposit.data
  const sealed = data.files.filter((f) => f.state === 'sealed')
  const replace = (next: DepositDetail) => queryClient.setQueryData(key, next)
  // Set by the API while a card payment is awaited (ADR 0006, deposits).
  const paymentUrl = data.state === 'payment_pending' ? (data.paymentUrl ?? null) : null
  const paymentNeeds = data.state === 'payment_pending' ? (data.paymentNeeds ?? null) : null

  return (
    <Screen
      title={data.title}
      back={back}
      intro={`${data.number ?? t('numberPending')} · ${t(`types.${data.type}`)}`}
      actions={<StateTags state={data.state} anchor={data.anchor} />}
    >
      {failedDownload && <DownloadFailedAlert>{errors(FAILED_TEXTS[failedDownload.asked])}</DownloadFailedAlert>}
      {(paymentUrl || paymentNeeds) && <PayNowCard paymentUrl={paymentUrl} needs={paymentNeeds} />}
      <CertificateCard deposit={data} language={language} />
      <DepositInformation deposit={data} language={language} />
      <DepositFiles deposit={data} />
      <EditCard deposit={data} onSaved={replace} />

      {data.type === 'versioning' && data.state === 'protected' && <AddVersionCard deposit={data} onAdded={() => void deposit.refetch()} />}
      {sealed.length > 0 && <VerifyCopyCard deposit={data} />}
      {sealed.some((f) => f.downloadable) && <TransferCopyCard deposit={data} />}
      {sealed.length > 0 && <BadgeSnippetsCard deposit={data} />}
      {(data.state === 'protected' || data.state === 'renewal_due' || data.state === 'expired') && <RenewCard deposit={data} onRenewed={replace} />}
    </Screen>
  )
}
