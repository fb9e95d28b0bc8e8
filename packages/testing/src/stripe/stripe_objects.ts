import { randomBytes } from 'node:crypto'
import type Stripe from 'stripe'

/*
 * The Stripe objects the stand-in keeps, each typed as the fields it fills of the pinned SDK's type
 * (stripe 23.1.0, API 2026-10-28.endive), so a shape that drifts from the SDK fails to compile.
 */

export type StandInCustomer = Pick<
  Stripe.Customer,
  | 'id'
  | 'object'
  | 'address'
  | 'balance'
  | 'created'
  | 'default_source'
  | 'description'
  | 'email'
  | 'invoice_settings'
  | 'livemode'
  | 'metadata'
  | 'name'
  | 'preferred_locales'
  | 'shipping'
>

export type StandInCoupon = Pick<
  Stripe.Coupon,
  | 'id'
  | 'object'
  | 'amount_off'
  | 'created'
  | 'currency'
  | 'duration'
  | 'duration_in_months'
  | 'livemode'
  | 'max_redemptions'
  | 'metadata'
  | 'name'
  | 'percent_off'
  | 'redeem_by'
  | 'times_redeemed'
  | 'valid'
>

export type StandInPromotionCode = Pick<
  Stripe.PromotionCode,
  | 'id'
  | 'object'
  | 'active'
  | 'code'
  | 'created'
  | 'customer'
  | 'customer_account'
  | 'expires_at'
  | 'livemode'
  | 'max_redemptions'
  | 'metadata'
  | 'restrictions'
  | 'times_redeemed'
> & { promotion: { type: 'coupon'; coupon: string | StandInCoupon } }

export type StandInPaymentMethod = Pick<
  Stripe.PaymentMethod,
  'id' | 'object' | 'billing_details' | 'created' | 'customer' | 'customer_account' | 'livemode' | 'metadata' | 'type'
> & {
  card: Pick<
    Stripe.PaymentMethod.Card,
    'brand' | 'checks' | 'country' | 'display_brand' | 'exp_month' | 'exp_year' | 'funding' | 'last4' | 'networks' | 'wallet'
  >
}

export type StandInPaymentIntent = Pick<
  Stripe.PaymentIntent,
  | 'id'
  | 'object'
  | 'allowed_payment_method_types'
  | 'amount'
  | 'amount_capturable'
  | 'amount_received'
  | 'canceled_at'
  | 'capture_method'
  | 'client_secret'
  | 'confirmation_method'
  | 'created'
  | 'currency'
  | 'customer'
  | 'description'
  | 'last_payment_error'
  | 'latest_charge'
  | 'livemode'
  | 'metadata'
  | 'next_action'
  | 'payment_method'
  | 'payment_method_types'
  | 'setup_future_usage'
  | 'status'
>

export type StandInSetupIntent = Pick<
  Stripe.SetupIntent,
  | 'id'
  | 'object'
  | 'client_secret'
  | 'created'
  | 'customer'
  | 'description'
  | 'last_setup_error'
  | 'livemode'
  | 'metadata'
  | 'payment_method'
  | 'payment_method_types'
  | 'status'
  | 'usage'
>

export interface StandInLine {
  name: string
  unitAmount: number
  quantity: number
}

export type StandInCheckoutSession = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'amount_subtotal'
  | 'amount_total'
  | 'cancel_url'
  | 'client_reference_id'
  | 'created'
  | 'currency'
  | 'customer'
  | 'discounts'
  | 'expires_at'
  | 'livemode'
  | 'locale'
  | 'metadata'
  | 'mode'
  | 'payment_intent'
  | 'payment_method_types'
  | 'payment_status'
  | 'setup_intent'
  | 'status'
  | 'success_url'
  | 'total_details'
  | 'url'
>

export type StandInEvent = Pick<Stripe.Event, 'id' | 'object' | 'api_version' | 'created' | 'livemode' | 'pending_webhooks' | 'request'> & {
  type: string
  data: { object: { id: string; object: string } & Record<string, unknown> }
}

/** What the stand-in keeps besides the objects: a session's lines and hidden settings. */
export interface SessionExtras {
  lines: StandInLine[]
  promotionCodeId: string | null
  saveCard: boolean
  intentMetadata: Record<string, string>
  /** The decline shown on the hosted page after a declined card. */
  lastDecline: string | null
}

export const API_VERSION = '2026-10-28.endive'

export const nowSeconds = () => Math.floor(Date.now() / 1000)

/** A Stripe-looking id: prefix, underscore, 24 random characters. */
export function stripeId(prefix: string) {
  return `${prefix}_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x').slice(0, 24)}`
}

