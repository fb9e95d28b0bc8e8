import { useTranslation } from 'react-i18next'
import type { AnchorState, DepositState } from '../../shared/types.js'

const COLOURS: Record<DepositState, string> = {
  payment_pending: 'bg-amber-100 text-amber-900',
  uploading: 'bg-slate-100 text-slate-800',
  sealing: 'bg-blue-100 text-blue-900',
  protected: 'bg-green-100 text-green-900',
  renewal_due: 'bg-amber-100 text-amber-900',
  expired: 'bg-red-100 text-red-900',
  cancelled: 'bg-slate-200 text-slate-700',
}

/** docs/product.md §2 tags: Protected, Expired (and the steps before, and "renewal due"), with the anchoring state. */
export function StateTags({ state, anchor }: { state: DepositState; anchor?: AnchorState }) {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.states' })
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${COLOURS[state]}`} data-deposit-state={state}>
        {t(state)}
      </span>
      {anchor && state !== 'uploading' && state !== 'sealing' && (
        <span
          className={`rounded-full px-2 py-0.5 text-xs ${anchor === 'anchored' ? 'bg-green-50 text-green-800' : 'bg-slate-100 text-slate-700'}`}
          data-deposit-anchor={anchor}
        >
          {t(`anchor.${anchor}`)}
        </span>
      )}
    </span>
  )
}
