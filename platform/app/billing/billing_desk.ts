import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { BillingInfo, BillingOverview, CheckoutStart, PlanOffer, PromoCheck, PaymentsDriver } from '@sceau/api-client/billing'
import { ApiError, EventBus, LOCALES, LoggerService, type ChargeInput, type ChargeResult, type TranslationService } from '@sceau/plugin-sdk/server'
import { localeOf } from '@sceau/plugin-sdk/shared'
import { LIMITS, PLAN_PRICES } from '@sceau/shared'
import Organisation from '#models/organisation'
import { appLink } from '#mail/account_mailer'
import { isUniqueViolation } from '#services/engines/db_errors'
import type { CheckoutLine, CheckoutSessionView, OffSessionResult, PaymentGateway } from '#billing/payment_gateway'
import type { InvoiceBook, InvoiceBuyer } from '#billing/invoices/invoice_book'
import type { BillingMailer } from '#billing/billing_mailer'
import type { AccountRow, PaymentRow } from '#billing/billing_tables'
import { billingAccounts, cardOf, infoOf } from '#billing/billing_accounts'
import { payments, presentPayment } from '#billing/payments'
import { INCLUDED_MEMBERS, SubscriptionLedger, extraMembersOf, subscriptionView } from '#billing/subscription_ledger'

const E = 'billing.errors.'
/** Catalogue keys (web: billing.payments.*) kept on a payment that failed or waits after a refusal. */
export const PAYMENT_ERRORS = {
  failed: 'payments.failed',
  invalidPaymentMethod: 'payments.invalidPaymentMethod',
  missingInformation: 'payments.missingInformation',
  organization: 'payments.organization',
} as const

const MAX_CREDIT_CENTS = 1_000_000
const MAX_EXTRA_MEMBERS = 500

export interface Caller {
  organisationId: number
  userId: number | null
  locale: string
}

/** The payment provider failed: docs/product.md §8 "A problem occurred with the payment organization". */
export const providerError = () => new ApiError(502, 'E_PAYMENT_PROVIDER', `${E}organization`)
export const paymentsOff = () => ApiError.conflict('E_PAYMENTS_OFF', `${E}paymentsOff`)
/** A deposit's card payment is invoiced: its buyer is asked first, as a top-up's (issue 25). */
export const billingInfoRequired = () => ApiError.conflict('E_BILLING_INFO_REQUIRED', `${E}billingInfoRequired`)

/**
 * Billing's use cases on top of the payments table, the ledger, the invoice book and (on the
 * Stripe driver) the payment gateway: plan offer, overview, billing info, promo codes, checkouts,
 * applying what the provider says (webhook, success page, reconciliation), renewals, deposit charges.
 * With no gateway (the off driver) every checkout answers "online payment is not configured".
 */
