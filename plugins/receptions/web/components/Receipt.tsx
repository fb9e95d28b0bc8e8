import { useTranslation } from 'react-i18next'
import { useFormats } from '@sceau/plugin-sdk/web/hooks'
import { DataTable, DetailRow } from '@sceau/plugin-sdk/web/ui'
import type { DeliveryFile, DeliveryReceipt } from '../../shared/types.js'

/** The certified reception: the manifest's SHA-256, when the timestamp authority stamped it, which one, the anchoring; and its bundle. */
export function ReceiptDetails({ receipt, downloadUrl }: { receipt: DeliveryReceipt | null; downloadUrl: string }) {
  const { t } = useTranslation('receptions', { keyPrefix: 'receipt' })
  const format = useFormats()
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
          {receipt.anchor.status === 'anchored' ? t('anchored') : t('anchorPending')}
          {receipt.anchor.txHash && <span className="block font-mono text-xs">{receipt.anchor.txHash}</span>}
        </DetailRow>
      </dl>
      <a className="btn-secondary" href={downloadUrl} download>
        {t('download')}
      </a>
      <p className="text-xs text-slate-500">{t('verifyHint')}</p>
    </div>
  )
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
