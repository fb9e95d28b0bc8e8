import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DownloadFailedAlert, useFailedDownload } from '@sceau/plugin-sdk/web/failedDownload'
import { Link, useParams } from 'react-router'
import { api } from '@sceau/api-client'
import type { CertificateView } from '../../shared/types.js'
import { HashCopyButton } from '../components/HashCopyButton.js'
import { DetailRow } from '@sceau/plugin-sdk/web/ui'
import { StateTags } from '../components/StateTags.js'
import { CaptureRows } from '../components/CaptureRows.js'
import { BrowserVerification } from '../components/verify/BrowserVerification.js'
import { VerifyCopy } from '../components/verify/VerifyCopy.js'
import { messageOf, useFormats, useLanguage, useLocalizedHref, usePageTitle } from '@sceau/plugin-sdk/web/hooks'
import { CertificateLookup } from '../components/CertificateLookup.js'

/** docs/product.md §2 "Certificate": the public page of a deposited file, readable without an account. */
export default function CertificateScreen() {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.certificate' })
  const lang = useLanguage()
  const formats = useFormats()
  const { token = '' } = useParams()
  const href = useLocalizedHref()
  usePageTitle(t('title'))
  const errors = useTranslation('consignment', { keyPrefix: 'errors' }).t
  // The PDF link opens as a page: refused, the server sends the browser back here (?failed=certificate) and it is said.
  const failedDownload = useFailedDownload(['certificate'] as const)
  // A copy the visitor hashed below also goes through the verifier's "file" layer.
  const [copySha256, setCopySha256] = useState<string>()
  const certificate = useQuery({
    queryKey: ['consignment', 'certificate', token],
    queryFn: ({ signal }) => api.get<CertificateView>(`/consignment/certificates/${encodeURIComponent(token)}`, { signal }),
    enabled: token !== '',
    retry: false,
    meta: { silent: true },
  })
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      {certificate.isPending && token && <p role="status">{t('loading')}</p>}
      {!token && <CertificateLookup />}
      {certificate.isError && (
        <p role="alert" className="mt-6 text-red-700 dark:text-red-300">
          {messageOf(certificate.error, t('notFound'))}
        </p>
      )}
      {certificate.isError && <CertificateLookup />}
      {certificate.data && (
        <section className="card mt-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-lg font-semibold">{certificate.data.fileName}</p>
            <StateTags state={certificate.data.state} anchor={certificate.data.anchor.state} />
          </div>
          <dl className="mt-4 divide-y divide-slate-100 dark:divide-slate-800">
            <DetailRow label={t('fields.number')}>{certificate.data.number ?? '—'}</DetailRow>
            <DetailRow label={t('fields.createdAt')}>{formats.dateTime(certificate.data.createdAt)}</DetailRow>
            <DetailRow label={t('fields.keptUntil')}>{formats.date(certificate.data.keptUntil)}</DetailRow>
            <DetailRow label={t('fields.fileName')}>{certificate.data.fileName}</DetailRow>
            <DetailRow label={t('fields.size')}>{formats.bytes(certificate.data.size)}</DetailRow>
            <DetailRow label={t('fields.mime')}>{certificate.data.mime}</DetailRow>
            <CaptureRows capture={certificate.data.capture} />
            <DetailRow label={t('fields.uniqueId')} mono>
              {certificate.data.uniqueId}
            </DetailRow>
            <DetailRow label={t('fields.checksum')} mono>
              {certificate.data.checksum} <HashCopyButton value={certificate.data.checksum} />
            </DetailRow>
            <DetailRow label={t('fields.securityHash')} mono>
              <span data-testid="security-hash">{certificate.data.securityHash}</span> <HashCopyButton value={certificate.data.securityHash} />
            </DetailRow>
            <DetailRow label={t('fields.authors')}>{certificate.data.authors.join(', ')}</DetailRow>
            <DetailRow label={t('fields.depositor')}>{certificate.data.depositor}</DetailRow>
            <DetailRow label={t('fields.depositDate')}>{formats.dateTime(certificate.data.depositDate)}</DetailRow>
            <DetailRow label={t('fields.timestamp')}>
              {formats.dateTime(certificate.data.timestamp.genTime)} — {certificate.data.timestamp.tsa ?? t('embeddedTsa')}
              {!certificate.data.timestamp.qualified && <span className="block font-semibold text-amber-700">{t('notQualified')}</span>}
            </DetailRow>
            <DetailRow label={t('fields.blockchain')}>
              {certificate.data.anchor.state === 'anchored'
                ? t('anchored', { tx: certificate.data.anchor.transactionHash ?? '', block: certificate.data.anchor.blockNumber ?? 0 })
                : t(certificate.data.anchor.state === 'none' ? 'anchorNone' : 'anchorPending')}
            </DetailRow>
          </dl>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <a className="btn-secondary" href={`/api/v2/consignment/certificates/${encodeURIComponent(token)}/pdf?lang=${lang}`}>
              {t('pdf')}
            </a>
            <Link
              className="text-sm text-brand-700 underline dark:text-brand-300"
              to={href(`/decode?hash=${encodeURIComponent(certificate.data.securityHash)}`)}
            >
              {t('decodeLink')}
            </Link>
          </div>
          {failedDownload && <DownloadFailedAlert>{errors('certificateFailed')}</DownloadFailedAlert>}
        </section>
      )}
      {certificate.data && (
        <div className="mt-6 space-y-6">
          <BrowserVerification token={token} fileSha256={copySha256} noChain={certificate.data.anchor.state === 'none'} />
          <VerifyCopy expected={[{ path: certificate.data.fileName, sha256: certificate.data.checksum }]} onHashed={setCopySha256} />
        </div>
      )}
    </article>
  )
}
