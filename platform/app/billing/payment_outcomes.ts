import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { EventBus, LoggerService } from '@sceau/plugin-sdk/server'
import type { CheckoutSessionView, OffSessionResult } from '#billing/payment_gateway'
import type { InvoiceBook } from '#billing/invoices/invoice_book'
import type { PaymentRow } from '#billing/billing_tables'
import { billingAccounts } from '#billing/billing_accounts'
import type { BillingCatalogue } from '#billing/billing_catalogue'
import type { BillingCustomers } from '#billing/billing_customers'
import { PAYMENT_ERRORS } from '#billing/billing_errors'
import type { BillingProvider } from '#billing/billing_provider'
import { payments } from '#billing/payments'
import { SubscriptionLedger } from '#billing/subscription_ledger'

type SavedCard = { id: string; brand: string; last4: string; expMonth: number; expYear: number }

/**
 * What the provider says about a payment, applied once (webhook, success page, reconciliation):
 * the payment settles, its effect (plan year, credits, card on file) and its invoice follow, and a
 * plugin's deposit hears `billing:charge-settled`.
 */
export class PaymentOutcomes {
  constructor(
    private provider: BillingProvider,
    private customers: BillingCustomers,
    private catalogue: BillingCatalogue,
    private invoices: InvoiceBook,
    private events: EventBus,
    private logger: LoggerService
  ) {}

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
      const card = session.paymentMethodId ? await this.provider.call(() => this.provider.gateway!.card(session.paymentMethodId!)) : null
      if (card && payment.kind === 'card') {
        const customer = await this.customers.customerOf(payment.organisationId)
        await this.provider.call(() => this.provider.gateway!.setDefaultCard(customer, card.id))
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

  async #succeed(payment: PaymentRow, outcome: { amountCents: number; paymentIntentId: string | null; card: SavedCard | null }) {
    const account = await billingAccounts.find(payment.organisationId)
    const buyer = await this.customers.buyerOf(payment.organisationId, account)
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
        description: this.catalogue.invoiceLine(payment, language),
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

  async #saveCard(trx: TransactionClientContract, organisationId: number, card: SavedCard) {
    await billingAccounts.upsert(
      organisationId,
      { cardPaymentMethodId: card.id, cardBrand: card.brand, cardLast4: card.last4, cardExpMonth: card.expMonth, cardExpYear: card.expYear },
      trx
    )
  }

  /** Retrieve-then-apply for one payment (reconciliation, success page). */
  async refresh(payment: PaymentRow) {
    const gateway = this.provider.gateway
    if (!gateway || payment.status !== 'pending') return payment
    if (payment.checkoutSessionId) {
      const session = await this.provider.call(() => gateway.retrieveCheckout(payment.checkoutSessionId!))
      await this.apply(session)
    } else if (payment.paymentIntentId && payment.kind === 'renewal') {
      const intent = await this.provider.call(() => gateway.retrievePaymentIntent(payment.paymentIntentId!))
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
}
