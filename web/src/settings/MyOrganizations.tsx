import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { LocalizedLink } from '../components/LocalizedLink'
import { fetchOrganizations, ORGANIZATIONS_KEY } from '../organisations/queries'
import { Section } from '@sceau/plugin-sdk/web/ui'

/** The organisations the user belongs to, with their role in each. */
export function MyOrganizations() {
  const { t } = useTranslation('core')
  const organizations = useQuery({ queryKey: ORGANIZATIONS_KEY, queryFn: fetchOrganizations })
  return (
    <Section
      title={t('account.organizations.title')}
      actions={
        <LocalizedLink to="/app/spaces" className="btn-secondary">
          {t('account.organizations.manage')}
        </LocalizedLink>
      }
    >
      {organizations.isPending ? (
        <p className="text-sm text-slate-500">{t('loading')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {(organizations.data ?? []).map((organization) => (
            <li key={organization.id} className="flex items-center justify-between gap-3 py-3">
              <span className="font-medium">
                {organization.name}
                {organization.personal && <span className="ml-2 text-xs font-normal text-slate-500">{t('spaces.personal')}</span>}
              </span>
              <span className="flex items-center gap-2 text-sm">
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800">{t(`roles.${organization.role}`)}</span>
                {organization.isActive && <span className="text-xs font-semibold text-emerald-700 dark:text-emerald-400">{t('spaces.active')}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}
