import { useTranslation } from 'react-i18next'
import { useFormats } from '@sceau/plugin-sdk/web/hooks'
import type { CapturePrice } from '../../shared/types.js'

/**
 * The question asked before a web proof is captured and deposited (issue 25, as for protect and
 * renewal): the price the server will charge, for how long, and for which size; confirming sends
 * that price, which the server holds the deposit to.
 */
export function PriceConfirm({
  price,
  confirmLabel,
  pending,
  onConfirm,
  onCancel,
}: {
  price: CapturePrice
  /** The confirm button's words, given the price as the page writes it. */
  confirmLabel: (price: string) => string
  pending?: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation('capsules', { keyPrefix: 'price' })
  const format = useFormats()
  const amount = format.euros(price.cents)
  const question = t('question', { price: amount, years: price.years })
  return (
    <div role="group" aria-label={question} className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:bg-amber-950">
      <p className="font-medium">{question}</p>
      {price.upToBytes !== null && <p>{t('upTo', { size: format.bytes(price.upToBytes) })}</p>}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" disabled={pending} onClick={onConfirm}>
          {confirmLabel(amount)}
        </button>
        <button type="button" className="btn-secondary" disabled={pending} onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </div>
  )
}
