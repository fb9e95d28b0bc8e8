import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CookieBanner } from '../components/CookieBanner'
import { Footer } from '../components/Footer'
import { PublicHeader } from '../components/PublicHeader'
import { SkipLink } from '../components/SkipLink'

/** Default public layout (docs/product.md §2): top bar, page, footer, cookie banner; without the router (the visitor shell renders it too). */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('core')
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900 dark:bg-slate-900 dark:text-slate-100">
      <SkipLink label={t('nav.skipToContent')} />
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
      <CookieBanner />
    </div>
  )
}
