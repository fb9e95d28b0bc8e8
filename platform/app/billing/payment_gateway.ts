/*
 * What billing asks of a card-payment provider (ADR 0006). One implementation: StripeGateway, the
 * official `stripe` SDK pointed at api.stripe.com, or in tests at @sceau/testing's local Stripe
 * stand-in. Amounts are euro cents, tax included. No card data ever reaches Sceau: cards are
 * entered on the provider's hosted Checkout page.
 */

export interface CustomerInput {
  /** Our reference, stored as metadata. */
  organisationId: number
  name: string
  address: string
  email?: string | null
}

export interface CheckoutLine {
  name: string
  amountCents: number
  quantity: number
}

export interface CheckoutInput {
  mode: 'payment' | 'setup'
  customerId: string
  /** Our payment uid: client_reference_id and metadata.payment, read back by webhooks. */
  paymentUid: string
  lines: CheckoutLine[]
  /** A promotion code id found by findPromotionCode. */
  promotionCodeId?: string | null
  /** Keep the card for renewals (payment mode). */
  saveCard?: boolean
  successUrl: string
  cancelUrl: string
  locale: string
}

export interface CheckoutSessionView {
  id: string
  url: string | null
  /** open: not paid yet; complete: paid (or card saved); expired: abandoned. */
  status: 'open' | 'complete' | 'expired'
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required'
  /** What was charged after discounts. */
  amountTotalCents: number | null
  currency: string | null
  customerId: string | null
  paymentIntentId: string | null
  /** Setup mode, or a payment that saved the card: the payment method now on file. */
  paymentMethodId: string | null
  paymentUid: string | null
}

export type PromotionLookup =
  | { status: 'valid'; id: string; code: string; percentOff: number | null; amountOffCents: number | null }
  | { status: 'invalid' }
  | { status: 'expired' }
  /** Exists and is live, but cannot apply here (minimum amount, first order only, redemptions used up...). */
  | { status: 'unusable' }

export interface OffSessionInput {
  customerId: string
  paymentMethodId: string
  amountCents: number
  description: string
  paymentUid: string
  /** Provider idempotency key: a retried renewal never charges twice. */
  idempotencyKey: string
}

export interface OffSessionResult {
  status: 'succeeded' | 'processing' | 'failed'
  paymentIntentId: string | null
  /** The intent's amount, currency and customer as the provider has them (null when it did not say). */
  amountCents: number | null
  currency: string | null
  customerId: string | null
  /** The provider's decline code when failed (card_declined, authentication_required...). */
  failureCode: string | null
}

export interface CardDetails {
  id: string
  brand: string
  last4: string
  expMonth: number
  expYear: number
}

export interface VerifiedEvent {
  id: string
  type: string
  /** The object the event is about (a checkout session, a payment intent...), id and our uid. */
  objectId: string
  paymentUid: string | null
}

export abstract class PaymentGateway {
  abstract createCustomer(input: CustomerInput): Promise<string>
  abstract updateCustomer(customerId: string, input: CustomerInput): Promise<void>
  /** customerId: a code for first orders only is unusable for a customer who already paid. */
  abstract findPromotionCode(code: string, amountCents: number, customerId?: string | null): Promise<PromotionLookup>
  abstract createCheckout(input: CheckoutInput): Promise<CheckoutSessionView>
  abstract retrieveCheckout(sessionId: string): Promise<CheckoutSessionView>
  /** Abandons an open session (a settle-now that replaces it, a cancelled page). */
  abstract expireCheckout(sessionId: string): Promise<void>
  /** Charges a saved card without the customer present (renewals). */
  abstract chargeOffSession(input: OffSessionInput): Promise<OffSessionResult>
  abstract retrievePaymentIntent(id: string): Promise<OffSessionResult>
  abstract card(paymentMethodId: string): Promise<CardDetails>
  /** Makes the card the customer's default for later off-session charges. */
  abstract setDefaultCard(customerId: string, paymentMethodId: string): Promise<void>
  /** Checks a webhook's signature (STRIPE_WEBHOOK_SECRET) over the raw body and its time (±5 minutes); throws when it fails. */
  abstract verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): VerifiedEvent
  /** Readiness: the key answers. */
  abstract ping(): Promise<void>
}
