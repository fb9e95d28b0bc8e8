import { useTranslation } from 'react-i18next'
import type { InstanceProfile } from '@sceau/shared'
import { useInstanceProfile } from '@sceau/plugin-sdk/web/hooks'
import { DetailRow, Notice, QueryStates } from '@sceau/plugin-sdk/web/ui'

type LegalNotice = InstanceProfile['legalNotice']
type Field = 'name' | 'address' | 'phone' | 'legalNumber' | 'vatNumber' | 'email' | 'director' | 'hostName' | 'hostAddress' | 'hostPhone'

/** What the law asks the notice to name (README "Legal notice"), each with where the operator sets it. */
const REQUIRED: [Field, (notice: LegalNotice) => string | null][] = [
  ['name', (n) => n.publisher.name],
  ['address', (n) => n.publisher.address],
  ['director', (n) => n.director],
  ['hostName', (n) => n.host.name],
  ['hostAddress', (n) => n.host.address],
]

/** The legal notice's publisher, publication director and host, from the operator's settings; what is unset is said, never invented. */
export function LegalNoticeIdentities() {
  const { t, i18n } = useTranslation('core', { keyPrefix: 'screens.legal.legalNotice' })
  const profile = useInstanceProfile()
  return (
    <QueryStates query={profile} loading={t('loading')} failed={t('unavailable')} className="mt-6">
      {({ legalNotice: notice }) => {
        const rows = (entries: [Field, string | null][]) =>
          entries
            .filter((entry): entry is [Field, string] => Boolean(entry[1]))
            .map(([field, value]) => (
              <DetailRow key={field} label={t(`fields.${field}`)}>
                {field === 'email' ? <a href={`mailto:${value}`}>{value}</a> : value}
              </DetailRow>
            ))
        const publisher = rows([
          ['name', notice.publisher.name],
          ['address', notice.publisher.address],
          ['phone', notice.publisher.phone],
          ['legalNumber', notice.publisher.legalNumber],
          ['vatNumber', notice.publisher.vatNumber],
          ['email', notice.publisher.email],
          ['director', notice.director],
        ])
        const host = rows([
          ['hostName', notice.host.name],
          ['hostAddress', notice.host.address],
          ['hostPhone', notice.host.phone],
        ])
        const missing = REQUIRED.filter(([, value]) => !value(notice)).map(([field]) => t(`fields.${field}`))
        return (
          <div className="mt-6 space-y-6" data-testid="legal-identities">
            {!notice.complete && (
              <Notice title={t('notConfigured.title')} tone="warning">
                <p>{t('notConfigured.text', { missing: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(missing) })}</p>
              </Notice>
            )}
            {publisher.length > 0 && (
              <div>
                <h3 className="text-lg font-semibold">{t('publisher')}</h3>
                <dl className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">{publisher}</dl>
              </div>
            )}
            {host.length > 0 && (
              <div>
                <h3 className="text-lg font-semibold">{t('host')}</h3>
                <dl className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">{host}</dl>
              </div>
            )}
          </div>
        )
      }}
    </QueryStates>
  )
}
