import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Check } from 'lucide-react'
import { LOCALES } from '@sceau/plugin-sdk/web'
import { LANGUAGE_NAMES } from '../i18n/languageNames'
import { writeLocaleCookie } from '../i18n/localeCookie'
import { LanguageButtonContent, languageButtonClass, type LanguageChooserProps } from './LanguageChooser'

/** The language menu itself (Radix), loaded by LanguageChooser on first use and mounted open. */
export default function LanguageMenu({ inverted = false, current, label, hrefOf, Link }: LanguageChooserProps) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={languageButtonClass(inverted)}>
        <LanguageButtonContent current={current} label={label} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="menu-panel z-50 min-w-40">
          {LOCALES.map((language) => (
            <DropdownMenu.Item key={language} asChild>
              <Link
                to={hrefOf(language)}
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
