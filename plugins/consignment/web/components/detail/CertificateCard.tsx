import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { CopyButton, Section } from '@sceau/plugin-sdk/web/ui'
import type { DepositDetail } from '../../../shared/types.js'
import { LINK_CLASS } from '../classes.js'

/**
 * What a deposit is for, first on its page: each sealed file's certificate (the public page anyone can
 * check, its address to share, the PDF and the proof folder), or when it will be there.
 */
export function CertificateCard({ deposit, language }: { deposit: DepositDetail; language: string }) {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.detail.certificateCard' })
  const href = useLocalizedHref()
  const base = `/api/v2/consignment/deposits/${deposit.id}`
  const sealed = deposit.files.filter((file) => file.state === 'sealed')
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  return (
    <Section title={t('title')} text={sealed.length ? t('text') : t('pending')}>
      {sealed.length > 0 && (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="deposit-certificates">
          {sealed.map((file) => {
            const page = href(`/certificate/${encodeURIComponent(file.certificateToken)}`)
            return (
              <li key={file.id} className="space-y-2 py-3 first:pt-0 last:pb-0">
                {sealed.length > 1 && <p className="font-medium [overflow-wrap:anywhere]">{file.path}</p>}
                <div className="flex flex-wrap items-center gap-2">
                  <Link className="btn-primary" to={page} data-testid="public-certificate">
                    {sealed.length > 1 ? t('openOf', { name: file.name }) : t('open')}
                  </Link>
                  <CopyButton value={`${origin}${page}`} label={t('copy')} failedLabel={t('copyFailed')} className="btn-secondary" />
                </div>
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  <a className={LINK_CLASS} href={`${base}/files/${file.id}/certificate?lang=${language}`}>
                    {t('pdf')}
                  </a>
                  <a className={LINK_CLASS} href={`${base}/files/${file.id}/proof?lang=${language}`} data-testid="proof-folder">
                    {t('proofFolder')}
                  </a>
                </p>
              </li>
            )
          })}
        </ul>
      )}
    </Section>
  )
}
