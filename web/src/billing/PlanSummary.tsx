import { Check } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { PlanOffer } from '@sceau/api-client'
import { useFormats } from '@sceau/plugin-sdk/web/hooks'
import { Section } from '@sceau/plugin-sdk/web/ui'
import { LIMITS } from '@sceau/shared'

/** What the paid plan unlocks (SPEC §1), worded as on the home page's pricing. */
function usePaidFeatures(): string[] {
  const { t } = useTranslation('core', { keyPrefix: 'screens.home.pricing.paid' })
  const format = useFormats()
  return [
    t('size', { size: format.bytes(LIMITS.paidTransferBytes), min: LIMITS.paidExpiryDays.min, max: LIMITS.paidExpiryDays.max }),
    t('password'),
    t('organisation'),
    t('receptions'),
    t('branding'),
    t('integrations'),
    t('discount', { percent: LIMITS.depositDiscountOnPaidPlan * 100 }),
  ]
}

/** The paid plan: monthly price billed annually, the yearly price tax included, and its features. */
export function PlanSummary({ offer }: { offer: PlanOffer }) {
  const { t } = useTranslation('core')
  const format = useFormats()
  const features = usePaidFeatures()
  return (
    <Section title={t('billing.plan.title')}>
      <p className="text-3xl font-semibold">
        {t('billing.plan.monthly', { price: format.euros(offer.monthlyCents) })}
        <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-300">{t('billing.plan.billedAnnually')}</span>
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('billing.plan.yearly', { price: format.euros(offer.yearlyCents) })}</p>
      <ul className="grid gap-2 text-sm sm:grid-cols-2" aria-label={t('billing.plan.featuresLabel')}>
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            {feature}
          </li>
        ))}
      </ul>
    </Section>
  )
}
