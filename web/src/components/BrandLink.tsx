import type { Translate } from '../i18n/translator'
import type { LinkComponent } from './pageLink'

/** The brand mark linking home; `Link` takes canonical paths (LocalizedLink in the app). */
export function BrandLink({ t, Link, inverted = false }: { t: Translate; Link: LinkComponent; inverted?: boolean }) {
  return (
    <Link to="/" className="flex items-center gap-2 font-bold tracking-tight" aria-label={t('header.home')}>
      <svg aria-hidden viewBox="0 0 32 32" className="size-8">
        <circle cx="16" cy="16" r="15" className="fill-brand-600" />
        <circle cx="16" cy="16" r="10.5" fill="none" strokeWidth="1.5" strokeDasharray="2 2" className="stroke-white/70" />
        <path d="M11 16.5l3.2 3.2L21 13" fill="none" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" className="stroke-white" />
      </svg>
      <span className={`text-xl ${inverted ? 'text-white' : 'text-slate-900 dark:text-white'}`}>{t('app.name')}</span>
    </Link>
  )
}
