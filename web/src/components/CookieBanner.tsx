import { useTranslation } from 'react-i18next'
import { useCookieConsent } from '../preferences/useCookieConsent'
import { LocalizedLink } from './LocalizedLink'

/** Says once which cookies the site sets (strictly necessary ones only: nothing to consent to); hidden once acknowledged. */
export function CookieBanner() {
  const { t } = useTranslation('core')
  const [consent, setConsent] = useCookieConsent()
  if (consent) return null
  return (
    <section
      aria-label={t('cookies.title')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 p-4 shadow-lg backdrop-blur dark:border-slate-700 dark:bg-slate-900/95"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm text-slate-700 dark:text-slate-200">
          {t('cookies.text')}{' '}
          <LocalizedLink to="/pages/legal#cookies" className="underline">
            {t('cookies.learnMore')}
          </LocalizedLink>
        </p>
        <button type="button" className="btn-primary" onClick={() => setConsent('accepted')}>
          {t('cookies.accept')}
        </button>
      </div>
    </section>
  )
}
