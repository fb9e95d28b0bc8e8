import { Outlet } from 'react-router'
import { useTranslation } from 'react-i18next'
import { SkipLink } from '../components/SkipLink'
import { Footer } from '../components/Footer'
import { SlimHeader } from '../components/SlimHeader'

/** Subscription and payment steps: nothing around the form to lead away from it. */
export function SubscribeLayout() {
  const { t } = useTranslation('core')
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <SkipLink label={t('nav.skipToContent')} />
      <SlimHeader />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-2xl flex-1 px-4 py-10 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  )
}
