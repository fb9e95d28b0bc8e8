import db from '@adonisjs/lucid/services/db'
import Organisation from '#models/organisation'
import type { InvoiceBuyer } from '#billing/invoices/invoice_book'
import type { AccountRow } from '#billing/billing_tables'
import { billingAccounts, infoOf } from '#billing/billing_accounts'
import type { BillingProvider } from '#billing/billing_provider'

/** The organisation as the provider's customer and as an invoice's buyer. */
export class BillingCustomers {
  constructor(private provider: BillingProvider) {}

  /** The provider's customer of the organisation, created on first use with its billing info. */
  async customerOf(organisationId: number): Promise<string> {
    const gateway = this.provider.required()
    const account = await billingAccounts.find(organisationId)
    if (account?.providerCustomerId) return account.providerCustomerId
    const buyer = await this.buyerOf(organisationId, account)
    const id = await this.provider.call(() => gateway.createCustomer({ organisationId, name: buyer.name, address: buyer.address }))
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
}
