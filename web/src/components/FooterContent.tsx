import { APP_VERSION } from '@sceau/shared'
import { CONTACT_LINK, EXTERNAL_LINKS } from '../config/externalLinks'
import type { Translate } from '../i18n/translator'
import { ColorModeButtons } from './ColorModeButtons'
import type { LinkComponent } from './pageLink'

/** The public checks of a proof, linked when their screens are built (the consignment plugin is on). */
const PROOF_CHECKS = [
  { to: '/certificate', label: 'footer.checkCertificate' },
  { to: '/decode', label: 'footer.decodeHash' },
] as const

/**
 * Public footer with the docs/product.md §1 links, the proof checks and the app version; `t` is the core namespace's,
 * `LocalizedLink` takes canonical paths, `isBuilt` tells which screens exist (without it, no proof check is linked).
 */
export function FooterContent({ t, LocalizedLink, isBuilt }: { t: Translate; LocalizedLink: LinkComponent; isBuilt?: (to: string) => boolean }) {
  const checks = PROOF_CHECKS.filter((check) => isBuilt?.(check.to)).map((check) => ({ to: check.to, label: t(check.label) }))
  const internal = [
    { to: '/infos/nos-engagements', label: t('footer.commitments') },
    ...(CONTACT_LINK ? [] : [{ to: '/contact', label: t('header.contact') }]),
    { to: '/pages/legal#legal-notice', label: t('footer.legal') },
    { to: '/pages/legal#terms', label: t('footer.terms') },
    { to: '/pages/legal#privacy', label: t('footer.privacy') },
    { to: '/pages/legal#cookies', label: t('footer.cookies') },
  ]
  // Pages outside the app appear only once their address is configured.
  const external = [
    { href: EXTERNAL_LINKS.status, label: t('footer.status') },
    { href: EXTERNAL_LINKS.blog, label: t('footer.blog') },
    { href: EXTERNAL_LINKS.partners, label: t('footer.partners') },
    { href: EXTERNAL_LINKS.social, label: t('errorPages.footer.social') },
  ].filter((link): link is { href: string; label: string } => Boolean(link.href))
  return (
    <footer className="border-t border-slate-200 bg-slate-50 text-sm text-slate-600 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-400">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        <div className="space-y-2">
          <p className="font-semibold text-slate-900 dark:text-white">{t('app.name')}</p>
          <p>{t('footer.hostedInFrance')}</p>
          <ColorModeButtons t={t} />
        </div>
        <nav aria-label={t('footer.aboutNavigation')}>
          <ul className="space-y-2">
            {checks.map((link) => (
              <li key={link.to}>
                <LocalizedLink to={link.to} className="hover:text-slate-900 hover:underline dark:hover:text-white">
                  {link.label}
                </LocalizedLink>
              </li>
            ))}
            {CONTACT_LINK && (
              <li>
                <a href={CONTACT_LINK} className="hover:text-slate-900 hover:underline dark:hover:text-white">
                  {t('header.contact')}
                </a>
              </li>
            )}
            {external.map((link) => (
              <li key={link.label}>
                {link.href.startsWith('/') ? (
                  <LocalizedLink to={link.href} className="hover:text-slate-900 hover:underline dark:hover:text-white">
                    {link.label}
                  </LocalizedLink>
                ) : (
                  <a href={link.href} className="hover:text-slate-900 hover:underline dark:hover:text-white">
                    {link.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.legalNavigation')}>
          <ul className="space-y-2">
            {internal.map((link) => (
              <li key={link.to}>
                <LocalizedLink to={link.to} className="hover:text-slate-900 hover:underline dark:hover:text-white">
                  {link.label}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs dark:border-slate-800">{t('footer.version', { version: APP_VERSION })}</p>
    </footer>
  )
}
