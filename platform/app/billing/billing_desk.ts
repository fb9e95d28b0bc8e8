import type { EventBus, LoggerService, TranslationService } from '@sceau/plugin-sdk/server'
import type { PaymentGateway } from '#billing/payment_gateway'
import type { InvoiceBook } from '#billing/invoices/invoice_book'
import type { BillingMailer } from '#billing/billing_mailer'
import { BillingCatalogue } from '#billing/billing_catalogue'
import { BillingCustomers } from '#billing/billing_customers'
import { BillingProfile } from '#billing/billing_profile'
import { BillingProvider } from '#billing/billing_provider'
import { Checkouts } from '#billing/checkouts'
import { PaymentOutcomes } from '#billing/payment_outcomes'
import { PluginCharges } from '#billing/plugin_charges'
import { Renewals } from '#billing/renewals'

/**
 * Billing's use cases on top of the payments table, the ledger, the invoice book and (on the
 * Stripe driver) the payment gateway, one job a part: the catalogue (plan offer, prices, product
 * names), the profile (overview, billing info, renewal switch), checkouts, the provider's outcomes
 * applied once (webhook, success page, reconciliation), renewals and plugins' charges. With no
 * gateway (the off driver) every checkout answers "online payment is not configured".
 */
export class BillingDesk {
  readonly catalogue: BillingCatalogue
  readonly profile: BillingProfile
  readonly checkouts: Checkouts
  readonly outcomes: PaymentOutcomes
  readonly renewals: Renewals
  readonly charges: PluginCharges

  constructor(
    readonly gateway: PaymentGateway | null,
    invoices: InvoiceBook,
    events: EventBus,
    logger: LoggerService,
    mailer: BillingMailer | null = null,
    i18n: TranslationService | null = null
  ) {
    const provider = new BillingProvider(gateway, logger)
    const customers = new BillingCustomers(provider)
    this.catalogue = new BillingCatalogue(provider.driver, i18n)
    this.profile = new BillingProfile(provider, invoices)
    this.outcomes = new PaymentOutcomes(provider, customers, this.catalogue, invoices, events, logger)
    this.checkouts = new Checkouts(provider, customers, this.catalogue, this.profile, this.outcomes)
    this.renewals = new Renewals(provider, this.catalogue, this.outcomes, logger, mailer)
    this.charges = new PluginCharges(provider, this.checkouts, logger)
  }
}
