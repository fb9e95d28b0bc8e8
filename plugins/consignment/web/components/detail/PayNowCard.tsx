import { useTranslation } from 'react-i18next'
import { externalPage } from '@sceau/plugin-sdk/web/hooks'

/** A deposit waiting for its card payment (credits did not cover it): pay it on the provider's page, then it is sealed. */
export function PayNowCard({ paymentUrl }: { paymentUrl: string }) {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.detail.payNow' })
  return (
    <section className="card space-y-3 border-amber-300" aria-label={t('title')}>
      <h2 className="text-lg font-semibold">{t('title')}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('text')}</p>
      <button type="button" className="btn-primary" onClick={() => externalPage.open(paymentUrl)}>
        {t('action')}
      </button>
    </section>
  )
}
