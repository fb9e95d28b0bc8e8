import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useFormats, useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { DetailRow } from '@sceau/plugin-sdk/web/ui'
import type { DepositDetail } from '../../../shared/types.js'
import { LINK_CLASS } from '../classes.js'
import { HashCopyButton } from '../HashCopyButton.js'

/** Each deposited file: its hashes, timestamp and anchoring, and its download (the certificates are in CertificateCard). */
export function DepositFiles({ deposit }: { deposit: DepositDetail }) {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.detail' })
  const formats = useFormats()
  const href = useLocalizedHref()
  const base = `/api/v2/consignment/deposits/${deposit.id}`
  return (
    <section className="card">
      <h2 className="text-lg font-semibold">{t('files')}</h2>
      <ul className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
        {deposit.files.map((file) => (
          <li key={file.id} className="py-3" data-testid="deposit-file">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">
                {deposit.type === 'versioning' && <span className="mr-2 text-xs text-slate-500">{t('versions.version', { version: file.version })}</span>}
                {file.path}
              </span>
              <span className="text-sm text-slate-500">
                {formats.bytes(file.size)} · {t(`fileStates.${file.state}`)}
              </span>
            </div>
            <dl className="mt-1">
              <DetailRow label={t('fields.checksum')} mono>
                {file.sha256 ?? '—'}
              </DetailRow>
              {file.securityHash && (
                <DetailRow label={t('fields.securityHash')} mono>
                  <span data-testid="security-hash">{file.securityHash}</span> <HashCopyButton value={file.securityHash} />{' '}
                  <Link className={LINK_CLASS} to={href(`/decode?hash=${encodeURIComponent(file.securityHash)}`)}>
                    {t('decodeLink')}
                  </Link>
                </DetailRow>
              )}
              {file.timestamp && (
                <DetailRow label={t('fields.timestamp')}>
                  {formats.dateTime(file.timestamp.genTime)} — {file.timestamp.tsa ?? t('embeddedTsa')} · {t('serial', { serial: file.timestamp.serial })}
                  {!file.timestamp.qualified && <span className="ml-2 font-semibold text-amber-700">{t('notQualified')}</span>}
                  {file.timestamp.renewals > 0 && <span className="ml-2">{t('renewals', { count: file.timestamp.renewals })}</span>}
                </DetailRow>
              )}
              <DetailRow label={t('fields.anchor')}>
                {file.anchor.state === 'anchored'
                  ? t('anchored', { tx: file.anchor.transactionHash ?? '', block: file.anchor.blockNumber ?? 0 })
                  : t(file.anchor.state === 'none' ? 'anchorNone' : 'anchorPending')}
              </DetailRow>
            </dl>
            <div className="mt-2 flex flex-wrap gap-3 text-sm">
              {file.downloadable && (
                <a className={LINK_CLASS} href={`${base}/files/${file.id}/download`}>
                  {t('download')}
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
