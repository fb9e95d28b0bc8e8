import { Outlet } from 'react-router'
import { useTranslation } from 'react-i18next'
import { CookieBanner } from '../components/CookieBanner'
import { Footer } from '../components/Footer'
import { PublicHeader } from '../components/PublicHeader'

/** Default public layout (SPEC §2): top bar, page, footer, cookie banner. */
export function PublicLayout() {
  const { t } = useTranslation('core')
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900 dark:bg-slate-900 dark:text-slate-100">
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <PublicHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <CookieBanner />
    </div>
  )
}
