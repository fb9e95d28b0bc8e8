import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '@sceau/api-client'
import { usePageTitle } from '@sceau/plugin-sdk/web/hooks'

type State = 'operational' | 'degraded' | 'down'

interface ServiceStatus {
  status: State
  components: { name: string; state: State }[]
  checkedAt: string
}

const TONES: Record<State, string> = {
  operational: 'bg-emerald-500',
  degraded: 'bg-amber-500',
  down: 'bg-red-600',
}

/** /status: the public services status page, from the platform's readiness checks (refreshed every 30 s). */
export default function StatusScreen() {
  const { t, i18n } = useTranslation('core')
  usePageTitle(t('status.title'))
  const status = useQuery({
    queryKey: ['status'],
    queryFn: ({ signal }) => api.get<ServiceStatus>('/status', { signal }),
    refetchInterval: 30_000,
    // Shown at once: the page itself says the service does not answer, and asks again in 30 s.
    retry: false,
    meta: { silent: true },
  })
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t('status.title')}</h1>
      {status.isPending && <p>{t('status.loading')}</p>}
      {status.isError && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          {t('status.unreachable')}
        </p>
      )}
      {status.data && (
        <>
          <p role="status" className="text-lg font-semibold">
            {t(`status.overall.${status.data.status}`)}
          </p>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {status.data.components.map((component) => (
              <li key={component.name} className="flex items-center justify-between gap-4 px-4 py-3">
                <span>{t(`status.components.${component.name}`, { defaultValue: component.name })}</span>
                <span className="flex items-center gap-2 text-sm">
                  <span aria-hidden className={`size-2.5 rounded-full ${TONES[component.state]}`} />
                  {t(`status.states.${component.state}`)}
                </span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-500">{t('status.checkedAt', { time: new Date(status.data.checkedAt).toLocaleTimeString(i18n.language) })}</p>
        </>
      )}
    </div>
  )
}
