import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { EXTERNAL_LINKS } from '../config/externalLinks'
import { Logo } from './Logo'

/** Frame of the error pages: logo, content, and contact, social and status links. */
export function ErrorChrome({ children }: { children: ReactNode }) {
  const { t } = useTranslation('core')
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900 dark:bg-slate-900 dark:text-slate-100">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center px-4">
        <Logo />
      </header>
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-16">
        {children}
      </main>
      <footer className="border-t border-slate-200 py-6 dark:border-slate-800">
        <nav aria-label={t('errorPages.footer.label')}>
          <ul className="flex justify-center gap-6 text-sm text-slate-600 dark:text-slate-400">
            <li>
              <a href={EXTERNAL_LINKS.contact} className="hover:underline">
                {t('errorPages.footer.contact')}
              </a>
            </li>
            <li>
              <a href={EXTERNAL_LINKS.social} className="hover:underline">
                {t('errorPages.footer.social')}
              </a>
            </li>
            <li>
              <a href={EXTERNAL_LINKS.status} className="hover:underline">
                {t('errorPages.footer.status')}
              </a>
            </li>
          </ul>
        </nav>
      </footer>
    </div>
  )
}
