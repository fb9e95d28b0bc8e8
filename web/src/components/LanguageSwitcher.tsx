import { lazy, Suspense, useState } from 'react'
import { ChevronDown, Globe } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '@sceau/plugin-sdk/web/hooks'

// The menu (Radix, ~30 KB gzip) loads on first hover, focus or click: a recipient's page does without it.
const loadMenu = () => import('./LanguageMenu')
const LanguageMenu = lazy(loadMenu)

export const languageButtonClass = (inverted: boolean) =>
  `flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium focus-visible:outline-2 ${
    inverted ? 'text-slate-200 hover:bg-white/10' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
  }`

export function LanguageButtonContent() {
  const { t } = useTranslation('core')
  const current = useLanguage()
  return (
    <>
      {/* The name says what the button does, then what it shows (axe label-content-name-mismatch). */}
      <span className="sr-only">{t('language.label')}</span> <Globe aria-hidden className="size-4" />
      <span>{current.toUpperCase()}</span>
      <ChevronDown aria-hidden className="size-3.5" />
    </>
  )
}

/** Same page, other language: swaps the prefix (and a localised slug), keeps query and hash. */
export function LanguageSwitcher({ inverted = false }: { inverted?: boolean }) {
  const [opened, setOpened] = useState(false)
  const button = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={languageButtonClass(inverted)}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setOpened(true)}
    >
      <LanguageButtonContent />
    </button>
  )
  if (!opened) return button
  return (
    <Suspense fallback={button}>
      <LanguageMenu inverted={inverted} />
    </Suspense>
  )
}
