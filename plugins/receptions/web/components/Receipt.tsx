import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DownloadFailedAlert } from '@sceau/plugin-sdk/web/failedDownload'
import { useFormats } from '@sceau/plugin-sdk/web/hooks'
import { DataTable, DetailRow } from '@sceau/plugin-sdk/web/ui'
import type { DeliveryFile, DeliveryReceipt } from '../../shared/types.js'

/**
 * The certified reception: the manifest's SHA-256, when the timestamp authority stamped it, which one, the anchoring; and its bundle.
 * The download opens as a page (a refusal comes back to the page, which says it: DeliveryScreen), or, on a page whose
 * state is not in its address (the third party's sent view), is fetched here and a refusal said in place.
 */
export function ReceiptDetails({ receipt, downloadUrl, fetched = false }: { receipt: DeliveryReceipt | null; downloadUrl: string; fetched?: boolean }) {
  const { t } = useTranslation('receptions', { keyPrefix: 'receipt' })
  const format = useFormats()
  const [failed, setFailed] = useState(false)
  if (!receipt) {
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {t('pending')}
      </p>
    )
  }
  return (
    <div className="space-y-3">
      <dl className="divide-y divide-slate-200 dark:divide-slate-800">
        <DetailRow label={t('timestampedAt')}>{receipt.timestampedAt ? format.dateTime(receipt.timestampedAt) : t('notYet')}</DetailRow>
        <DetailRow label={t('tsa')}>{receipt.tsa ?? '—'}</DetailRow>
        <DetailRow label={t('manifest')} mono>
          {receipt.manifestSha256}
        </DetailRow>
        <DetailRow label={t('anchor')}>
          {t(receipt.anchor.status === 'anchored' ? 'anchored' : receipt.anchor.status === 'none' ? 'anchorNone' : 'anchorPending')}
          {receipt.anchor.txHash && <span className="block font-mono text-xs">{receipt.anchor.txHash}</span>}
        </DetailRow>
      </dl>
      {fetched ? (
        <button type="button" className="btn-secondary" onClick={() => void saveReceipt(downloadUrl).then(setFailed)}>
          {t('download')}
        </button>
      ) : (
        // Opens as a page: refused, the server sends the browser back to this page, which says it (?failed=receipt).
        <a className="btn-secondary" href={downloadUrl}>
          {t('download')}
        </a>
      )}
      {failed && <DownloadFailedAlert>{t('downloadFailed')}</DownloadFailedAlert>}
      <p className="text-xs text-slate-500">{t('verifyHint')}</p>
    </div>
  )
}

/** Fetches the receipt and saves it under the server's name; resolves to whether it failed. */
async function saveReceipt(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' })
    if (!response.ok) return true
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'receipt.zip'
    const link = document.createElement('a')
    link.href = URL.createObjectURL(await response.blob())
    link.download = name
    link.click()
    setTimeout(() => URL.revokeObjectURL(link.href), 60_000)
    return false
  } catch {
    return true
  }
}

/** Files of a delivery with sizes and SHA-256s (what the sender sent). */
export function SentFiles({ files }: { files: DeliveryFile[] }) {
  const { t } = useTranslation('receptions', { keyPrefix: 'files' })
  const format = useFormats()
  return (
    <DataTable
      testId="sent-files"
      rows={files}
      rowKey={(file) => file.id}
      columns={[
        { label: t('name'), primary: true, cell: (file) => file.path ?? file.name },
        { label: t('size'), className: 'whitespace-nowrap', cell: (file) => format.bytes(file.size) },
        { label: t('sha256'), className: 'font-mono text-xs break-all', cell: (file) => file.sha256 ?? t(`state.${file.state}`) },
      ]}
    />
  )
}
