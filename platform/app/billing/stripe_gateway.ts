import Stripe from 'stripe'
import {
  PaymentGateway,
  type CardDetails,
  type CheckoutInput,
  type CheckoutSessionView,
  type CustomerInput,
  type OffSessionInput,
  type OffSessionResult,
  type PromotionLookup,
  type VerifiedEvent,
} from './payment_gateway.js'

export interface StripeGatewayOptions {
  secretKey: string
  webhookSecret: string
  /** STRIPE_API_BASE: another Stripe API origin (the tests' stand-in); api.stripe.com when absent. */
  apiBase?: string | null
}

/** A webhook is accepted only when signed within 5 minutes of now, before or after. */
const WEBHOOK_TOLERANCE_SECONDS = 300

/** Stripe locales for ours; anything else lets Stripe pick from the browser. */
const LOCALES = new Set(['fr', 'en', 'es', 'it', 'pt'])

/** The Stripe SDK's connection settings for an API origin such as http://127.0.0.1:12111. */
export function stripeConnection(apiBase: string | null | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {}
  const url = new URL(apiBase)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol }
}

/** Our payment uid on a Stripe object: the session's client_reference_id, else metadata.payment. */
function paymentUidOf(object: { client_reference_id?: unknown; metadata?: unknown }): string | null {
  if (typeof object.client_reference_id === 'string' && object.client_reference_id) return object.client_reference_id
  const metadata = object.metadata as Record<string, unknown> | null | undefined
  return typeof metadata?.payment === 'string' ? metadata.payment : null
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id

/**
 * The PaymentGateway on Stripe (ADR 0006), through the official SDK: Customers, Checkout Sessions
 * (prices tax included, in euros), PromotionCodes, off-session PaymentIntents, PaymentMethods and
 * signed webhooks. Card data stays on Stripe's hosted page.
 */
export class StripeGateway extends PaymentGateway {
  readonly #stripe: Stripe
  readonly #webhookSecret: string

  constructor(options: StripeGatewayOptions) {
    super()
    // Retries reuse the SDK's idempotency key, so a retried POST never acts twice.
    this.#stripe = new Stripe(options.secretKey, { ...stripeConnection(options.apiBase), maxNetworkRetries: 2, timeout: 20_000, telemetry: false })
    this.#webhookSecret = options.webhookSecret
  }

  async createCustomer(input: CustomerInput) {
    const { email, ...fields } = this.#customerFields(input)
    const customer = await this.#stripe.customers.create(email ? { ...fields, email } : fields)
    return customer.id
  }

  async updateCustomer(customerId: string, input: CustomerInput) {
    await this.#stripe.customers.update(customerId, this.#customerFields(input))
  }

  /** Our organisation on Stripe's customer; an empty e-mail clears Stripe's. */
  #customerFields(input: CustomerInput) {
    return { name: input.name, address: { line1: input.address }, email: input.email ?? '', metadata: { organisation: String(input.organisationId) } }
  }

  async findPromotionCode(code: string, amountCents: number, customerId?: string | null): Promise<PromotionLookup> {
    if (!code.trim()) return { status: 'invalid' }
    // No `active` filter: an inactive code is "expired", not "invalid".
    const found = await this.#stripe.promotionCodes.list({ code: code.trim(), limit: 10, expand: ['data.promotion.coupon'] })
    const promotion = found.data.find((candidate) => candidate.active) ?? found.data[0]
    if (!promotion) return { status: 'invalid' }
    const coupon = typeof promotion.promotion.coupon === 'object' ? promotion.promotion.coupon : null
    if (promotion.max_redemptions !== null && promotion.times_redeemed >= promotion.max_redemptions) return { status: 'unusable' }
    const past = promotion.expires_at !== null && promotion.expires_at * 1000 <= Date.now()
    if (!promotion.active || past || !coupon?.valid) return { status: 'expired' }
    const { minimum_amount: minimum, first_time_transaction: firstTimeOnly } = promotion.restrictions
    if (minimum !== null && amountCents < minimum) return { status: 'unusable' }
    if (firstTimeOnly && customerId && (await this.#hasPaid(customerId))) return { status: 'unusable' }
    return { status: 'valid', id: promotion.id, code: promotion.code, percentOff: coupon.percent_off, amountOffCents: coupon.amount_off }
  }

  async #hasPaid(customerId: string) {
    const intents = await this.#stripe.paymentIntents.list({ customer: customerId, limit: 100 })
    return intents.data.some((intent) => intent.status === 'succeeded')
  }

  async createCheckout(input: CheckoutInput): Promise<CheckoutSessionView> {
    const metadata = { payment: input.paymentUid }
    const language = input.locale.slice(0, 2).toLowerCase()
    const common = {
      customer: input.customerId,
      client_reference_id: input.paymentUid,
      metadata,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      locale: (LOCALES.has(language) ? language : 'auto') as Stripe.Checkout.SessionCreateParams.Locale,
    }
    const session =
      input.mode === 'setup'
        ? await this.#stripe.checkout.sessions.create({ ...common, mode: 'setup', currency: 'eur', setup_intent_data: { metadata } })
        : await this.#stripe.checkout.sessions.create({
            ...common,
            mode: 'payment',
            line_items: input.lines.map((line) => ({
              quantity: line.quantity,
              price_data: { currency: 'eur', unit_amount: line.amountCents, tax_behavior: 'inclusive', product_data: { name: line.name } },
            })),
            discounts: input.promotionCodeId ? [{ promotion_code: input.promotionCodeId }] : undefined,
            payment_intent_data: { metadata, ...(input.saveCard ? { setup_future_usage: 'off_session' } : {}) },
          })
    return this.#view(session)
  }

  async retrieveCheckout(sessionId: string) {
    return this.#view(await this.#stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent', 'setup_intent'] }))
  }

  #view(session: Stripe.Checkout.Session): CheckoutSessionView {
    const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null
    const setup = typeof session.setup_intent === 'object' ? session.setup_intent : null
    // A payment saved the card only when it asked to keep it for later (setup_future_usage).
    const paymentMethodId = setup ? idOf(setup.payment_method) : intent?.setup_future_usage ? idOf(intent.payment_method) : null
    return {
      id: session.id,
      url: session.url,
      status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
      paymentStatus: session.payment_status === 'paid' ? 'paid' : session.payment_status === 'no_payment_required' ? 'no_payment_required' : 'unpaid',
      amountTotalCents: session.amount_total,
      currency: session.currency,
      customerId: idOf(session.customer),
      paymentIntentId: idOf(session.payment_intent),
      paymentMethodId,
      paymentUid: paymentUidOf(session),
    }
  }

  async expireCheckout(sessionId: string) {
    const session = await this.#stripe.checkout.sessions.retrieve(sessionId)
    // Expiring a session that was paid or expired meanwhile is not an error: there is nothing to abandon.
    if (session.status === 'open') await this.#stripe.checkout.sessions.expire(sessionId)
  }

  async chargeOffSession(input: OffSessionInput): Promise<OffSessionResult> {
    try {
      const intent = await this.#stripe.paymentIntents.create(
        {
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          amount: input.amountCents,
          currency: 'eur',
          // Cards only: a saved card is confirmed here without a redirect (no return_url needed).
          allowed_payment_method_types: ['card'],
          description: input.description,
          metadata: { payment: input.paymentUid },
          off_session: true,
          confirm: true,
        },
        { idempotencyKey: input.idempotencyKey }
      )
      return this.#result(intent)
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        const intent = error.payment_intent
        return {
          status: 'failed',
          paymentIntentId: intent?.id ?? null,
          amountCents: intent?.amount ?? null,
          currency: intent?.currency ?? null,
          customerId: idOf(intent?.customer),
          failureCode: error.decline_code ?? error.code ?? 'card_declined',
        }
      }
      throw error
    }
  }

  async retrievePaymentIntent(id: string) {
    return this.#result(await this.#stripe.paymentIntents.retrieve(id))
  }

  #result(intent: Stripe.PaymentIntent): OffSessionResult {
    const seen = { paymentIntentId: intent.id, amountCents: intent.amount, currency: intent.currency, customerId: idOf(intent.customer) }
    if (intent.status === 'succeeded') return { status: 'succeeded', ...seen, failureCode: null }
    if (intent.status === 'processing') return { status: 'processing', ...seen, failureCode: null }
    const failure = intent.last_payment_error
    return { status: 'failed', ...seen, failureCode: failure?.decline_code ?? failure?.code ?? intent.status }
  }

  async card(paymentMethodId: string): Promise<CardDetails> {
    const method = await this.#stripe.paymentMethods.retrieve(paymentMethodId)
    if (!method.card) throw new Error(`Payment method ${paymentMethodId} is not a card`)
    return { id: method.id, brand: method.card.brand, last4: method.card.last4, expMonth: method.card.exp_month, expYear: method.card.exp_year }
  }

  async setDefaultCard(customerId: string, paymentMethodId: string) {
    await this.#stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } })
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): VerifiedEvent {
    // The SDK refuses a signature older than 5 minutes (a replayed capture), not one dated ahead: both are refused here.
    const signedAt = Number(/(?:^|,)t=(\d+)(?:,|$)/.exec(signatureHeader ?? '')?.[1])
    if (!Number.isSafeInteger(signedAt) || Math.abs(Date.now() / 1000 - signedAt) > WEBHOOK_TOLERANCE_SECONDS)
      throw new Error('Timestamp outside the tolerance zone (5 minutes either side)')
    const event = this.#stripe.webhooks.constructEvent(rawBody, signatureHeader ?? '', this.#webhookSecret, WEBHOOK_TOLERANCE_SECONDS)
    const object = event.data.object as { id?: unknown; client_reference_id?: unknown; metadata?: unknown }
    return { id: event.id, type: event.type, objectId: typeof object.id === 'string' ? object.id : '', paymentUid: paymentUidOf(object) }
  }

  async ping() {
    await this.#stripe.balance.retrieve()
  }
}
