import { ApiError, type Actor } from '@sceau/plugin-sdk/server'
import { LIMITS, MO, depositPrice, priceRowFor } from '@sceau/shared'
import type { CapturePrice } from '../../shared/types.js'

/**
 * What a capture's deposit costs the actor (docs/product.md §3 price table, the default years, the
 * plan's discount), as the consignment plugin will charge it. `bytes`: the WACZ's size; 0 for a web
 * proof, whose size is known only once captured: the smallest row, up to its size.
 */
export function capturePrice(actor: Pick<Actor, 'premium'>, bytes = 0): CapturePrice {
  const years = LIMITS.defaultDepositYears
  const row = priceRowFor(bytes)
  return {
    cents: depositPrice({ bytes, years, paidPlan: actor.premium }).totalCents,
    years,
    upToBytes: row.maxSize === null ? null : row.maxSize * MO,
  }
}

/** The price the member saw and confirmed must be today's: a stale quote changes nothing (409, nothing charged). */
export function assertConfirmedPrice(confirmedCents: number, price: CapturePrice) {
  if (confirmedCents !== price.cents) throw ApiError.conflict('E_PRICE_CHANGED', 'capsules.errors.priceChanged')
}
