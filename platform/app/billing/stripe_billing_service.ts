import { BillingService, type ChargeInput, type ChargeResult, type Invoice } from '@sceau/plugin-sdk/server'
import type { BillingDesk } from '#billing/billing_desk'
import type { InvoiceBook } from '#billing/invoices/invoice_book'
import { billingAccounts } from '#billing/billing_accounts'

/**
 * BillingService on the Stripe driver (ADR 0006 §8): a charge is paid from prepaid credits when
 * they cover it, otherwise it waits as a pending deposit payment paid on Stripe's hosted page;
 * `billing:charge-settled` tells the plugin when it is paid.
 */
export class StripeBillingService extends BillingService {
  readonly driver = 'stripe' as const

  constructor(
    private desk: BillingDesk,
    private invoices: InvoiceBook
  ) {
    super()
  }

  charge(input: ChargeInput): Promise<ChargeResult> {
    return this.desk.charges.charge(input)
  }

  credits(organisationId: number) {
    return billingAccounts.credits(organisationId)
  }

  async invoice(organisationId: number, invoiceId: string): Promise<Invoice | null> {
    return this.invoices.find(organisationId, invoiceId)
  }

  invoicePdf(organisationId: number, invoiceId: string, locale?: string) {
    return this.invoices.pdf(organisationId, invoiceId, locale)
  }

  paymentUrl(organisationId: number, ref: string, locale: string) {
    return this.desk.charges.paymentUrl(organisationId, ref, locale)
  }
}
