import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { LocalizedLink } from '../components/LocalizedLink'
import { fetchOrganisations, ORGANISATIONS_KEY } from '../organisations/queries'
import { Section } from '@sceau/plugin-sdk/web/ui'

/** The organisations the user belongs to, with their role in each. */
export function MyOrganisations() {
  const { t } = useTranslation('core')
  const organisations = useQuery({ queryKey: ORGANISATIONS_KEY, queryFn: fetchOrganisations })
  return (
    <Section
      title={t('account.organizations.title')}
      actions={
        <LocalizedLink to="/app/spaces" className="btn-secondary">
          {t('account.organizations.manage')}
        </LocalizedLink>
      }
    >
      {organisations.isPending ? (
        <p className="text-sm text-slate-500">{t('loading')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {(organisations.data ?? []).map((organisation) => (
            <li key={organisation.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-3">
              <span className="min-w-0 font-medium break-words">
                {organisation.name}
                {organisation.personal && <span className="ml-2 text-xs font-normal text-slate-500">{t('spaces.personal')}</span>}
              </span>
              <span className="flex items-center gap-2 text-sm">
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800">{t(`roles.${organisation.role}`)}</span>
                {organisation.isActive && <span className="text-xs font-semibold text-emerald-700 dark:text-emerald-400">{t('spaces.active')}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}
