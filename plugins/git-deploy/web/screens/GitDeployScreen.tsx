import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '@sceau/api-client'

/** GET /api/v2/git-deploy/action */
export interface DeployAction {
  inputs: string[]
  trigger: string
}

/** The deployment action: deposit every release of a repository from CI, and what to configure. */
export default function GitDeployScreen() {
  const { t } = useTranslation('git-deploy', { keyPrefix: 'screens.gitDeploy' })
  const action = useQuery({
    queryKey: ['git-deploy', 'action'],
    queryFn: ({ signal }) => api.get<DeployAction>('/git-deploy/action', { signal }),
    staleTime: Infinity,
  })
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t('intro')}</p>
      </header>
      <section className="card">
        <h2 className="text-lg font-semibold">{t('setup.title')}</h2>
        {action.isPending && (
          <p role="status" className="mt-3 text-slate-500">
            {t('setup.loading')}
          </p>
        )}
        {action.isError && (
          <p role="alert" className="mt-3 text-red-700 dark:text-red-300">
            {t('setup.unavailable')}
          </p>
        )}
        {action.data && (
          <>
            <p className="mt-3">{t('setup.trigger', { trigger: t(`triggers.${action.data.trigger}`, { defaultValue: action.data.trigger }) })}</p>
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
                {action.data.inputs.map((input) => (
                  <tr key={input} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                    <td className="py-2 pr-4 font-mono">{input}</td>
                    <td className="py-2 text-slate-600 dark:text-slate-300">{t(`inputs.${input}`, { defaultValue: '' })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>
      <p className="text-sm text-slate-500 dark:text-slate-400">{t('secretNotice')}</p>
    </div>
  )
}
