import { Check } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useFormats } from '@sceau/plugin-sdk/web/hooks'
import { LIMITS } from '@sceau/shared'

/** What the paid plan unlocks (docs/product.md §1), as the home page's pricing and the subscribe page say it. */
export function usePaidFeatures(): string[] {
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

/** What a plan includes, each line ticked. */
export function FeatureList({ features, label, className = 'mt-6 space-y-2' }: { features: string[]; label?: string; className?: string }) {
  return (
    <ul className={className} aria-label={label}>
      {features.map((feature) => (
        <li key={feature} className="flex gap-2">
          <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
          {feature}
        </li>
      ))}
    </ul>
  )
}
