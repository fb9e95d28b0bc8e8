import { lazy, Suspense, useState } from 'react'
import { ChevronDown, Globe } from 'lucide-react'
import type { Locale } from '@sceau/plugin-sdk/web'
import type { LinkComponent } from './pageLink'

// The menu (Radix, ~30 KB gzip) loads on first hover, focus or click: a recipient's page does without it.
const loadMenu = () => import('./LanguageMenu')
const LanguageMenu = lazy(loadMenu)

export const languageButtonClass = (inverted: boolean) =>
  `flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium focus-visible:outline-2 ${
    inverted ? 'text-slate-200 hover:bg-white/10' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
  }`

export interface LanguageChooserProps {
  inverted?: boolean
  current: Locale
  /** "Change language", in the page's language. */
  label: string
  /** The same page in `language` (path, query and hash). */
  hrefOf: (language: Locale) => string
  /** Follows a link to such a path: React Router's in the app, a plain anchor in the recipient's light shell. */
  Link: LinkComponent
}

export function LanguageButtonContent({ current, label }: Pick<LanguageChooserProps, 'current' | 'label'>) {
  return (
    <>
      {/* The name says what the button does, then what it shows (axe label-content-name-mismatch). */}
      <span className="sr-only">{label}</span> <Globe aria-hidden className="size-4" />
      <span>{current.toUpperCase()}</span>
      <ChevronDown aria-hidden className="size-3.5" />
    </>
  )
}

/** Same page, other language: a button, and the menu once it is used. */
export function LanguageChooser({ inverted = false, ...props }: LanguageChooserProps) {
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
      <LanguageButtonContent current={props.current} label={props.label} />
    </button>
  )
  if (!opened) return button
  return (
    <Suspense fallback={button}>
      <LanguageMenu inverted={inverted} {...props} />
    </Suspense>
  )
}
