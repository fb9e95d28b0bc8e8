import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SkipLink } from '../components/SkipLink'
import { CookieBanner } from '../components/CookieBanner'
import { Footer } from '../components/Footer'
import { LoginButton } from '../components/LoginButton'
import { SlimHeader } from '../components/SlimHeader'
import { useSessionStatus } from '../session/useSessionStatus'

/** The anonymous transfer page: slim header with a login modal, the page, the footer; without the router (the visitor shell renders it too). */
export function TransferFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('core')
  const status = useSessionStatus()
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 to-white text-slate-900 dark:from-slate-950 dark:to-slate-900 dark:text-slate-100">
      <SkipLink label={t('nav.skipToContent')} />
      <SlimHeader>{status === 'anonymous' && <LoginButton />}</SlimHeader>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-10 focus:outline-none">
        {children}
      </main>
      <Footer />
      <CookieBanner />
    </div>
  )
}
