import { useTranslation } from 'react-i18next'
import type { PlanOffer } from '@sceau/api-client'
import { useFormats } from '@sceau/plugin-sdk/web/hooks'
import { Section } from '@sceau/plugin-sdk/web/ui'
import { FeatureList, usePaidFeatures } from './PlanFeatures'

/** The paid plan: monthly price billed annually, the yearly price tax included, and its features. */
export function PlanSummary({ offer }: { offer: PlanOffer }) {
  const { t } = useTranslation('core')
  const format = useFormats()
  return (
    <Section title={t('billing.plan.title')}>
      <p className="text-3xl font-semibold">
        {t('screens.home.pricing.paid.price', { price: format.euros(offer.monthlyCents) })}
        <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-300">{t('screens.home.pricing.paid.billing')}</span>
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('billing.plan.yearly', { price: format.euros(offer.yearlyCents) })}</p>
      <FeatureList features={usePaidFeatures()} label={t('billing.plan.featuresLabel')} className="grid gap-2 text-sm sm:grid-cols-2" />
    </Section>
  )
}
