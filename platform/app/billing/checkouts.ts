import type { BillingInfo, CheckoutStart, PromoCheck } from '@sceau/api-client/billing'
import { ApiError } from '@sceau/plugin-sdk/server'
import { LIMITS, PLAN_PRICES } from '@sceau/shared'
import { appLink } from '#mail/account_mailer'
import type { CheckoutLine, PaymentGateway } from '#billing/payment_gateway'
import type { PaymentRow } from '#billing/billing_tables'
import { billingAccounts, infoOf } from '#billing/billing_accounts'
import type { BillingCatalogue } from '#billing/billing_catalogue'
import type { BillingCustomers } from '#billing/billing_customers'
import { E, billingInfoRequired, providerError } from '#billing/billing_errors'
import type { BillingProfile } from '#billing/billing_profile'
import type { BillingProvider } from '#billing/billing_provider'
import type { PaymentOutcomes } from '#billing/payment_outcomes'
import { payments, presentPayment } from '#billing/payments'

const MAX_CREDIT_CENTS = 1_000_000
const MAX_EXTRA_MEMBERS = 500

/** Who starts a checkout: an administrator of the organisation, in their language. */
export interface Caller {
  organisationId: number
  userId: number | null
  locale: string
}

/**
 * Payments started by an administrator and paid on the provider's hosted Checkout: a subscription,
 * a credits top-up, a card change, and "settle now" for a payment that waits. On the off driver
 * each answers "online payment is not configured".
 */
export class Checkouts {
  constructor(
    private provider: BillingProvider,
    private customers: BillingCustomers,
    private catalogue: BillingCatalogue,
    private profile: BillingProfile,
    private outcomes: PaymentOutcomes
  ) {}

  /** docs/product.md §8 promo-code messages; the provider's rules decide. */
  async checkPromo(code: string, amountCents: number): Promise<PromoCheck & { promotionCodeId: string }> {
    const gateway = this.provider.required()
    const found = await this.provider.call(() => gateway.findPromotionCode(code, amountCents))
    if (found.status === 'invalid') throw ApiError.invalid({ promoCode: `${E}promoInvalid` }, `${E}promoInvalid`)
    if (found.status === 'expired') throw ApiError.invalid({ promoCode: `${E}promoExpired` }, `${E}promoExpired`)
    if (found.status === 'unusable') throw ApiError.invalid({ promoCode: `${E}promoUnusable` }, `${E}promoUnusable`)
    const off = found.percentOff ? Math.round((amountCents * found.percentOff) / 100) : (found.amountOffCents ?? 0)
    const discountCents = Math.min(amountCents, Math.max(0, off))
    return { code: found.code, amountCents: amountCents - discountCents, discountCents, promotionCodeId: found.id }
  }

  async startSubscription(caller: Caller, input: { info: BillingInfo; promoCode?: string | null; extraMembers?: number; from?: 'app' | 'cac' }) {
    const gateway = this.provider.required()
    const extraMembers = input.extraMembers ?? 0
    if (!Number.isSafeInteger(extraMembers) || extraMembers < 0 || extraMembers > MAX_EXTRA_MEMBERS)
      throw ApiError.invalid({ extraMembers: `${E}pricing` }, `${E}pricing`)
    const base = this.catalogue.subscriptionPrice(extraMembers)
    const promo = input.promoCode ? await this.checkPromo(input.promoCode, base) : null
    await this.profile.saveInfo(caller.organisationId, input.info, caller.locale)
    const lines: CheckoutLine[] = [{ name: this.catalogue.product(caller.locale, 'premiumLine'), amountCents: PLAN_PRICES.yearlyCents, quantity: 1 }]
    if (extraMembers > 0)
      lines.push({ name: this.catalogue.product(caller.locale, 'memberLine'), amountCents: PLAN_PRICES.extraMemberYearlyCents, quantity: extraMembers })
    const payment = await payments.create({
      organisationId: caller.organisationId,
      userId: caller.userId,
      kind: 'subscription',
      amountCents: promo?.amountCents ?? base,
      baseAmountCents: base,
      description:
        extraMembers > 0
          ? this.catalogue.product(caller.locale, 'premiumYearMembers', { count: extraMembers })
          : this.catalogue.product(caller.locale, 'premiumYear'),
      promoCode: promo?.code ?? null,
      promotionCodeId: promo?.promotionCodeId ?? null,
      extraMembers,
      locale: caller.locale,
      returnTo: input.from ?? 'app',
    })
    return this.#checkout(gateway, payment, lines, { mode: 'payment', saveCard: true })
  }

