/*
 * Shapes of the billing API (docs/billing-api.md, ADR 0006). Amounts are euro cents, tax included;
 * dates are ISO strings. Every route is under /api/v2 and answers the usual envelope.
 *
 *   GET  /billing/plan                                  PlanOffer (public: prices, options, driver)
 *   GET  /billing                                       BillingOverview (administrators)
 *   PUT  /billing/info                                  BillingInfo -> BillingInfo
 *   POST /billing/promo-codes/check                     { code, extraMembers? } -> PromoCheck
 *   POST /billing/subscription/checkout                 SubscriptionCheckoutInput -> CheckoutStart
 *   PUT  /billing/subscription/renewal                  { renew: boolean } -> BillingOverview
 *   POST /billing/credits/checkout                      { amountCents, info? } -> CheckoutStart (info required until saved)
 *   POST /billing/card/checkout                         {} -> CheckoutStart (saves or replaces the card)
 *   POST /billing/payments/:uid/settle                  {} -> CheckoutStart (a pending payment, paid now)
 *   GET  /billing/payments/:uid                         PaymentSummary (success and cancelled pages)
 *   GET  /billing/invoices/:number/pdf                  application/pdf
 *   GET  /users/organization/payments/waiting/subscription/renew/boolean   boolean (docs/product.md §7)
 *   POST /billing/webhooks/stripe                       Stripe's signed events (no session, no CSRF)
 */

export type PaymentsDriver = 'off' | 'stripe'

export interface PlanOffer {
  driver: PaymentsDriver
  /** The paid plan's yearly price (12 x the monthly price), tax included. */
  yearlyCents: number
  monthlyCents: number
  /** Price for a year of one additional member beyond the included ones. */
  extraMemberYearlyCents: number
  /** Additional members (people besides the administrator) the plan includes before options: 5, six people in all. */
  includedMembers: number
  minimumCreditCents: number
  cardVerificationCents: number
  vatRate: number
}

export interface BillingInfo {
  /** Name or organisation name on the invoices. */
  name: string
  address: string
  /** SIREN, VAT number...: optional. */
  legalNumber?: string | null
  /**
   * The language invoices are issued in, whoever downloads them (fr, en, es, it, pt). Optional when
   * saving: kept when set, else the language of the person filling the form. Always set when read.
   */
  language?: 'fr' | 'en' | 'es' | 'it' | 'pt'
}

export type SubscriptionState =
  /** Premium, renewal on, not in borrowed time. */
  | 'active'
  /** Premium, in borrowed time (0-15 days left): `daysLeft` says how long. */
  | 'expiring'
  /** Premium, renewal on and a renewal payment in progress or waiting to be settled. */
  | 'renewing'
  /** Premium, renewal off: ends at expireAt. */
  | 'cancelled'
  /** A subscription payment was made and its confirmation is awaited. */
  | 'activation_in_progress'
  /** Free plan. */
  | 'none'
  /** The subscription ended. */
  | 'expired'

export interface SubscriptionView {
  plan: 'free' | 'premium'
  state: SubscriptionState
  isPremium: boolean
  expireAt: string | null
  renew: boolean
  /** Days left when 0-15 (borrowed time), else null. */
  daysLeft: number | null
  /** When renewal is on: 15 days before expireAt, never in the past (null once that day has come: see debitInProgress). */
  nextDebitAt: string | null
  /** Renewal on and the 15-day window has started: the debit is under way ("in progress"), no date to wait for. */
  debitInProgress: boolean
  /**
   * One meaning of "additional member" everywhere (docs/product.md §1): a person of the organisation
   * besides its administrator. The paid plan includes `includedMembers` (5: six people with the
   * administrator); `extraMembers` were bought beyond them; `additionalMembers` is their sum (0 on the free plan).
   */
  includedMembers: number
  extraMembers: number
  additionalMembers: number
}

export interface CardView {
  brand: string
  last4: string
  expMonth: number
  expYear: number
}

export type PaymentKind = 'subscription' | 'renewal' | 'credits' | 'deposit' | 'card'
export type PaymentStatus = 'pending' | 'succeeded' | 'cancelled' | 'failed'

export interface PaymentSummary {
  uid: string
  kind: PaymentKind
  status: PaymentStatus
  amountCents: number
  /** Before a promo code. */
  baseAmountCents: number
  description: string
  promoCode: string | null
  /** Set when succeeded: the invoice to download. */
  invoiceNumber: string | null
  /** Catalogue key of the last failure (payments.*), when failed or waiting after a refused card. */
  error: string | null
  createdAt: string
  settledAt: string | null
}

export interface InvoiceSummary {
  number: string
  issuedAt: string
  description: string
  amountCents: number
  vatCents: number
  method: 'card' | 'credits'
}

export interface BillingOverview {
  driver: PaymentsDriver
  subscription: SubscriptionView
  info: BillingInfo | null
  creditsCents: number
  card: CardView | null
  /** Newest first. */
  payments: PaymentSummary[]
  /** Payments waiting to be regularised (docs/product.md §4), with "settle now". */
  pending: PaymentSummary[]
  invoices: InvoiceSummary[]
}

export interface SubscriptionCheckoutInput {
  info: BillingInfo
  promoCode?: string | null
  extraMembers?: number
  /** Where the success and cancelled pages send the user back: 'app' (default) or 'cac'. */
  from?: 'app' | 'cac'
}

export interface PromoCheck {
  code: string
  /** What is charged after the code. */
  amountCents: number
  discountCents: number
}

/** A Checkout started: the browser goes to `url` (the provider's hosted page). */
export interface CheckoutStart {
  payment: PaymentSummary
  url: string
}
