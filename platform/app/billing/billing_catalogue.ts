import type { PlanOffer, PaymentsDriver } from '@sceau/api-client/billing'
import type { TranslationService } from '@sceau/plugin-sdk/server'
import { LIMITS, PLAN_PRICES } from '@sceau/shared'
import type { PaymentRow } from '#billing/billing_tables'
import { INCLUDED_MEMBERS } from '#billing/subscription_ledger'

/** What billing sells: the plan offer, its prices and the products' names in the buyer's language. */
export class BillingCatalogue {
  constructor(
    private driver: PaymentsDriver,
    private i18n: TranslationService | null
  ) {}

  /** A product's name in the buyer's language (Checkout lines, payment history, invoices). */
  product(locale: string, key: string, data?: Record<string, unknown>) {
    // Every name that counts members says how many the plan includes (docs/product.md §1: the administrator and 5 additional members).
    return this.i18n ? this.i18n.translate(locale, `billing.products.${key}`, { included: INCLUDED_MEMBERS, ...data }) : key
  }

  /** A payment's invoice line in `language`: our products are named in it; a plugin's charge (a deposit's title) keeps its words. */
  invoiceLine(payment: Pick<PaymentRow, 'kind' | 'extraMembers' | 'description'>, language: string) {
    if (!this.i18n) return payment.description
    const count = payment.extraMembers
    if (payment.kind === 'subscription') return count > 0 ? this.product(language, 'premiumYearMembers', { count }) : this.product(language, 'premiumYear')
    if (payment.kind === 'renewal') return count > 0 ? this.product(language, 'renewalMembers', { count }) : this.product(language, 'renewal')
    if (payment.kind === 'credits') return this.product(language, 'credits')
    return payment.description
  }

  offer(): PlanOffer {
    return {
      driver: this.driver,
      yearlyCents: PLAN_PRICES.yearlyCents,
      monthlyCents: PLAN_PRICES.yearlyCents / 12,
      extraMemberYearlyCents: PLAN_PRICES.extraMemberYearlyCents,
      includedMembers: INCLUDED_MEMBERS,
      minimumCreditCents: LIMITS.minimumCreditEuros * 100,
      cardVerificationCents: LIMITS.cardVerificationEuros * 100,
      vatRate: PLAN_PRICES.vatRate,
    }
  }

  subscriptionPrice(extraMembers: number) {
    return PLAN_PRICES.yearlyCents + extraMembers * PLAN_PRICES.extraMemberYearlyCents
  }
}