  async startCredits(caller: Caller, amountCents: number, info?: BillingInfo) {
    const gateway = this.provider.required()
    if (!Number.isSafeInteger(amountCents) || amountCents < LIMITS.minimumCreditEuros * 100 || amountCents > MAX_CREDIT_CENTS) {
      throw ApiError.invalid({ amountCents: `${E}minimumCredit` }, `${E}minimumCredit`)
    }
    // The top-up is invoiced (ADR 0009): its buyer is asked once, before the organisation's first invoice.
    if (info) await this.profile.saveInfo(caller.organisationId, info, caller.locale)
    else if (!infoOf(await billingAccounts.find(caller.organisationId))) {
      throw ApiError.invalid({ name: `${E}invalidName`, address: `${E}invalidAddress` }, `${E}billingInfoRequired`)
    }
    const payment = await payments.create({
      organisationId: caller.organisationId,
      userId: caller.userId,
      kind: 'credits',
      amountCents,
      description: this.catalogue.product(caller.locale, 'credits'),
      locale: caller.locale,
    })
    return this.#checkout(gateway, payment, [{ name: payment.description, amountCents, quantity: 1 }], { mode: 'payment' })
  }

  async startCard(caller: Caller) {
    const gateway = this.provider.required()
    const payment = await payments.create({
      organisationId: caller.organisationId,
      userId: caller.userId,
      kind: 'card',
      amountCents: 0,
      description: this.catalogue.product(caller.locale, 'card'),
      locale: caller.locale,
    })
    return this.#checkout(gateway, payment, [], { mode: 'setup' })
  }

  /** "Settle now": a pending payment paid on a fresh Checkout (the last one is abandoned). */
  async settle(caller: Caller, uid: string): Promise<CheckoutStart> {
    const payment = await payments.ofOrganisation(caller.organisationId, uid)
    if (!payment) throw ApiError.notFound()
    this.provider.required()
    if (payment.status !== 'pending' || payment.kind === 'card') throw ApiError.conflict('E_NOT_PENDING', `${E}notPending`)
    const url = await this.openCheckoutUrl(payment, caller.locale, true)
    return { payment: presentPayment((await payments.byUid(uid))!), url }
  }

  /** Where a pending payment is paid: its open Checkout, else a new one (`fresh`: always a new one). */
  async openCheckoutUrl(payment: PaymentRow, locale: string, fresh = false): Promise<string> {
    const gateway = this.provider.required()
    // The invoice that follows names its buyer: a deposit is paid by card only once the billing information is saved.
    if (payment.kind === 'deposit' && !infoOf(await billingAccounts.find(payment.organisationId))) throw billingInfoRequired()
    if (payment.checkoutSessionId) {
      const session = await this.provider.call(() => gateway.retrieveCheckout(payment.checkoutSessionId!))
      if (session.status === 'complete') {
        await this.outcomes.apply(session)
        throw ApiError.conflict('E_NOT_PENDING', `${E}notPending`)
      }
      if (session.status === 'open' && session.url && !fresh) return session.url
      if (session.status === 'open') await this.provider.call(() => gateway.expireCheckout(session.id))
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
    const customerId = await this.customers.customerOf(payment.organisationId)
    const query = `?payment=${payment.uid}${payment.returnTo === 'cac' ? '&from=cac' : ''}`
    const session = await this.provider.call(() =>
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
}
