import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import qs from 'qs'
import Stripe from 'stripe'
import { hostedCheckoutPage } from './stripe/hosted_checkout_page.ts'
import {
  API_VERSION,
  expanded,
  nowSeconds,
  StripeObjects,
  stripeId,
  type StandInCheckoutSession,
  type StandInCoupon,
  type StandInCustomer,
  type StandInEvent,
  type StandInPaymentIntent,
  type StandInPromotionCode,
} from './stripe/stripe_objects.ts'

export type { StandInCheckoutSession, StandInCustomer, StandInEvent, StandInPaymentIntent, StandInPromotionCode } from './stripe/stripe_objects.ts'

export interface StripeStandInOptions {
  /** The key the SDK must present as `Authorization: Bearer ...` (default: a fresh sk_test_...). */
  secretKey?: string
  /** Signs the webhooks (default: a fresh whsec_...). */
  webhookSecret?: string
  /** Where webhooks are POSTed; settable later (`standIn.webhookUrl = ...`), none: events are only recorded. */
  webhookUrl?: string | null
  /** A fixed port, when STRIPE_API_BASE must be known before the stand-in starts (default: a free port). */
  port?: number
}

export interface PromotionCodeSeed {
  code: string
  percentOff?: number | null
  amountOffCents?: number | null
  active?: boolean
  expiresAt?: Date | null
  maxRedemptions?: number | null
  timesRedeemed?: number
  minimumAmountCents?: number | null
  firstTimeTransaction?: boolean
}

export interface SentEvent {
  event: StandInEvent
  payload: string
  /** The webhook answer's status; null when no webhook URL was set or it could not be reached. */
  status: number | null
  /** Withheld by dropWebhooks(n): never sent (a lost webhook). */
  dropped: boolean
}

export type PayOutcome = { status: 'paid'; redirectUrl: string } | { status: 'declined'; message: string }

interface ApiErrorBody {
  type: 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error'
  code?: string
  decline_code?: string
  message: string
  param?: string
  payment_intent?: StandInPaymentIntent
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody
  ) {
    super(body.message)
  }
}

type Params = Record<string, unknown>
interface Answer {
  status: number
  body: unknown
}

const missing = (kind: string, id: string, param?: string) =>
  new ApiError(param ? 400 : 404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param: param ?? 'id' })
const invalid = (message: string, param?: string) => new ApiError(400, { type: 'invalid_request_error', code: 'parameter_invalid', message, param })
const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
const integer = (value: unknown, param: string) => {
  const parsed = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : Number.NaN
  if (!Number.isSafeInteger(parsed)) throw invalid(`Invalid integer: ${String(value)}`, param)
  return parsed
}
const record = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : {}
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : [])
const BALANCE = {
  object: 'balance',
  available: [{ amount: 0, currency: 'eur', source_types: { card: 0 } }],
  livemode: false,
  pending: [{ amount: 0, currency: 'eur', source_types: { card: 0 } }],
} satisfies Pick<Stripe.Balance, 'object' | 'available' | 'livemode' | 'pending'>
/** The parameters each endpoint takes (those of the pinned API version the stand-in understands or may ignore). */
const LIST_PARAMS = ['limit', 'starting_after', 'ending_before', 'created']
const CUSTOMER_PARAMS = ['name', 'email', 'address', 'description', 'metadata', 'phone', 'preferred_locales', 'invoice_settings']
const SESSION_PARAMS = [
  'mode',
  'success_url',
  'cancel_url',
  'customer',
  'client_reference_id',
  'metadata',
  'line_items',
  'discounts',
  'payment_intent_data',
  'setup_intent_data',
  'locale',
  'currency',
  'expires_at',
]
const PAYMENT_INTENT_PARAMS = [
  'amount',
  'currency',
  'customer',
  'payment_method',
  'off_session',
  'confirm',
  'description',
  'metadata',
  'allowed_payment_method_types',
  'receipt_email',
  'statement_descriptor_suffix',
]
/** Decline codes Stripe also reports as the error's `code`; every other decline is code card_declined. */
const OWN_CODE_DECLINES = new Set(['authentication_required', 'expired_card', 'incorrect_cvc', 'incorrect_number', 'processing_error'])

