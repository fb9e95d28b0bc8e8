import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Check, ChevronDown, Globe } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { useShell } from '../core/useShell'
import { LANGUAGE_NAMES } from '../i18n/languageNames'
import { LOCALES } from '@sceau/plugin-sdk/web'
import { writeLocaleCookie } from '../i18n/localeCookie'
import { useLanguage } from '@sceau/plugin-sdk/web/hooks'

/** Same page, other language: swaps the prefix (and a localised slug), keeps query and hash. */
export function LanguageSwitcher({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation('core')
  const location = useLocation()
  const current = useLanguage()
  const { localizer } = useShell()
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={`flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium focus-visible:outline-2 ${
          inverted ? 'text-slate-200 hover:bg-white/10' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
        }`}
      >
        {/* The name says what the button does, then what it shows (axe label-content-name-mismatch). */}
        <span className="sr-only">{t('language.label')}</span> <Globe aria-hidden className="size-4" />
        <span>{current.toUpperCase()}</span>
        <ChevronDown aria-hidden className="size-3.5" />
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
