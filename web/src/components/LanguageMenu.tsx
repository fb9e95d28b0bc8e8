import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Check } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { useShell } from '../core/useShell'
import { LANGUAGE_NAMES } from '../i18n/languageNames'
import { LOCALES } from '@sceau/plugin-sdk/web'
import { writeLocaleCookie } from '../i18n/localeCookie'
import { useLanguage } from '@sceau/plugin-sdk/web/hooks'
import { LanguageButtonContent, languageButtonClass } from './LanguageSwitcher'

/** The language menu itself (Radix), loaded by LanguageSwitcher on first use and mounted open. */
export default function LanguageMenu({ inverted }: { inverted: boolean }) {
  const location = useLocation()
  const current = useLanguage()
  const { localizer } = useShell()
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={languageButtonClass(inverted)}>
        <LanguageButtonContent />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="menu-panel z-50 min-w-40">
          {LOCALES.map((language) => (
            <DropdownMenu.Item key={language} asChild>
              <Link
                to={`${localizer.switchLanguage(location.pathname, language)}${location.search}${location.hash}`}
                lang={language}
                hrefLang={language}
                aria-current={language === current ? 'true' : undefined}
                onClick={() => writeLocaleCookie(language)}
                className="menu-item justify-between"
              >
                {LANGUAGE_NAMES[language]}
                {language === current && <Check aria-hidden className="size-4" />}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