/**
 * A local Stripe for tests (Stripe cannot be reached from here): a node:http server answering the
 * REST calls the official SDK makes for Sceau's StripeGateway, in the pinned API version's shapes,
 * plus a hosted Checkout page that pays, declines or cancels and posts signed webhooks.
 * Point the SDK at it with `STRIPE_API_BASE = standIn.url` (see `env`).
 */
export class StripeStandIn {
  readonly secretKey: string
  readonly webhookSecret: string
  webhookUrl: string | null
  /** Every webhook event, in order, sent or dropped. */
  readonly events: SentEvent[] = []
  /** Every API call received: method, path and Idempotency-Key. */
  readonly requests: { method: string; path: string; idempotencyKey: string | null }[] = []
  readonly objects = new StripeObjects()
  url = ''

  #server: Server
  #idempotent = new Map<string, { fingerprint: string; answer: Answer }>()
  #nextOffSessionDeclines: string[] = []
  #webhooksToDrop = 0
  #deliveries = new Set<Promise<unknown>>()

  private constructor(options: StripeStandInOptions) {
    this.secretKey = options.secretKey ?? `sk_test_${randomBytes(16).toString('hex')}`
    this.webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`
    this.webhookUrl = options.webhookUrl ?? null
    this.#server = createServer((request, response) => {
      this.#handle(request, response).catch((error: unknown) => {
        if (!response.headersSent) this.#json(response, { status: 500, body: { error: { type: 'api_error', message: String(error) } } })
        else response.end()
      })
    })
  }

  static async start(options: StripeStandInOptions = {}) {
    const standIn = new StripeStandIn(options)
    await new Promise<void>((resolve, reject) => {
      standIn.#server.once('error', reject)
      standIn.#server.listen(options.port ?? 0, '127.0.0.1', resolve)
    })
    standIn.url = `http://127.0.0.1:${(standIn.#server.address() as { port: number }).port}`
    return standIn
  }

  /** The platform environment that points its Stripe driver here. */
  get env() {
    return { STRIPE_SECRET_KEY: this.secretKey, STRIPE_WEBHOOK_SECRET: this.webhookSecret, STRIPE_API_BASE: this.url }
  }

  // ----- test controls -----

  /** A promotion code (and its coupon) as if created in Stripe's dashboard. */
  seedPromotionCode(seed: PromotionCodeSeed): StandInPromotionCode {
    const coupon: StandInCoupon = {
      id: stripeId('coupon').slice(0, 15),
      object: 'coupon',
      amount_off: seed.amountOffCents ?? null,
      created: nowSeconds(),
      currency: seed.amountOffCents ? 'eur' : null,
      duration: 'once',
      duration_in_months: null,
      livemode: false,
      max_redemptions: null,
      metadata: {},
      name: seed.code,
      percent_off: seed.percentOff ?? null,
      redeem_by: null,
      times_redeemed: 0,
      valid: true,
    }
    if ((coupon.percent_off === null) === (coupon.amount_off === null)) throw new Error('seedPromotionCode: give percentOff or amountOffCents')
    const promotionCode: StandInPromotionCode = {
      id: stripeId('promo'),
      object: 'promotion_code',
      active: seed.active ?? true,
      code: seed.code,
      created: nowSeconds(),
      customer: null,
      customer_account: null,
      expires_at: seed.expiresAt ? Math.floor(seed.expiresAt.getTime() / 1000) : null,
      livemode: false,
      max_redemptions: seed.maxRedemptions ?? null,
      metadata: {},
      promotion: { type: 'coupon', coupon: coupon.id },
      restrictions: {
        first_time_transaction: seed.firstTimeTransaction ?? false,
        minimum_amount: seed.minimumAmountCents ?? null,
        minimum_amount_currency: seed.minimumAmountCents ? 'eur' : null,
      },
      times_redeemed: seed.timesRedeemed ?? 0,
    }
    this.objects.coupons.set(coupon.id, coupon)
    this.objects.promotionCodes.set(promotionCode.id, promotionCode)
    return promotionCode
  }

  /** The next off-session PaymentIntent is declined with this decline code (then cards work again). */
  declineNextOffSession(declineCode = 'card_declined') {
    this.#nextOffSessionDeclines.push(declineCode)
  }

