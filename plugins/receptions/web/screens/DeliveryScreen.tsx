import { useMemo, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { api, isApiError } from '@sceau/api-client'
import { messageOf, useCurrentUser, useFormats, useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { LIMITS, PricingError, depositPrice } from '@sceau/shared'
import { SelectAll, useSelection } from '@sceau/plugin-sdk/web/selection'
import { DownloadFailedAlert, useFailedDownload } from '@sceau/plugin-sdk/web/failedDownload'
import { ConfirmAction, DataTable, DetailRow, FormAlert, Notice, Screen, Section } from '@sceau/plugin-sdk/web/ui'
import type { DeliveryFile, DeliveryView } from '../../shared/types.js'
import { ReceiptDetails } from '../components/Receipt.js'
import { isForbidden, paths, RECEPTIONS_KEY } from '../lib.js'
import InboxScreen from './InboxScreen.js'

/**
 * /app/receptions/{uploadId}/deliveries/{deliveryId}: one delivery — sender, time, source, message, its
 * files with sizes and SHA-256s; download one, a selection or all as a ZIP; protect a file as a deposit;
 * the receipt (timestamp, authority, anchoring) to download; delete the delivery.
 */
export default function DeliveryScreen() {
  const { deliveryId } = useParams()
  // .../deliveries without an id is the source's list (docs/product.md §2 {deliveryId?}).
  return deliveryId ? <DeliveryDetail /> : <InboxScreen />
}

function DeliveryDetail() {
  const { t } = useTranslation('receptions', { keyPrefix: 'screens.delivery' })
  const { uploadId = '', deliveryId = '' } = useParams()
  const format = useFormats()
  const href = useLocalizedHref()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const back = `/app/receptions/${encodeURIComponent(uploadId)}`
  const [protecting, setProtecting] = useState<Record<string, 'pending' | 'done' | string>>({})
  // Protecting a received file makes a paid deposit: its price is said and confirmed first.
  const [askingProtect, setAskingProtect] = useState<string | null>(null)
  const me = useCurrentUser()
  // The download links open as pages: a download the server refused comes back here (?failed=…) and is said.
  const failedDownload = useFailedDownload(['file', 'zip', 'receipt', 'proofOfDelivery'] as const)
  const receiptT = useTranslation('receptions', { keyPrefix: 'receipt' }).t
  const delivery = useQuery({
    queryKey: [...RECEPTIONS_KEY, 'delivery', deliveryId],
    queryFn: ({ signal }) => api.get<DeliveryView>(paths.delivery(deliveryId), { signal }),
    retry: (count, error) => !(isApiError(error) && (error.status === 404 || error.status === 403)) && count < 2,
    meta: { silent: true },
    // Files still being analysed, and a receipt not stamped yet, arrive by themselves.
    refetchInterval: (query) =>
      query.state.data && (query.state.data.files.some((f) => f.state === 'analysing' || f.state === 'uploading') || !query.state.data.receipt?.timestampedAt)
        ? 5000
        : false,
  })
  const remove = useMutation({
    mutationFn: () => api.delete(paths.delivery(deliveryId)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...RECEPTIONS_KEY, 'deliveries'] })
      void navigate(href(back))
    },
  })
  const data = delivery.data
  const ready = useMemo(() => data?.files.filter((f) => f.state === 'ready') ?? [], [data])
  const { selected, allSelected, toggle, toggleAll } = useSelection(ready)

  const backLink = (
    <Link className="btn-secondary" to={href(back)}>
      {t('back')}
    </Link>
  )

  if (delivery.isPending) {
    return (
      <Screen title={t('title')} actions={backLink}>
        <p role="status" className="text-slate-500">
          {t('loading')}
        </p>
      </Screen>
    )
  }
  if (delivery.isError || !data) {
    const notFound = isApiError(delivery.error) && delivery.error.status === 404
    return (
      <Screen title={t('title')} actions={backLink}>
        {isForbidden(delivery.error) || notFound ? (
          <Notice title={notFound ? t('notFound.title') : t('notAllowed.title')} tone="warning">
            <p>{notFound ? t('notFound.text') : t('notAllowed.text')}</p>
          </Notice>
        ) : (
          <p role="alert" className="text-red-700 dark:text-red-300">
            {t('failed')}
          </p>
        )}
      </Screen>
    )
  }

  /** The deposit price of a file (cents) for the member's plan, as the server charges it; null when it has none. */
  function protectCents(bytes: number): number | null {
    try {
      return depositPrice({ bytes, years: LIMITS.defaultDepositYears, paidPlan: me.data?.premium === true }).totalCents
    } catch (error) {
      if (error instanceof PricingError) return null
      throw error
    }
  }

  function protectPrice(bytes: number) {
    const cents = protectCents(bytes)
    return cents === null ? '—' : format.euros(cents)
  }

  // The deposit is charged the price confirmed, which the request carries; a price that changed since it
  // was shown (the plan, E_PRICE_CHANGED) charges nothing: the member sees the new one and is asked again.
  async function protect(file: DeliveryFile) {
    const priceCents = protectCents(file.size)
    setProtecting((current) => ({ ...current, [file.id]: 'pending' }))
    try {
      await api.post(paths.protect(deliveryId, file.id), { priceCents })
      setProtecting((current) => ({ ...current, [file.id]: 'done' }))
      void queryClient.invalidateQueries({ queryKey: ['consignment'] })
    } catch (error) {
      if (isApiError(error, 'E_PRICE_CHANGED')) await me.refetch()
      setProtecting((current) => ({ ...current, [file.id]: messageOf(error, t('protectFailed')) }))
      if (isApiError(error, 'E_PRICE_CHANGED')) setAskingProtect(file.id)
    }
  }

  const zipUrl = (ids: string[] | null) => api.url(paths.zip(deliveryId), ids ? { files: ids.join(',') } : undefined)

  return (
    <Screen title={t('titleFrom', { name: data.sender.name })} intro={format.dateTime(data.receivedAt)} actions={backLink}>
      {failedDownload && (
        <DownloadFailedAlert>
          {failedDownload.asked === 'receipt' ? receiptT('downloadFailed') : t(`downloadFailed.${failedDownload.asked}`)}
        </DownloadFailedAlert>
      )}
      <Section title={t('details')}>
        <dl className="divide-y divide-slate-200 dark:divide-slate-800">
          <DetailRow label={t('sender')}>
            {data.sender.name} · {data.sender.email}
            {data.sender.verified && <span className="ml-1 text-green-700 dark:text-green-400">({t('verified')})</span>}
          </DetailRow>
          <DetailRow label={t('received')}>{format.dateTime(data.receivedAt)}</DetailRow>
          <DetailRow label={t('source')}>{data.source.kind === 'page' ? t('incomingPage') : (data.source.title ?? t('safelink'))}</DetailRow>
          <DetailRow label={t('size')}>{t('filesValue', { count: data.fileCount, size: format.bytes(data.totalBytes) })}</DetailRow>
          <DetailRow label={t('keptUntil')}>{format.date(data.expiresAt)}</DetailRow>
          <DetailRow label={t('message')}>
            <span className="whitespace-pre-line">{data.message ?? '—'}</span>
          </DetailRow>
        </dl>
      </Section>

      <Section
        title={t('files')}
        actions={
          <div className="flex flex-wrap gap-2">
            {selected.size > 0 && (
              <a className="btn-secondary" href={zipUrl([...selected])}>
                {t('downloadSelected', { count: selected.size })}
              </a>
            )}
            {ready.length > 0 && (
              <a className="btn-primary" href={zipUrl(null)}>
                {t('downloadAll')}
              </a>
            )}
          </div>
        }
      >
        <SelectAll
          allSelected={allSelected}
          onToggle={toggleAll}
          disabled={ready.length === 0}
          label={t('selectAll')}
          status={t('selectedCount', { count: selected.size })}
        />
        <DataTable
          testId="delivery-files"
          rows={data.files}
          rowKey={(file) => file.id}
          columns={[
            {
              label: t('columns.select'),
              cell: (file) => (
                <input
                  type="checkbox"
                  aria-label={t('select', { name: file.name })}
                  disabled={file.state !== 'ready'}
                  checked={selected.has(file.id)}
                  onChange={() => toggle(file.id)}
                />
              ),
            },
            {
              label: t('columns.name'),
              primary: true,
              cell: (file) => (
                <>
                  <span title={file.path ?? file.name}>{file.path ?? file.name}</span>
                  {file.state !== 'ready' && <span className="block text-xs font-normal text-amber-700 dark:text-amber-300">{t(`state.${file.state}`)}</span>}
                </>
              ),
            },
            { label: t('columns.size'), className: 'whitespace-nowrap', cell: (file) => format.bytes(file.size) },
            { label: t('columns.sha256'), className: 'font-mono text-xs break-all', cell: (file) => file.sha256 ?? '—' },
            {
              label: t('columns.actions'),
              actions: true,
              className: 'space-x-3 whitespace-nowrap',
              cell: (file) => {
                const protection = protecting[file.id]
                return (
                  <>
                    {file.state === 'ready' && (
                      <>
                        <a
                          className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                          href={api.url(paths.file(deliveryId, file.id))}
                          aria-label={t('downloadFile', { name: file.name })}
                        >
                          {t('download')}
                        </a>
                        {protection === 'done' ? (
                          <span role="status" className="text-sm text-green-700 dark:text-green-400">
                            {t('protected')}
                          </span>
                        ) : askingProtect === file.id ? (
                          <span
                            role="group"
                            aria-label={t('protectQuestion', { name: file.name, price: protectPrice(file.size), years: LIMITS.defaultDepositYears })}
                            className="inline-flex flex-wrap items-center gap-2 text-sm"
                          >
                            <span>{t('protectQuestion', { name: file.name, price: protectPrice(file.size), years: LIMITS.defaultDepositYears })}</span>
                            <button
                              type="button"
                              className="btn-primary px-2 py-1"
                              onClick={() => {
                                setAskingProtect(null)
                                void protect(file)
                              }}
                            >
                              {t('protectConfirm', { price: protectPrice(file.size) })}
                            </button>
                            <button type="button" className="btn-secondary px-2 py-1" onClick={() => setAskingProtect(null)}>
                              {t('protectCancel')}
                            </button>
                          </span>
                        ) : (
                          <button
                            type="button"
                            className="font-semibold text-brand-700 hover:underline disabled:opacity-60 dark:text-brand-300"
                            disabled={protection === 'pending'}
                            aria-label={t('protectFile', { name: file.name })}
                            onClick={() => setAskingProtect(file.id)}
                          >
                            {t('protect')}
                          </button>
                        )}
                      </>
                    )}
                    {protection && protection !== 'pending' && protection !== 'done' && (
                      <span role="alert" className="block text-xs text-red-700 dark:text-red-300">
                        {protection}
                      </span>
                    )}
                  </>
                )
              },
            },
          ]}
        />
      </Section>

      <Section title={t('receipt')} text={t('receiptText')}>
        <ReceiptDetails receipt={data.receipt} downloadUrl={api.url(paths.receipt(deliveryId))} />
        {data.proofOfDelivery && (
          <div>
            <a className="btn-secondary" href={api.url(paths.proofOfDelivery(deliveryId))}>
              {t('proofOfDelivery')}
            </a>
          </div>
        )}
      </Section>

      <Section title={t('deleteTitle')} text={t('deleteText')}>
        {remove.isError && <FormAlert>{messageOf(remove.error, t('deleteFailed'))}</FormAlert>}
        <div>
          <ConfirmAction label={t('delete')} question={t('deleteQuestion')} pending={remove.isPending} onConfirm={() => remove.mutate()} />
        </div>
      </Section>
    </Screen>
  )
}
