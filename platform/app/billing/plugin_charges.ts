import db from '@adonisjs/lucid/services/db'
import { LOCALES, type ChargeInput, type ChargeResult, type LoggerService } from '@sceau/plugin-sdk/server'
import { isUniqueViolation } from '#services/engines/db_errors'
import type { PaymentRow } from '#billing/billing_tables'
import { billingAccounts, infoOf } from '#billing/billing_accounts'
import type { BillingProvider } from '#billing/billing_provider'
import type { Checkouts } from '#billing/checkouts'
import { payments } from '#billing/payments'

/** Charges of plugins (BillingService on the Stripe driver): credits when they cover it, else a deposit payment paid on a Checkout. */
export class PluginCharges {
  constructor(
    private provider: BillingProvider,
    private checkouts: Checkouts,
    private logger: LoggerService
  ) {}

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
      return { ...result, paymentUrl: await this.checkouts.openCheckoutUrl(payment, payment.locale) }
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
  async paymentUrl(organisationId: number, ref: string, locale: string) {
    const payment = await payments.byChargeRef(ref)
    if (!payment || payment.organisationId !== organisationId || payment.status !== 'pending' || !this.provider.gateway) return null
    return this.checkouts.openCheckoutUrl(payment, locale)
  }
}