  /** Every off-session charge of this customer's cards (or of this one payment method) declines; null: they work again. */
  declineCard(customerOrPaymentMethodId: string, declineCode: string | null = 'card_declined') {
    if (declineCode) this.objects.cardDeclines.set(customerOrPaymentMethodId, declineCode)
    else this.objects.cardDeclines.delete(customerOrPaymentMethodId)
  }

  /** The next n webhook events are recorded as dropped and never sent (to test reconciliation). */
  dropWebhooks(n: number) {
    this.#webhooksToDrop += n
  }

  /** Sends a recorded event again (signed now), as Stripe's retries do; resolves to the webhook's status. */
  async replay(eventId: string) {
    const sent = this.events.find((candidate) => candidate.event.id === eventId)
    if (!sent) throw new Error(`No event ${eventId}`)
    return this.#post(sent.payload)
  }

  /** A Stripe-Signature header for this payload, signed with the webhook secret (timestamp in seconds, default now). */
  sign(payload: string, timestamp?: number) {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret, timestamp })
  }

  /** Resolves once the webhooks sent after an API answer (off-session charges, expiries) have been delivered. */
  async webhooksDelivered() {
    while (this.#deliveries.size) await Promise.all([...this.#deliveries])
  }

  /** What the hosted page's pay buttons do: card "works" completes the session (webhooks sent first), "declined" leaves it open. */
  async pay(sessionId: string, card: 'works' | 'declined' = 'works'): Promise<PayOutcome> {
    const session = this.#session(sessionId)
    const extras = this.objects.sessionExtras.get(sessionId)!
    if (session.status !== 'open') throw new Error(`Checkout session ${sessionId} is ${session.status}`)
    if (card === 'declined') {
      extras.lastDecline = 'Your card was declined.'
      return { status: 'declined', message: extras.lastDecline }
    }
    extras.lastDecline = null
    const customer = typeof session.customer === 'string' ? session.customer : null
    const saved = session.mode === 'setup' || extras.saveCard
    const method = this.objects.newPaymentMethod(saved ? customer : null)
    const events: [string, { id: string; object: string }][] = []
    if (session.mode === 'setup') {
      const intent = this.objects.newSetupIntent(customer, method.id, extras.intentMetadata)
      Object.assign(session, { setup_intent: intent.id, status: 'complete', url: null })
      events.push(['checkout.session.completed', session], ['setup_intent.succeeded', intent])
    } else {
      const intent = this.objects.newPaymentIntent({
        amount: session.amount_total ?? 0,
        currency: session.currency ?? 'eur',
        customer,
        paymentMethod: method.id,
        description: null,
        metadata: extras.intentMetadata,
        setupFutureUsage: extras.saveCard ? 'off_session' : null,
        status: 'succeeded',
      })
      Object.assign(session, { payment_intent: intent.id, payment_status: 'paid', status: 'complete', url: null })
      if (extras.promotionCodeId) this.objects.promotionCodes.get(extras.promotionCodeId)!.times_redeemed += 1
      events.push(['checkout.session.completed', session], ['payment_intent.succeeded', intent])
    }
    for (const [type, object] of events) await this.#emit(type, object)
    return { status: 'paid', redirectUrl: (session.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', session.id) }
  }

  /** The session reaches its expiry (as 24 hours later), with its checkout.session.expired webhook. */
  async expireSession(sessionId: string) {
    const session = this.#session(sessionId)
    if (session.status !== 'open') throw new Error(`Checkout session ${sessionId} is ${session.status}`)
    Object.assign(session, { status: 'expired', url: null })
    await this.#emit('checkout.session.expired', session)
  }

  session(id: string) {
    return this.objects.sessions.get(id)
  }

  paymentIntent(id: string) {
    return this.objects.paymentIntents.get(id)
  }

  customer(id: string) {
    return this.objects.customers.get(id)
  }

  /** The customer's PaymentIntents (every one when undefined), oldest first (to count charges). */
  paymentIntentsOf(customerId: string | undefined) {
    return [...this.objects.paymentIntents.values()].filter((intent) => customerId === undefined || intent.customer === customerId)
  }

  async close() {
    await this.webhooksDelivered()
    this.#server.closeAllConnections()
    await new Promise<void>((resolve) => this.#server.close(() => resolve()))
  }

  // ----- HTTP -----

  async #handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.url)
    const method = request.method ?? 'GET'
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const rawBody = Buffer.concat(chunks).toString('utf8')
    const params: Params = qs.parse(method === 'GET' ? url.search.slice(1) : rawBody, { arrayLimit: 100, depth: 10 })
    if (url.pathname.startsWith('/checkout/')) return this.#hostedPage(method, url.pathname, params, response)
    if (!url.pathname.startsWith('/v1/'))
      return this.#json(response, { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } } })

    const idempotencyKey = text(request.headers['idempotency-key']) ?? null
    this.requests.push({ method, path: url.pathname, idempotencyKey })
    if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
      return this.#json(response, { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } } })
    }
    if (method === 'POST' && idempotencyKey) {
      const fingerprint = createHash('sha256').update(`${url.pathname}\n${rawBody}`).digest('hex')
      const earlier = this.#idempotent.get(idempotencyKey)
      if (earlier && earlier.fingerprint !== fingerprint) {
        const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`
        return this.#json(response, { status: 400, body: { error: { type: 'idempotency_error', message } } })
      }
      if (earlier) return this.#json(response, earlier.answer, { 'idempotent-replayed': 'true' })
      const answer = this.#answer(method, url.pathname, params)
      this.#idempotent.set(idempotencyKey, { fingerprint, answer })
      return this.#json(response, answer)
    }
    return this.#json(response, this.#answer(method, url.pathname, params))
  }

  #answer(method: string, path: string, params: Params): Answer {
    try {
      const body = this.#route(method, path, params)
      const expand = list(params.expand).filter((entry): entry is string => typeof entry === 'string')
      return { status: 200, body: expanded(body, expand, this.objects) }
    } catch (error) {
      if (error instanceof ApiError) return { status: error.status, body: { error: error.body } }
      throw error
    }
  }

  #route(method: string, path: string, params: Params): unknown {
    const found = (kind: string, object: object | undefined, id: string) => object ?? this.#throw(missing(kind, id))
    const routes: [string, RegExp, string[], (id: string) => unknown][] = [
      ['POST', /^\/v1\/customers$/, CUSTOMER_PARAMS, () => this.#saveCustomer(null, params)],
      ['GET', /^\/v1\/customers\/([^/]+)$/, [], (id) => this.#customer(id)],
      ['POST', /^\/v1\/customers\/([^/]+)$/, CUSTOMER_PARAMS, (id) => this.#saveCustomer(this.#customer(id), params)],
      ['GET', /^\/v1\/promotion_codes$/, ['code', 'active', 'coupon', 'customer', ...LIST_PARAMS], () => this.#listPromotionCodes(params)],
      ['GET', /^\/v1\/promotion_codes\/([^/]+)$/, [], (id) => found('promotion_code', this.objects.promotionCodes.get(id), id)],
      ['POST', /^\/v1\/checkout\/sessions$/, SESSION_PARAMS, () => this.#createSession(params)],
      ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, [], (id) => this.#session(id)],
      ['POST', /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, [], (id) => this.#expireByApi(id)],
      ['POST', /^\/v1\/payment_intents$/, PAYMENT_INTENT_PARAMS, () => this.#createPaymentIntent(params)],
      [
        'GET',
        /^\/v1\/payment_intents$/,
        ['customer', ...LIST_PARAMS],
        () => this.#list('/v1/payment_intents', this.paymentIntentsOf(text(params.customer)).reverse()),
      ],
      ['GET', /^\/v1\/payment_intents\/([^/]+)$/, [], (id) => found('payment_intent', this.objects.paymentIntents.get(id), id)],
      ['GET', /^\/v1\/setup_intents\/([^/]+)$/, [], (id) => found('setup_intent', this.objects.setupIntents.get(id), id)],
      ['GET', /^\/v1\/payment_methods\/([^/]+)$/, [], (id) => found('payment_method', this.objects.paymentMethods.get(id), id)],
      ['GET', /^\/v1\/balance$/, [], () => BALANCE],
    ]
    for (const [verb, pattern, known, handler] of routes) {
      const match = verb === method ? pattern.exec(path) : null
      if (!match) continue
      // As Stripe: a parameter the endpoint does not take is an error, not silently ignored.
      const unknown = Object.keys(params).find((key) => key !== 'expand' && !known.includes(key))
      if (unknown)
        throw new ApiError(400, { type: 'invalid_request_error', code: 'parameter_unknown', message: `Received unknown parameter: ${unknown}`, param: unknown })
      return handler(decodeURIComponent(match[1] ?? ''))
    }
    throw new ApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` })
  }

  #throw(error: ApiError): never {
    throw error
  }

  #list<T>(url: string, data: T[]) {
    return { object: 'list', data, has_more: false, url }
  }

  #customer(id: string, param?: string) {
    const customer = this.objects.customers.get(id)
    if (!customer) throw missing('customer', id, param)
    return customer
  }

  #session(id: string) {
    const session = this.objects.sessions.get(id)
    if (!session) throw missing('checkout.session', id)
    return session
  }

  #saveCustomer(existing: StandInCustomer | null, params: Params) {
    const address = params.address as Params | undefined
    const invoiceSettings = params.invoice_settings as Params | undefined
    const defaultMethod = text(invoiceSettings?.default_payment_method)
    if (defaultMethod !== undefined && defaultMethod !== '') {
      const method = this.objects.paymentMethods.get(defaultMethod)
      if (!method) throw missing('PaymentMethod', defaultMethod, 'invoice_settings[default_payment_method]')
      if (!existing || method.customer !== existing.id) {
        throw invalid(`The customer does not have a payment method with the ID ${defaultMethod}.`, 'invoice_settings[default_payment_method]')
      }
    }
    const customer: StandInCustomer = existing ?? {
      id: stripeId('cus').slice(0, 18),
      object: 'customer',
      address: null,
      balance: 0,
      created: nowSeconds(),
      default_source: null,
      description: null,
      email: null,
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: {},
      name: null,
      preferred_locales: [],
      shipping: null,
    }
    if (params.name !== undefined) customer.name = text(params.name) || null
    if (params.email !== undefined) customer.email = text(params.email) || null
    if (params.description !== undefined) customer.description = text(params.description) || null
    if (address !== undefined) {
      customer.address = {
        city: text(address.city) ?? null,
        country: text(address.country) ?? null,
        line1: text(address.line1) ?? null,
        line2: text(address.line2) ?? null,
        postal_code: text(address.postal_code) ?? null,
        state: text(address.state) ?? null,
      }
    }
    if (params.metadata !== undefined) customer.metadata = { ...customer.metadata, ...record(params.metadata) }
    if (params.preferred_locales !== undefined) customer.preferred_locales = list(params.preferred_locales).map(String)
    if (defaultMethod !== undefined) customer.invoice_settings.default_payment_method = defaultMethod || null
    this.objects.customers.set(customer.id, customer)
    return customer
  }

  #listPromotionCodes(params: Params) {
    const code = text(params.code)?.toLowerCase()
    const active = params.active === undefined ? undefined : params.active === 'true'
    const found = [...this.objects.promotionCodes.values()].filter(
      (promotion) => (code === undefined || promotion.code.toLowerCase() === code) && (active === undefined || promotion.active === active)
    )
    return this.#list('/v1/promotion_codes', found.reverse())
  }

  /** Why Stripe would refuse to apply this promotion code here, or null. */
  #refusal(promotion: StandInPromotionCode, amount: number, customer: string | null) {
    if (!promotion.active || (promotion.expires_at !== null && promotion.expires_at <= nowSeconds())) return 'This promotion code is inactive or expired.'
    if (promotion.max_redemptions !== null && promotion.times_redeemed >= promotion.max_redemptions)
      return 'This promotion code has reached its maximum redemptions.'
    if (promotion.restrictions.minimum_amount !== null && amount < promotion.restrictions.minimum_amount)
      return 'This promotion code requires a higher minimum amount.'
    if (promotion.restrictions.first_time_transaction && customer && this.objects.hasPaid(customer))
      return 'This promotion code is for first-time customers only.'
    return null
  }

  #createSession(params: Params) {
    const mode = text(params.mode)
    if (mode !== 'payment' && mode !== 'setup') throw invalid('Invalid mode: must be one of payment, setup or subscription', 'mode')
    const successUrl = text(params.success_url)
    if (!successUrl) throw invalid('Missing required param: success_url.', 'success_url')
    const customer = text(params.customer) ?? null
    if (customer) this.#customer(customer, 'customer')
    const lines = list(params.line_items).map((item, index) => {
      const line = item as Params
      const priceData = (line.price_data ?? {}) as Params
      const name = text((priceData.product_data as Params | undefined)?.name)
      if (!name) throw invalid('Missing required param: line_items[][price_data][product_data][name].', `line_items[${index}][price_data][product_data][name]`)
      if (text(priceData.currency) !== 'eur') throw invalid('The stand-in only knows currency eur.', `line_items[${index}][price_data][currency]`)
      return {
        name,
        unitAmount: integer(priceData.unit_amount, `line_items[${index}][price_data][unit_amount]`),
        quantity: integer(line.quantity, `line_items[${index}][quantity]`),
      }
    })
    if (mode === 'payment' && lines.length === 0) throw invalid('line_items is required in payment mode.', 'line_items')
    if (mode === 'setup' && lines.length > 0) throw invalid('line_items cannot be used in setup mode.', 'line_items')
    if (mode === 'setup' && !params.currency && !params.payment_method_types) throw invalid('currency is required in setup mode.', 'currency')
    const subtotal = lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0)

    const promotionCodeId = text((list(params.discounts)[0] as Params | undefined)?.promotion_code) ?? null
    let discount = 0
    let coupon: StandInCoupon | null = null
    if (promotionCodeId) {
      const promotion = this.objects.promotionCodes.get(promotionCodeId)
      if (!promotion) throw missing('promotion_code', promotionCodeId, 'discounts[0][promotion_code]')
      const refusal = this.#refusal(promotion, subtotal, customer)
      if (refusal) throw invalid(refusal, 'discounts[0][promotion_code]')
      coupon = this.objects.coupons.get(promotion.promotion.coupon as string)!
      discount = coupon.percent_off !== null ? Math.round((subtotal * coupon.percent_off) / 100) : Math.min(coupon.amount_off ?? 0, subtotal)
    }
    const intentData = (params[mode === 'setup' ? 'setup_intent_data' : 'payment_intent_data'] ?? {}) as Params
    const id = stripeId('cs_test')
    const session: StandInCheckoutSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: mode === 'payment' ? subtotal : null,
      amount_total: mode === 'payment' ? subtotal - discount : null,
      cancel_url: text(params.cancel_url) ?? null,
      client_reference_id: text(params.client_reference_id) ?? null,
      created: nowSeconds(),
      currency: mode === 'payment' ? 'eur' : (text(params.currency) ?? null),
      customer,
      discounts: promotionCodeId ? [{ coupon: coupon!.id, promotion_code: promotionCodeId }] : [],
      expires_at: nowSeconds() + 24 * 3600,
      livemode: false,
      locale: (text(params.locale) as Stripe.Checkout.Session.Locale | undefined) ?? null,
      metadata: record(params.metadata),
      mode,
      payment_intent: null,
      payment_method_types: ['card'],
      payment_status: mode === 'payment' ? 'unpaid' : 'no_payment_required',
      setup_intent: null,
      status: 'open',
      success_url: successUrl,
      total_details: mode === 'payment' ? { amount_discount: discount, amount_shipping: 0, amount_tax: 0 } : null,
      url: `${this.url}/checkout/${id}`,
    }
    this.objects.sessions.set(id, session)
    this.objects.sessionExtras.set(id, {
      lines,
      promotionCodeId,
      saveCard: mode === 'payment' && text(intentData.setup_future_usage) === 'off_session',
      intentMetadata: record(intentData.metadata),
      lastDecline: null,
    })
    return session
  }

  #expireByApi(id: string) {
    const session = this.#session(id)
    if (session.status !== 'open')
      throw invalid(`Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`)
    Object.assign(session, { status: 'expired', url: null })
    this.#later(() => this.#emit('checkout.session.expired', session))
    return session
  }

  #createPaymentIntent(params: Params) {
    const amount = integer(params.amount, 'amount')
    if (amount < 50)
      throw new ApiError(400, { type: 'invalid_request_error', code: 'amount_too_small', message: 'Amount must be at least €0.50 eur', param: 'amount' })
    const currency = text(params.currency)
    if (currency !== 'eur') throw invalid('The stand-in only knows currency eur.', 'currency')
    const customer = text(params.customer) ?? null
    if (customer) this.#customer(customer, 'customer')
    const methodId = text(params.payment_method) ?? null
    const method = methodId ? this.objects.paymentMethods.get(methodId) : undefined
    if (methodId && !method) throw missing('PaymentMethod', methodId, 'payment_method')
    if (method && method.customer !== customer) {
      throw invalid(`The provided PaymentMethod ${methodId} does not belong to the customer ${customer ?? '(none)'}.`, 'payment_method')
    }
    const fields = {
      amount,
      currency,
      customer,
      paymentMethod: methodId,
      description: text(params.description) ?? null,
      metadata: record(params.metadata),
      setupFutureUsage: null,
    }
    if (params.confirm !== 'true' || !method)
      return this.objects.newPaymentIntent({ ...fields, status: method ? 'requires_confirmation' : 'requires_payment_method' })

    const offSession = params.off_session === 'true'
    const declineCode =
      (offSession ? this.#nextOffSessionDeclines.shift() : undefined) ??
      this.objects.cardDeclines.get(method.id) ??
      (customer ? this.objects.cardDeclines.get(customer) : undefined)
    if (declineCode) {
      const code = OWN_CODE_DECLINES.has(declineCode) ? declineCode : 'card_declined'
      const message = code === 'authentication_required' ? 'Your card was declined. This transaction requires authentication.' : 'Your card was declined.'
      const intent = this.objects.newPaymentIntent({
        ...fields,
        status: 'requires_payment_method',
        lastPaymentError: { type: 'card_error', code, decline_code: declineCode, message },
      })
      this.#later(() => this.#emit('payment_intent.payment_failed', intent))
      throw new ApiError(402, { type: 'card_error', code, decline_code: declineCode, message, param: '', payment_intent: structuredClone(intent) })
    }
    const intent = this.objects.newPaymentIntent({ ...fields, status: 'succeeded' })
    this.#later(() => this.#emit('payment_intent.succeeded', intent))
    return intent
  }

  async #hostedPage(method: string, path: string, params: Params, response: ServerResponse) {
    const [, , id, action] = path.split('/')
    const session = this.objects.sessions.get(id)
    if (!session) return this.#html(response, 404, '<!doctype html><title>Not found</title><h1>No such checkout session</h1>')
    const extras = this.objects.sessionExtras.get(id)!
    if (method === 'GET' && !action) return this.#html(response, 200, hostedCheckoutPage(session, extras))
    if (method === 'POST' && action === 'cancel' && session.cancel_url) return this.#redirect(response, session.cancel_url)
    if (method === 'POST' && action === 'pay' && session.status === 'open') {
      const outcome = await this.pay(id, params.card === 'declined' ? 'declined' : 'works')
      if (outcome.status === 'paid') return this.#redirect(response, outcome.redirectUrl)
      return this.#html(response, 200, hostedCheckoutPage(session, extras))
    }
    return this.#html(response, 409, hostedCheckoutPage(session, extras))
  }

  // ----- webhooks -----

  async #emit(type: string, object: { id: string; object: string }) {
    const event: StandInEvent = {
      id: stripeId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: nowSeconds(),
      data: { object: structuredClone(object) as StandInEvent['data']['object'] },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    }
    const payload = JSON.stringify(event, null, 2)
    const sent: SentEvent = { event, payload, status: null, dropped: this.#webhooksToDrop > 0 }
    this.events.push(sent)
    if (sent.dropped) this.#webhooksToDrop -= 1
    else sent.status = await this.#post(payload)
  }

  async #post(payload: string) {
    if (!this.webhookUrl) return null
    try {
      const answer = await fetch(this.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': this.sign(payload),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
      })
      await answer.arrayBuffer()
      return answer.status
    } catch {
      return null
    }
  }

  /** Runs after the current API answer was sent, as Stripe sends webhooks asynchronously; webhooksDelivered() awaits it. */
  #later(send: () => Promise<void>) {
    const delivery = new Promise<void>((resolve) => setImmediate(resolve)).then(send)
    this.#deliveries.add(delivery)
    void delivery.finally(() => this.#deliveries.delete(delivery))
  }

  #json(response: ServerResponse, answer: Answer, headers: Record<string, string> = {}) {
    response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': stripeId('req'), 'stripe-version': API_VERSION, ...headers })
    response.end(JSON.stringify(answer.body, null, 2))
  }

  #html(response: ServerResponse, status: number, html: string) {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
    response.end(html)
  }

  #redirect(response: ServerResponse, location: string) {
    response.writeHead(303, { location })
    response.end()
  }
}
