import { useState } from 'react'
import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { BuiltLink, useIsBuilt } from '../components/BuiltLink'

const DISMISSED = 'sceau.planPromotion.dismissed'

/** docs/product.md §2 Dashboard: the banner promoting the paid plan, for free organisations; dismissed for the browser session. */
export function PlanPromotion() {
  const { t } = useTranslation('core')
  const isBuilt = useIsBuilt()
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED) === '1')
  if (dismissed) return null
  // Subscribing online comes with the billing screens; until then the plan is asked for through support.
  const action = isBuilt('/app/subscriptions')
    ? { to: '/app/subscriptions', label: t('planPromotion.subscribe') }
    : { to: '/app/support', label: t('planPromotion.contact') }
  return (
    <aside
      aria-label={t('planPromotion.title')}
      className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-brand-200 bg-brand-50 px-4 py-2 text-sm text-brand-950 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
    >
      <p className="flex-1">
        <strong className="font-semibold">{t('planPromotion.title')}</strong> {t('planPromotion.text')}
      </p>
      <BuiltLink to={action.to} className="font-medium underline">
        {action.label}
      </BuiltLink>
      <button
        type="button"
        className="rounded p-1 hover:bg-brand-100 dark:hover:bg-slate-700"
        aria-label={t('planPromotion.dismiss')}
        onClick={() => {
          sessionStorage.setItem(DISMISSED, '1')
          setDismissed(true)
        }}
      >
        <X aria-hidden className="size-4" />
      </button>
    </aside>
  )
}
