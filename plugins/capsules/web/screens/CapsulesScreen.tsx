import { useTranslation } from 'react-i18next'
import { useReferenceData } from '@sceau/plugin-sdk/web/hooks'
import { QueryStates, Screen } from '@sceau/plugin-sdk/web/ui'

/** GET /api/v2/capsules/formats */
export interface CaptureFormats {
  archive: string
  screenshot: string
}

const STEPS = ['install', 'login', 'capture'] as const

/** Web-page captures from the browser extension: what a capture holds and how to make one. */
export default function CapsulesScreen() {
  const { t } = useTranslation('capsules', { keyPrefix: 'screens.capsules' })
  const formats = useReferenceData<CaptureFormats>('/capsules/formats')
  return (
    <Screen title={t('title')} intro={t('intro')} width="4xl">
      <section className="card">
        <h2 className="text-lg font-semibold">{t('formats.title')}</h2>
        <QueryStates query={formats} loading={t('formats.loading')} failed={t('formats.unavailable')} className="mt-3">
          {(data) => (
            <dl className="mt-3 grid gap-4 sm:grid-cols-2">
              <div>
                <dt className="font-medium">{t('formats.archive')}</dt>
                <dd className="mt-1 font-mono text-sm text-slate-600 dark:text-slate-300">{data.archive}</dd>
                <dd className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('formats.archiveText')}</dd>
              </div>
              <div>
                <dt className="font-medium">{t('formats.screenshot')}</dt>
                <dd className="mt-1 font-mono text-sm text-slate-600 dark:text-slate-300">{data.screenshot}</dd>
                <dd className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('formats.screenshotText')}</dd>
              </div>
            </dl>
          )}
        </QueryStates>
      </section>
      <section>
        <h2 className="text-lg font-semibold">{t('steps.title')}</h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5">
          {STEPS.map((step) => (
            <li key={step}>{t(`steps.${step}`)}</li>
          ))}
        </ol>
      </section>
    </Screen>
  )
}
