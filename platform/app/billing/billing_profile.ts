import db from '@adonisjs/lucid/services/db'
import type { BillingInfo, BillingOverview } from '@sceau/api-client/billing'
import { ApiError } from '@sceau/plugin-sdk/server'
import { localeOf } from '@sceau/plugin-sdk/shared'
import Organisation from '#models/organisation'
import type { InvoiceBook } from '#billing/invoices/invoice_book'
import { billingAccounts, cardOf, infoOf } from '#billing/billing_accounts'
import { E } from '#billing/billing_errors'
import type { BillingProvider } from '#billing/billing_provider'
import { payments, presentPayment } from '#billing/payments'
import { subscriptionView } from '#billing/subscription_ledger'

/** An organisation's billing as its administrators see and set it: overview, billing info, renewal switch. */
export class BillingProfile {
  constructor(
    private provider: BillingProvider,
    private invoices: InvoiceBook
  ) {}

  async overview(organisationId: number): Promise<BillingOverview> {
    const organisation = await Organisation.findOrFail(organisationId)
    const account = await billingAccounts.find(organisationId)
    const all = await payments.list(organisationId)
    const pending = all.filter((p) => p.status === 'pending')
    return {
      driver: this.provider.driver,
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
    const gateway = this.provider.gateway
    if (gateway && account?.providerCustomerId) {
      await this.provider.call(() => gateway.updateCustomer(account.providerCustomerId!, { organisationId, name: info.name, address: info.address }))
    }
    return infoOf(account)!
  }

  async setRenewal(organisationId: number, renew: boolean) {
    const organisation = await Organisation.findOrFail(organisationId)
    if (renew && organisation.plan !== 'premium') throw ApiError.conflict('E_NOT_SUBSCRIBED', `${E}notSubscribed`)
    await db.from('organisations').where('id', organisationId).update({ plan_renews: renew, updated_at: new Date() })
  }
}