export class BillingDesk {
  constructor(
    readonly gateway: PaymentGateway | null,
    private invoices: InvoiceBook,
    private events: EventBus,
    private logger: LoggerService,
    private mailer: BillingMailer | null = null,
    private i18n: TranslationService | null = null
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

  get driver(): PaymentsDriver {
    return this.gateway ? 'stripe' : 'off'
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

  async overview(organisationId: number): Promise<BillingOverview> {
    const organisation = await Organisation.findOrFail(organisationId)
    const account = await billingAccounts.find(organisationId)
    const all = await payments.list(organisationId)
    const pending = all.filter((p) => p.status === 'pending')
    return {
      driver: this.driver,
      subscription: subscriptionView(organisation, pending, new Date(), {
        bought: all.some((p) => (p.kind === 'subscription' || p.kind === 'renewal') && p.status === 'succeeded'),
      }),
      info: infoOf(account),
      creditsCents: account?.creditsCents ?? 0,
      card: cardOf(account),
      payments: all.filter((p) => p.status !== 'pending' || p.kind !== 'card').map(presentPayment),
      pending: pending.filter((p) => p.kind !== 'card' && p.kind !== 'subscription' && p.kind !== 'credits').map(presentPayment),
      invoices: await this.invoices.list(organisationId),
    }
  }

  /** docs/product.md §7: a renewal payment waits for the organisation. */
  async renewalPending(organisationId: number) {
    const row = await db.from('billing_payments').where('organisation_id', organisationId).where('kind', 'renewal').where('status', 'pending').first()
    return Boolean(row)
  }

  /** `fillerLocale`: the language of whoever fills the form, the profile's language when none is given or kept. */
  async saveInfo(organisationId: number, info: BillingInfo, fillerLocale: string) {
    const before = await billingAccounts.find(organisationId)
    const language = info.language ?? before?.billingLanguage ?? localeOf(fillerLocale)
    const values = { billingName: info.name, billingAddress: info.address, billingLegalNumber: info.legalNumber || null, billingLanguage: language }
    await billingAccounts.upsert(organisationId, values)
    const account = await billingAccounts.find(organisationId)
    if (this.gateway && account?.providerCustomerId) {
      await this.#provider(() => this.gateway!.updateCustomer(account.providerCustomerId!, { organisationId, name: info.name, address: info.address }))
    }
    return infoOf(account)!
  }

  async setRenewal(organisationId: number, renew: boolean) {
    const organisation = await Organisation.findOrFail(organisationId)
    if (renew && organisation.plan !== 'premium') throw ApiError.conflict('E_NOT_SUBSCRIBED', `${E}notSubscribed`)
    await db.from('organisations').where('id', organisationId).update({ plan_renews: renew, updated_at: new Date() })
  }

  subscriptionPrice(extraMembers: number) {
    return PLAN_PRICES.yearlyCents + extraMembers * PLAN_PRICES.extraMemberYearlyCents
  }

  /** docs/product.md §8 promo-code messages; the provider's rules decide. */
  async checkPromo(code: string, amountCents: number): Promise<PromoCheck & { promotionCodeId: string }> {
    const gateway = this.#gateway()
    const found = await this.#provider(() => gateway.findPromotionCode(code, amountCents))
    if (found.status === 'invalid') throw ApiError.invalid({ promoCode: `${E}promoInvalid` }, `${E}promoInvalid`)
    if (found.status === 'expired') throw ApiError.invalid({ promoCode: `${E}promoExpired` }, `${E}promoExpired`)
    if (found.status === 'unusable') throw ApiError.invalid({ promoCode: `${E}promoUnusable` }, `${E}promoUnusable`)
    const off = found.percentOff ? Math.round((amountCents * found.percentOff) / 100) : (found.amountOffCents ?? 0)
    const discountCents = Math.min(amountCents, Math.max(0, off))
    return { code: found.code, amountCents: amountCents - discountCents, discountCents, promotionCodeId: found.id }
  }

  async startSubscription(caller: Caller, input: { info: BillingInfo; promoCode?: string | null; extraMembers?: number; from?: 'app' | 'cac' }) {
    const gateway = this.#gateway()
    const extraMembers = input.extraMembers ?? 0
    if (!Number.isSafeInteger(extraMembers) || extraMembers < 0 || extraMembers > MAX_EXTRA_MEMBERS)
      throw ApiError.invalid({ extraMembers: `${E}pricing` }, `${E}pricing`)
    const base = this.subscriptionPrice(extraMembers)
    const promo = input.promoCode ? await this.checkPromo(input.promoCode, base) : null
    await this.saveInfo(caller.organisationId, input.info, caller.locale)
    const lines: CheckoutLine[] = [{ name: this.product(caller.locale, 'premiumLine'), amountCents: PLAN_PRICES.yearlyCents, quantity: 1 }]
    if (extraMembers > 0)
      lines.push({ name: this.product(caller.locale, 'memberLine'), amountCents: PLAN_PRICES.extraMemberYearlyCents, quantity: extraMembers })
    const payment = await payments.create({
      organisationId: caller.organisationId,
      userId: caller.userId,
      kind: 'subscription',
      amountCents: promo?.amountCents ?? base,
      baseAmountCents: base,
      description: extraMembers > 0 ? this.product(caller.locale, 'premiumYearMembers', { count: extraMembers }) : this.product(caller.locale, 'premiumYear'),
      promoCode: promo?.code ?? null,
      promotionCodeId: promo?.promotionCodeId ?? null,
      extraMembers,
      locale: caller.locale,
      returnTo: input.from ?? 'app',
    })
    return this.#checkout(gateway, payment, lines, { mode: 'payment', saveCard: true })
  }

  async startCredits(caller: Caller, amountCents: number, info?: BillingInfo) {
    const gateway = this.#gateway()
    if (!Number.isSafeInteger(amountCents) || amountCents < LIMITS.minimumCreditEuros * 100 || amountCents > MAX_CREDIT_CENTS) {
      throw ApiError.invalid({ amountCents: `${E}minimumCredit` }, `${E}minimumCredit`)
    }
    // The top-up is invoiced (ADR 0009): its buyer is asked once, before the organisation's first invoice.
    if (info) await this.saveInfo(caller.organisationId, info, caller.locale)
    else if (!infoOf(await billingAccounts.find(caller.organisationId))) {
      throw ApiError.invalid({ name: `${E}invalidName`, address: `${E}invalidAddress` }, `${E}billingInfoRequired`)
    }
    const payment = await payments.create({
      organisationId: caller.organisationId,
      userId: caller.userId,
      kind: 'credits',
      amountCents,
      description: this.product(caller.locale, 'credits'),
      locale: caller.locale,
    })
    return this.#checkout(gateway, payment, [{ name: payment.description, amountCents, quantity: 1 }], { mode: 'payment' })
  }

  async startCard(caller: Caller) {
    const gateway = this.#gateway()
    const payment = await payments.create({
      organisationId: caller.organisationId,
      userId: caller.userId,
      kind: 'card',
      amountCents: 0,
      description: this.product(caller.locale, 'card'),
      locale: caller.locale,
    })
    return this.#checkout(gateway, payment, [], { mode: 'setup' })
  }

  /** "Settle now": a pending payment paid on a fresh Checkout (the last one is abandoned). */
  async settle(caller: Caller, uid: string): Promise<CheckoutStart> {
    const payment = await payments.ofOrganisation(caller.organisationId, uid)
    if (!payment) throw ApiError.notFound()
    this.#gateway()
    if (payment.status !== 'pending' || payment.kind === 'card') throw ApiError.conflict('E_NOT_PENDING', `${E}notPending`)
    const url = await this.openCheckoutUrl(payment, caller.locale, true)
    return { payment: presentPayment((await payments.byUid(uid))!), url }
  }

  /** Where a pending payment is paid: its open Checkout, else a new one (`fresh`: always a new one). */
  async openCheckoutUrl(payment: PaymentRow, locale: string, fresh = false): Promise<string> {
    const gateway = this.#gateway()
    // The invoice that follows names its buyer: a deposit is paid by card only once the billing information is saved.
    if (payment.kind === 'deposit' && !infoOf(await billingAccounts.find(payment.organisationId))) throw billingInfoRequired()
    if (payment.checkoutSessionId) {
      const session = await this.#provider(() => gateway.retrieveCheckout(payment.checkoutSessionId!))
      if (session.status === 'complete') {
        await this.apply(session)
        throw ApiError.conflict('E_NOT_PENDING', `${E}notPending`)
      }
      if (session.status === 'open' && session.url && !fresh) return session.url
      if (session.status === 'open') await this.#provider(() => gateway.expireCheckout(session.id))
    }
    const lines = [{ name: payment.description, amountCents: payment.amountCents, quantity: 1 }]
    const started = await this.#checkout(gateway, { ...payment, locale }, lines, { mode: 'payment', saveCard: payment.kind === 'renewal' })
    return started.url
  }

  async #checkout(
    gateway: PaymentGateway,
    payment: PaymentRow,
    lines: CheckoutLine[],
    options: { mode: 'payment' | 'setup'; saveCard?: boolean }
  ): Promise<CheckoutStart> {
    const customerId = await this.customerOf(payment.organisationId)
    const query = `?payment=${payment.uid}${payment.returnTo === 'cac' ? '&from=cac' : ''}`
    const session = await this.#provider(() =>
      gateway.createCheckout({
        mode: options.mode,
        customerId,
        paymentUid: payment.uid,
        lines,
        promotionCodeId: payment.promotionCodeId,
        saveCard: options.saveCard ?? false,
        successUrl: appLink(payment.locale, `/payment/success${query}`),
        cancelUrl: appLink(payment.locale, `/payment/cancelled${query}`),
        locale: payment.locale,
      })
    )
    await payments.update(payment.id, { checkoutSessionId: session.id })
    if (!session.url) throw providerError()
    return { payment: presentPayment((await payments.byUid(payment.uid))!), url: session.url }
  }

