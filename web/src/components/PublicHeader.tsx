import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Menu, X } from 'lucide-react'
import { CONTACT_LINK, EXTERNAL_LINKS } from '../config/externalLinks'
import { useSessionStatus } from '../session/useSessionStatus'
import { LanguageSwitcher } from './LanguageSwitcher'
import { LocalizedLink } from './LocalizedLink'
import { usePageNavigation } from './pageNavigation'
import { Logo } from './Logo'

/** Top bar of the public pages: product links, language, login and sign-up (or the way back to the app). */
export function PublicHeader() {
  const { t } = useTranslation('core')
  const status = useSessionStatus()
  const { location } = usePageNavigation()
  // Remembering where the menu was opened closes it on the next navigation without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null)
  const open = openAt === location.key
  const linkClass = 'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
  const links = (
    <>
      <LocalizedLink to="/infos/preuve-depot-consignation" className={linkClass}>
        {t('header.proof')}
      </LocalizedLink>
      <LocalizedLink to="/transfer" className={linkClass}>
        {t('header.transfer')}
      </LocalizedLink>
      {EXTERNAL_LINKS.blog && (
        <a href={EXTERNAL_LINKS.blog} className={linkClass}>
          {t('header.blog')}
        </a>
      )}
      {CONTACT_LINK ? (
        <a href={CONTACT_LINK} className={linkClass}>
          {t('header.contact')}
        </a>
      ) : (
        <LocalizedLink to="/contact" className={linkClass}>
          {t('header.contact')}
        </LocalizedLink>
      )}
    </>
  )
  const account =
    status === 'authenticated' ? (
      <LocalizedLink to="/app/transfers" className="btn-primary">
        {t('header.mySpace')}
      </LocalizedLink>
    ) : (
      <>
        <LocalizedLink to="/login" className="btn-secondary">
          {t('header.login')}
        </LocalizedLink>
        <LocalizedLink to="/signin" className="btn-primary">
          {t('header.signup')}
        </LocalizedLink>
      </>
    )
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Logo />
        <nav aria-label={t('header.navigation')} className="hidden flex-1 items-center gap-1 lg:flex">
          {links}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitcher />
          <div className="hidden items-center gap-2 sm:flex">{account}</div>
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
            aria-expanded={open}
            aria-controls="public-menu"
            onClick={() => setOpenAt(open ? null : location.key)}
          >
            {open ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
            <span className="sr-only">{t(open ? 'nav.closeMenu' : 'nav.openMenu')}</span>
          </button>
        </div>
      </div>
      {open && (
        <nav id="public-menu" aria-label={t('header.navigation')} className="flex flex-col gap-1 border-t border-slate-200 p-4 lg:hidden dark:border-slate-800">
          {links}
          <div className="mt-2 flex gap-2 sm:hidden">{account}</div>
        </nav>
      )}
    </header>
  )
}