/** Everything the stand-in has created, by id. */
export class StripeObjects {
  readonly customers = new Map<string, StandInCustomer>()
  readonly coupons = new Map<string, StandInCoupon>()
  readonly promotionCodes = new Map<string, StandInPromotionCode>()
  readonly paymentMethods = new Map<string, StandInPaymentMethod>()
  /** Saved cards that decline every off-session charge, with their decline code. */
  readonly cardDeclines = new Map<string, string>()
  readonly paymentIntents = new Map<string, StandInPaymentIntent>()
  readonly setupIntents = new Map<string, StandInSetupIntent>()
  readonly sessions = new Map<string, StandInCheckoutSession>()
  readonly sessionExtras = new Map<string, SessionExtras>()

  /** Any object by id, for `expand`. */
  find(id: string): object | undefined {
    for (const store of [this.customers, this.coupons, this.promotionCodes, this.paymentMethods, this.paymentIntents, this.setupIntents, this.sessions]) {
      const found = store.get(id)
      if (found) return found
    }
    return undefined
  }

  /** A customer "paid before" (promotion codes restricted to a first transaction). */
  hasPaid(customerId: string) {
    return [...this.paymentIntents.values()].some((intent) => intent.customer === customerId && intent.status === 'succeeded')
  }

  newPaymentMethod(customerId: string | null) {
    const method: StandInPaymentMethod = {
      id: stripeId('pm'),
      object: 'payment_method',
      billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
      card: {
        brand: 'visa',
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
        country: 'FR',
        display_brand: 'visa',
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
        funding: 'credit',
        last4: '4242',
        networks: { available: ['visa'], preferred: null },
        wallet: null,
      },
      created: nowSeconds(),
      customer: customerId,
      customer_account: null,
      livemode: false,
      metadata: {},
      type: 'card',
    }
    this.paymentMethods.set(method.id, method)
    return method
  }

  newPaymentIntent(fields: {
    amount: number
    currency: string
    customer: string | null
    paymentMethod: string | null
    description: string | null
    metadata: Record<string, string>
    setupFutureUsage: 'off_session' | 'on_session' | null
    status: Stripe.PaymentIntent.Status
    lastPaymentError?: Stripe.PaymentIntent.LastPaymentError | null
  }) {
    const id = stripeId('pi')
    const succeeded = fields.status === 'succeeded'
    const intent: StandInPaymentIntent = {
      id,
      object: 'payment_intent',
      allowed_payment_method_types: ['card'],
      amount: fields.amount,
      amount_capturable: 0,
      amount_received: succeeded ? fields.amount : 0,
      canceled_at: null,
      capture_method: 'automatic',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      confirmation_method: 'automatic',
      created: nowSeconds(),
      currency: fields.currency,
      customer: fields.customer,
      description: fields.description,
      last_payment_error: fields.lastPaymentError ?? null,
      latest_charge: succeeded ? stripeId('ch') : null,
      livemode: false,
      metadata: fields.metadata,
      next_action: null,
      payment_method: succeeded ? fields.paymentMethod : null,
      payment_method_types: ['card'],
      setup_future_usage: fields.setupFutureUsage,
      status: fields.status,
    }
    this.paymentIntents.set(id, intent)
    return intent
  }

  newSetupIntent(customer: string | null, paymentMethod: string, metadata: Record<string, string>) {
    const id = stripeId('seti')
    const intent: StandInSetupIntent = {
      id,
      object: 'setup_intent',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      created: nowSeconds(),
      customer,
      description: null,
      last_setup_error: null,
      livemode: false,
      metadata,
      payment_method: paymentMethod,
      payment_method_types: ['card'],
      status: 'succeeded',
      usage: 'off_session',
    }
    this.setupIntents.set(id, intent)
    return intent
  }
}

/** A copy of an object with its `expand` paths ("payment_intent", "data.promotion.coupon") replaced by the objects. */
export function expanded(value: unknown, paths: string[], objects: StripeObjects): unknown {
  if (paths.length === 0 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => expanded(item, paths, objects))
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) }
  const byHead = new Map<string, string[]>()
  for (const path of paths) {
    const [head, ...rest] = path.split('.')
    byHead.set(head, [...(byHead.get(head) ?? []), ...(rest.length ? [rest.join('.')] : [])])
  }
  for (const [head, rest] of byHead) {
    let field = copy[head]
    if (typeof field === 'string') field = objects.find(field) ?? field
    copy[head] = expanded(field, rest, objects)
  }
  return copy
}
