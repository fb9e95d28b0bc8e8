import { PLAN_PRICES } from '@sceau/shared'

/** The VAT inside a tax-included amount (ADR 0006 §4: prices are TTC, 20 %), in cents. */
export const vatIncluded = (amountCents: number) => Math.round(amountCents - amountCents / (1 + PLAN_PRICES.vatRate))
