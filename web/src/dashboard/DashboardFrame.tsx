import { useState, type CSSProperties } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { Menu, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation } from 'react-router'
import { SIDEBAR_WIDTH_PX } from '@sceau/shared'
import { LanguageSwitcher } from '../components/LanguageSwitcher'
import { useSession } from '../session/useSession'
import { Sidebar } from './Sidebar'
import { PlanPromotion } from './PlanPromotion'
import { SubscriptionBanner } from './SubscriptionBanner'
import { UserMenu } from './UserMenu'
import { WelcomeDialog } from './WelcomeDialog'
import { SkipLink } from '../components/SkipLink'

const SIDEBAR_WIDTH = { '--sidebar-width': `${SIDEBAR_WIDTH_PX}px` } as CSSProperties

/** The dashboard's frame around a screen, for a logged-in user. */
export function DashboardFrame() {
  const { t } = useTranslation('core')
  const { user, access } = useSession()
  const location = useLocation()
  // Opened at a location: navigating from the drawer closes it.
  const [drawerAt, setDrawerAt] = useState<string | null>(null)
  if (!user) return null
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100" style={SIDEBAR_WIDTH}>
      <SkipLink label={t('nav.skipToContent')} />
      <aside className="fixed inset-y-0 left-0 hidden w-(--sidebar-width) lg:block">
        <Sidebar user={user} access={access} />
      </aside>
      <div className="flex min-h-screen flex-col lg:pl-(--sidebar-width)">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 dark:border-slate-800 dark:bg-slate-900">
          <Dialog.Root open={drawerAt === location.key} onOpenChange={(open) => setDrawerAt(open ? location.key : null)}>
            <Dialog.Trigger className="rounded-md p-2 hover:bg-slate-100 lg:hidden dark:hover:bg-slate-800" aria-label={t('nav.openMenu')}>
              <Menu aria-hidden className="size-5" />
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60 lg:hidden" />
              <Dialog.Content className="fixed inset-y-0 left-0 z-50 w-(--sidebar-width) max-w-[85vw] lg:hidden" style={SIDEBAR_WIDTH}>
                <Dialog.Title className="sr-only">{t('nav.mainNavigation')}</Dialog.Title>
                <Dialog.Description className="sr-only">{t('nav.drawerDescription')}</Dialog.Description>
                <Sidebar user={user} access={access} />
                <Dialog.Close className="absolute top-4 right-3 rounded p-1 text-slate-300 hover:text-white" aria-label={t('nav.closeMenu')}>
                  <X aria-hidden className="size-5" />
                </Dialog.Close>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
          <div className="ml-auto flex items-center gap-2">
            <LanguageSwitcher />
            <UserMenu user={user} />
          </div>
        </header>
        {access.admin && <SubscriptionBanner user={user} />}
        {!access.premium && <PlanPromotion />}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 focus:outline-none sm:p-6 lg:p-8">
          <Outlet />
        </main>
        <WelcomeDialog user={user} />
      </div>
    </div>
  )
}