  /** The provider's customer of the organisation, created on first use with its billing info. */
  async customerOf(organisationId: number): Promise<string> {
    const gateway = this.#gateway()
    const account = await billingAccounts.find(organisationId)
    if (account?.providerCustomerId) return account.providerCustomerId
    const buyer = await this.buyerOf(organisationId, account)
    const id = await this.#provider(() => gateway.createCustomer({ organisationId, name: buyer.name, address: buyer.address }))
    // Two first payments at once: the first id stored wins, the other customer stays unused.
    await billingAccounts.upsert(organisationId, {})
    await db.from('billing_accounts').where('organisation_id', organisationId).whereNull('provider_customer_id').update({ provider_customer_id: id })
    return (await billingAccounts.find(organisationId))!.providerCustomerId!
  }

  async buyerOf(organisationId: number, account?: AccountRow | null): Promise<InvoiceBuyer> {
    const info = infoOf(account === undefined ? await billingAccounts.find(organisationId) : account)
    if (info) return info
    const organisation = await Organisation.find(organisationId)
    return { name: organisation?.name ?? '', address: '', legalNumber: null }
  }

  // ----- what the provider says, applied once -----

  /**
   * A payment's Checkout as the provider has it now (webhook, success page, reconciliation). The
   * payment is the one that created this session (its stored id), never one the metadata names,
   * and a paid session applies only when its amount, currency and customer are the payment's.
   */
  async apply(session: CheckoutSessionView) {
    const payment = await payments.bySession(session.id)
    if (!payment || payment.status !== 'pending') return payment
    if (session.status === 'complete' && (session.paymentStatus === 'paid' || session.paymentStatus === 'no_payment_required')) {
      const mismatch = await this.mismatch(payment, {
        amountCents: payment.kind === 'card' ? 0 : session.amountTotalCents,
        currency: session.currency,
        customerId: session.customerId,
      })
      if (mismatch) return this.#refused(payment, session.id, mismatch)
      const card = session.paymentMethodId ? await this.#provider(() => this.gateway!.card(session.paymentMethodId!)) : null
      if (card && payment.kind === 'card') {
        const customer = await this.customerOf(payment.organisationId)
        await this.#provider(() => this.gateway!.setDefaultCard(customer, card.id))
      }
      await this.#succeed(payment, {
        amountCents: payment.amountCents,
        paymentIntentId: session.paymentIntentId,
        card: card && (payment.kind === 'card' || payment.kind === 'subscription' || payment.kind === 'renewal') ? card : null,
      })
    } else if (session.status === 'complete') {
      // Paid by a method that confirms later: "activation in progress" until it does.
      if (session.paymentIntentId && !payment.paymentIntentId) await payments.update(payment.id, { paymentIntentId: session.paymentIntentId })
    } else if (session.status === 'expired') {
      // Abandoned: a top-up, subscription or card change is over; a renewal or deposit still waits (settle now).
      if (payment.kind === 'subscription' || payment.kind === 'credits' || payment.kind === 'card') {
        await db.transaction((trx) => payments.settle(payment.id, 'cancelled', {}, trx))
      }
    }
    return payments.byUid(payment.uid)
  }

  /**
   * An off-session charge (renewal) as the provider has it now: only the intent this payment
   * created (or, before its id is stored, the one just created for it), with the payment's amount,
   * currency and customer.
   */
  async applyIntent(payment: PaymentRow, result: OffSessionResult) {
    if (payment.status !== 'pending') return
    if (payment.paymentIntentId && result.paymentIntentId !== payment.paymentIntentId) {
      this.#refused(payment, result.paymentIntentId, 'id')
      return
    }
    if (result.status !== 'failed' || result.amountCents !== null) {
      const mismatch = await this.mismatch(payment, result)
      if (mismatch) {
        this.#refused(payment, result.paymentIntentId, mismatch)
        return
      }
    }
    if (result.status === 'succeeded') await this.#succeed(payment, { amountCents: payment.amountCents, paymentIntentId: result.paymentIntentId, card: null })
    else if (result.status === 'failed') {
      const error =
        result.failureCode === 'authentication_required' || result.failureCode === 'card_declined' ? PAYMENT_ERRORS.invalidPaymentMethod : PAYMENT_ERRORS.failed
      await payments.update(payment.id, { error, paymentIntentId: result.paymentIntentId ?? payment.paymentIntentId })
    } else if (result.paymentIntentId && !payment.paymentIntentId) await payments.update(payment.id, { paymentIntentId: result.paymentIntentId })
  }

  /** What differs between a payment and the provider's object said to pay it (null: it matches). */
  async mismatch(
    payment: PaymentRow,
    seen: { amountCents: number | null; currency: string | null; customerId: string | null }
  ): Promise<'amount' | 'currency' | 'customer' | null> {
    if (seen.amountCents !== payment.amountCents) return 'amount'
    if (seen.currency?.toLowerCase() !== 'eur') return 'currency'
    const account = await billingAccounts.find(payment.organisationId)
    if (!account?.providerCustomerId || seen.customerId !== account.providerCustomerId) return 'customer'
    return null
  }

  #refused(payment: PaymentRow, objectId: string | null, what: string) {
    this.logger.warn('billing: a provider object does not match its payment; nothing applied', { payment: payment.uid, object: objectId, mismatch: what })
    return payment
  }

  async #succeed(
    payment: PaymentRow,
    outcome: {
      amountCents: number
      paymentIntentId: string | null
      card: { id: string; brand: string; last4: string; expMonth: number; expYear: number } | null
    }
  ) {
    const account = await billingAccounts.find(payment.organisationId)
    const buyer = await this.buyerOf(payment.organisationId, account)
    // The invoice speaks the billing profile's language (issue 25), not the payer's.
    const language = account?.billingLanguage ?? payment.locale
    const invoiceNumber = await db.transaction(async (trx) => {
      const won = await payments.settle(
        payment.id,
        'succeeded',
        { amountCents: outcome.amountCents, paymentIntentId: outcome.paymentIntentId, error: null },
        trx
      )
      if (!won) return null
      if (outcome.card) await this.#saveCard(trx, payment.organisationId, outcome.card)
      if (payment.kind === 'subscription' || payment.kind === 'renewal') await SubscriptionLedger.fulfil(trx, payment.organisationId, payment.extraMembers)
      if (payment.kind === 'credits') await billingAccounts.addCredits(payment.organisationId, outcome.amountCents, trx)
      if (payment.kind === 'card' || outcome.amountCents <= 0) return null
      const invoice = await this.invoices.issue(trx, {
        organisationId: payment.organisationId,
        paymentId: payment.id,
        chargeRef: payment.chargeRef,
        description: this.invoiceLine(payment, language),
        amountCents: outcome.amountCents,
        method: 'card',
        buyer,
        language,
        listPriceCents: payment.baseAmountCents,
        promoCode: payment.promoCode,
      })
      await payments.update(payment.id, { invoiceNumber: invoice.number }, trx)
      return invoice.number
    })
    if (payment.kind === 'deposit' && payment.chargeRef) {
      const settled = await payments.byUid(payment.uid)
      if (settled?.status === 'succeeded') {
        await this.events.emit('billing:charge-settled', {
          ref: payment.chargeRef,
          organisationId: payment.organisationId,
          status: 'approved',
          method: 'card',
          ...(settled.invoiceNumber ? { invoiceId: settled.invoiceNumber } : {}),
        })
      }
    }
    return invoiceNumber
  }

  async #saveCard(
    trx: TransactionClientContract,
    organisationId: number,
    card: { id: string; brand: string; last4: string; expMonth: number; expYear: number }
  ) {
    await billingAccounts.upsert(
      organisationId,
      { cardPaymentMethodId: card.id, cardBrand: card.brand, cardLast4: card.last4, cardExpMonth: card.expMonth, cardExpYear: card.expYear },
      trx
    )
  }

  /** Retrieve-then-apply for one payment (reconciliation, success page). */
  async refresh(payment: PaymentRow) {
    if (!this.gateway || payment.status !== 'pending') return payment
    if (payment.checkoutSessionId) {
      const session = await this.#provider(() => this.gateway!.retrieveCheckout(payment.checkoutSessionId!))
      await this.apply(session)
    } else if (payment.paymentIntentId && payment.kind === 'renewal') {
      const intent = await this.#provider(() => this.gateway!.retrievePaymentIntent(payment.paymentIntentId!))
      await this.applyIntent(payment, intent)
    }
    return (await payments.byUid(payment.uid))!
  }

  /** Every pending payment asked of the provider again: a lost webhook is recovered here. */
  async reconcile() {
    let applied = 0
    for (const payment of await payments.pending()) {
      try {
        const after = await this.refresh(payment)
        if (after.status !== 'pending') applied++
      } catch (error) {
        this.logger.warn('billing: reconciliation of a payment failed', { payment: payment.uid, error: String(error) })
      }
    }
    return applied
  }

  // ----- renewals -----

  /** Premium organisations renewing within 15 days of expiry are charged once per period, off-session (never once it has ended). */
  async renewDue(now = new Date()) {
    if (!this.gateway) return 0
    const horizon = new Date(now.getTime() + LIMITS.borrowedTimeDays * 86_400_000)
    const due = await Organisation.query()
      .where('plan', 'premium')
      .where('plan_renews', true)
      .where('plan_expires_at', '>', now)
      .where('plan_expires_at', '<=', horizon)
    let charged = 0
    for (const organisation of due) {
      try {
        if (await this.renew(organisation)) charged++
      } catch (error) {
        this.logger.warn('billing: renewal failed', { organisationId: organisation.id, error: String(error) })
      }
    }
    return charged
  }

  /** One renewal per organisation and period: the ref (and the provider's idempotency key) is the expiry being renewed. */
  async renew(organisation: Organisation) {
    const gateway = this.#gateway()
    const period = organisation.planExpiresAt!.toUTC().toISO()!
    const ref = `renewal:${organisation.id}:${period}`
    const existing = await payments.byChargeRef(ref)
    const interrupted =
      existing?.status === 'pending' &&
      !existing.paymentIntentId &&
      !existing.checkoutSessionId &&
      (existing.error === null || existing.error === PAYMENT_ERRORS.organization)
    if (existing && !interrupted) return false
    const extraMembers = extraMembersOf(organisation)
    // The renewal speaks the language its subscription was bought in.
    const bought = await db
      .from('billing_payments')
      .where('organisation_id', organisation.id)
      .whereIn('kind', ['subscription', 'renewal'])
      .orderBy('id', 'desc')
      .first()
    const locale: string = bought?.locale ?? 'fr'
    let payment: PaymentRow
    try {
      // A charge cut off before its answer was recorded (crash, Stripe unreachable) is asked again
      // under the same idempotency key: Stripe answers the same PaymentIntent, never a second charge.
      payment =
        existing ??
        (await payments.create({
          organisationId: organisation.id,
          userId: null,
          kind: 'renewal',
          amountCents: this.subscriptionPrice(extraMembers),
          description: extraMembers > 0 ? this.product(locale, 'renewalMembers', { count: extraMembers }) : this.product(locale, 'renewal'),
          extraMembers,
          locale,
          chargeRef: ref,
        }))
    } catch (error) {
      if (isUniqueViolation(error)) return false
      throw error
    }
    const account = await billingAccounts.find(organisation.id)
    if (!account?.cardPaymentMethodId || !account.providerCustomerId) {
      await payments.update(payment.id, { error: PAYMENT_ERRORS.missingInformation })
      await this.#tellAdmins(organisation)
      return true
    }
    let result: OffSessionResult
    try {
      result = await gateway.chargeOffSession({
        customerId: account.providerCustomerId,
        paymentMethodId: account.cardPaymentMethodId,
        amountCents: payment.amountCents,
        description: payment.description,
        paymentUid: payment.uid,
        idempotencyKey: `sceau-renewal-${organisation.id}-${period}`,
      })
    } catch (error) {
      await payments.update(payment.id, { error: PAYMENT_ERRORS.organization })
      throw error
    }
    await this.applyIntent(payment, result)
    if (result.status === 'failed') await this.#tellAdmins(organisation)
    return true
  }

  /** The renewal was not paid: the administrators hear of it once (the banner says it too). */
  async #tellAdmins(organisation: Organisation) {
    await this.mailer?.renewalFailed(organisation.id, organisation.planExpiresAt?.toJSDate() ?? null).catch((error: unknown) => {
      this.logger.warn('billing: renewal mail not queued', { organisationId: organisation.id, error: String(error) })
    })
  }

  // ----- charges of plugins (BillingService) -----

  /** Credits when they cover it, else (card payments on) a pending deposit payment paid on a Checkout. */
  async charge(input: ChargeInput): Promise<ChargeResult> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 0) throw new TypeError('amountCents must be a non-negative integer')
    const existing = await payments.byChargeRef(input.ref)
    if (existing) return this.#chargeResult(existing)
    if (input.amountCents === 0) return { status: 'approved', method: 'not_collected', creditsCents: await billingAccounts.credits(input.organisationId) }
    let payment: PaymentRow
    try {
      // Credits are single-purpose vouchers (ADR 0009): their VAT was invoiced at top-up, so using them issues no second invoice.
      payment = await db.transaction(async (trx) => {
        const debited = await billingAccounts.debitCredits(input.organisationId, input.amountCents, trx)
        return payments.create(
          {
            organisationId: input.organisationId,
            userId: null,
            kind: 'deposit',
            method: debited ? 'credits' : 'card',
            status: debited ? 'succeeded' : 'pending',
            amountCents: input.amountCents,
            description: input.description,
            chargeRef: input.ref,
            ...((LOCALES as readonly (string | undefined)[]).includes(input.locale) ? { locale: input.locale } : {}),
          },
          trx
        )
      })
    } catch (error) {
      // Another request charged this ref first: its answer is ours.
      if (!isUniqueViolation(error)) throw error
      return this.#chargeResult((await payments.byChargeRef(input.ref))!)
    }
    const result = await this.#chargeResult((await payments.byUid(payment.uid))!)
    if (result.status !== 'pending') return result
    // No Checkout before the invoice's buyer is known: the deposit waits; paymentUrl says why.
    if (!infoOf(await billingAccounts.find(input.organisationId))) return result
    try {
      return { ...result, paymentUrl: await this.openCheckoutUrl(payment, payment.locale) }
    } catch (error) {
      this.logger.warn('billing: no Checkout for a deposit payment yet', { payment: payment.uid, error: String(error) })
      return result
    }
  }

  async #chargeResult(payment: PaymentRow): Promise<ChargeResult> {
    const status = payment.status === 'succeeded' ? 'approved' : payment.status === 'pending' ? 'pending' : 'refused'
    return {
      status,
      method: payment.method,
      ...(payment.invoiceNumber ? { invoiceId: payment.invoiceNumber } : {}),
      creditsCents: await billingAccounts.credits(payment.organisationId),
    }
  }

  /** Where a pending charge is paid; refused with E_BILLING_INFO_REQUIRED while the billing information is missing. */
  async chargePaymentUrl(organisationId: number, ref: string, locale: string) {
    const payment = await payments.byChargeRef(ref)
    if (!payment || payment.organisationId !== organisationId || payment.status !== 'pending' || !this.gateway) return null
    return this.openCheckoutUrl(payment, locale)
  }

  #gateway(): PaymentGateway {
    if (!this.gateway) throw paymentsOff()
    return this.gateway
  }

  /** A provider call; its failure is docs/product.md §8's "problem with the payment organization". */
  async #provider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call()
    } catch (error) {
      if (error instanceof ApiError) throw error
      this.logger.warn('billing: payment provider call failed', { error: String(error) })
      throw providerError()
    }
  }
}
