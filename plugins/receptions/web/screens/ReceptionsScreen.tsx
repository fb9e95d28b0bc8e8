import { useTranslation } from 'react-i18next'
import { useReferenceData } from '@sceau/plugin-sdk/web/hooks'
import { QueryStates, Screen } from '@sceau/plugin-sdk/web/ui'

/** GET /api/v2/receptions/safelink-options */
export interface SafelinkOptions {
  expiries: string[]
  audiences: string[]
}

/** Inbox of received files, and the ways a SafeLink can be shared and expire. */
export default function ReceptionsScreen() {
  const { t } = useTranslation('receptions', { keyPrefix: 'screens.inbox' })
  const options = useReferenceData<SafelinkOptions>('/receptions/safelink-options')
  return (
    <Screen title={t('title')} intro={t('intro')} width="5xl">
      <section className="card text-center">
        <h2 className="font-semibold">{t('empty.title')}</h2>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t('empty.text')}</p>
      </section>
      <section className="card">
        <h2 className="text-lg font-semibold">{t('safelinks.title')}</h2>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t('safelinks.text')}</p>
        <QueryStates query={options} loading={t('safelinks.loading')} failed={t('safelinks.unavailable')} className="mt-4">
          {(data) => (
            <div className="mt-4 grid gap-6 md:grid-cols-2">
              <div>
                <h3 className="font-medium">{t('safelinks.expiriesTitle')}</h3>
                <ul className="mt-2 list-disc space-y-1 pl-5">
                  {data.expiries.map((expiry) => (
                    <li key={expiry}>{t(`safelinks.expiries.${expiry}`, { defaultValue: expiry })}</li>
                  ))}
                </ul>
              </div>
              <div>
                <h3 className="font-medium">{t('safelinks.audiencesTitle')}</h3>
                <ul className="mt-2 list-disc space-y-1 pl-5">
                  {data.audiences.map((audience) => (
                    <li key={audience}>{t(`safelinks.audiences.${audience}`, { defaultValue: audience })}</li>
                  ))}
                </ul>
              </div>
            </div>
          )}
        </QueryStates>
      </section>
    </Screen>
  )
}
