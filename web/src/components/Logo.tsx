import { useTranslation } from 'react-i18next'
import { LocalizedLink } from './LocalizedLink'

/** The brand mark, linking to the home page of the current language. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation('core')
  return (
    <LocalizedLink to="/" className="flex items-center gap-2 font-bold tracking-tight" aria-label={t('header.home')}>
      <svg aria-hidden viewBox="0 0 32 32" className="size-8">
        <circle cx="16" cy="16" r="15" className="fill-brand-600" />
        <circle cx="16" cy="16" r="10.5" fill="none" strokeWidth="1.5" strokeDasharray="2 2" className="stroke-white/70" />
        <path d="M11 16.5l3.2 3.2L21 13" fill="none" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" className="stroke-white" />
      </svg>
      <span className={`text-xl ${inverted ? 'text-white' : 'text-slate-900 dark:text-white'}`}>{t('app.name')}</span>
    </LocalizedLink>
  )
}
