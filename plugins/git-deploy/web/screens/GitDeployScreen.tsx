import { useTranslation } from 'react-i18next'
import { useReferenceData } from '@sceau/plugin-sdk/web/hooks'
import { QueryStates, Screen } from '@sceau/plugin-sdk/web/ui'

/** GET /api/v2/git-deploy/action */
export interface DeployAction {
  inputs: string[]
  trigger: string
}

/** The deployment action: deposit every release of a repository from CI, and what to configure. */
export default function GitDeployScreen() {
  const { t } = useTranslation('git-deploy', { keyPrefix: 'screens.gitDeploy' })
  const action = useReferenceData<DeployAction>('/git-deploy/action')
  return (
    <Screen title={t('title')} intro={t('intro')} width="4xl">
      <section className="card">
        <h2 className="text-lg font-semibold">{t('setup.title')}</h2>
        <QueryStates query={action} loading={t('setup.loading')} failed={t('setup.unavailable')} className="mt-3">
          {(data) => (
            <>
              <p className="mt-3">{t('setup.trigger', { trigger: t(`triggers.${data.trigger}`, { defaultValue: data.trigger }) })}</p>
              <table className="mt-4 w-full text-left text-sm">
                <caption className="sr-only">{t('setup.inputsCaption')}</caption>
                <thead>
                  <tr className="border-b border-slate-200 dark:border-slate-700">
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {t('setup.input')}
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      {t('setup.description')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.inputs.map((input) => (
                    <tr key={input} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                      <td className="py-2 pr-4 font-mono">{input}</td>
                      <td className="py-2 text-slate-600 dark:text-slate-300">{t(`inputs.${input}`, { defaultValue: '' })}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </QueryStates>
      </section>
      <p className="text-sm text-slate-500 dark:text-slate-400">{t('secretNotice')}</p>
    </Screen>
  )
}
