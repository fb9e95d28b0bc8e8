import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import { Building } from 'lucide-react'
import type { CurrentUser } from '@sceau/api-client'
import type { AccessState } from '@sceau/plugin-sdk/web'
import { Logo } from '../components/Logo'
import { useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { useMenus } from '../nav/useMenus'
import { OrganisationSwitcher } from './OrganisationSwitcher'
import { SidebarMenu } from './SidebarMenu'

/** Dark sidebar content: brand, organisation switcher, top menu, then the admin link and bottom menu. */
export function Sidebar({ user, access }: { user: CurrentUser; access: AccessState }) {
  const { t } = useTranslation('core')
  const localize = useLocalizedHref()
  const menus = useMenus(access)
  return (
    <nav aria-label={t('nav.mainNavigation')} className="flex h-full flex-col gap-6 overflow-y-auto bg-slate-900 px-3 py-4 text-slate-100">
      <div className="px-2">
        <Logo inverted />
      </div>
      <OrganisationSwitcher user={user} />
      <SidebarMenu entries={menus.top} label={t('nav.topMenu')} />
      <div className="mt-auto space-y-1">
        {access.admin && (
          <NavLink
            to={localize('/app/spaces')}
            className="flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-300 hover:bg-white/10 hover:text-white aria-[current=page]:bg-white/15"
          >
            <Building aria-hidden className="size-5" />
            {t('nav.manageOrganization')}
          </NavLink>
        )}
        <SidebarMenu entries={menus.bottom} label={t('nav.bottomMenu')} />
      </div>
    </nav>
  )
}
