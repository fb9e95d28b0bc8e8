import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CONTACT_LINK, EXTERNAL_LINKS } from '../config/externalLinks'
import { Logo } from './Logo'

/** Frame of the error pages: logo, content, and contact, social and status links (those configured). */
export function ErrorChrome({ children }: { children: ReactNode }) {
  const { t } = useTranslation('core')
  // Plain links: an error page may be shown outside the router; the contact form is the app's own page.
  const links = [
    { href: CONTACT_LINK ?? '/contact', label: t('errorPages.footer.contact') },
    { href: EXTERNAL_LINKS.social, label: t('errorPages.footer.social') },
    { href: EXTERNAL_LINKS.status, label: t('errorPages.footer.status') },
  ].filter((link): link is { href: string; label: string } => Boolean(link.href))
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
            {links.map((link) => (
              <li key={link.label}>
                <a href={link.href} className="hover:underline">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </footer>
    </div>
  )
}
