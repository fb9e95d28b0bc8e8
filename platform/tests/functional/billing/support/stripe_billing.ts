/* The Stripe driver for one test group: @sceau/testing's Stripe stand-in, the real StripeGateway pointed at it, bound in place of the off driver. */
import ace from '@adonisjs/core/services/ace'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { BillingService, EventBus, LoggerService, MailService, TranslationService, type ChargeSettledPayload } from '@sceau/plugin-sdk/server'
import { Browser } from '@sceau/testing/browser'
import { StripeStandIn } from '@sceau/testing/stripe_stand_in'
import { BillingDesk } from '#billing/billing_desk'
import { BillingMailer } from '#billing/billing_mailer'
import { InvoiceBook } from '#billing/invoices/invoice_book'
import { StripeGateway } from '#billing/stripe_gateway'
import { StripeBillingService } from '#billing/stripe_billing_service'
import { payments } from '#billing/payments'
import { auditBilling } from '#billing/billing_audit'
import BillingReconcile from '#commands/billing_reconcile'

export interface StripeBilling {
  stripe: StripeStandIn
  desk: BillingDesk
  billing: StripeBillingService
  /** billing:charge-settled events seen since the group started. */
  settled: ChargeSettledPayload[]
}

/** Starts the stand-in (its webhooks reach this test server) and swaps the Stripe driver in; `stop` restores the off driver. */
export async function useStripeBilling(): Promise<StripeBilling & { stop(): Promise<void> }> {
  const stripe = await StripeStandIn.start({ webhookUrl: `${Browser.baseUrl()}/api/v2/billing/webhooks/stripe` })
  const gateway = new StripeGateway({ secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiBase: stripe.url })
  const events = await app.container.make(EventBus)
  const mailer = new BillingMailer(() => app.container.make(MailService), await app.container.make(TranslationService))
  const i18n = await app.container.make(TranslationService)
  const desk = new BillingDesk(gateway, await app.container.make(InvoiceBook), events, await app.container.make(LoggerService), mailer, i18n)
  const billing = new StripeBillingService(desk, await app.container.make(InvoiceBook))
  const settled: ChargeSettledPayload[] = []
  const unsubscribe = events.on('billing:charge-settled', async (payload) => {
    settled.push(payload)
  })
  app.container.swap(BillingDesk, () => desk)
  app.container.swap(BillingService, () => billing)
  return {
    stripe,
    desk,
    billing,
    settled,
    async stop() {
      app.container.restore(BillingDesk)
      app.container.restore(BillingService)
      unsubscribe()
      await stripe.close()
    },
  }
}

/** The Checkout session a payment was sent to. */
export async function sessionOf(paymentUid: string) {
  const payment = await payments.byUid(paymentUid)
  if (!payment?.checkoutSessionId) throw new Error(`payment ${paymentUid} has no Checkout session`)
  return payment.checkoutSessionId
}

export async function paymentRow(uid: string) {
  return (await payments.byUid(uid))!
}

export async function organisationRow(id: string | number) {
  return db.from('organisations').where('id', Number(id)).first()
}

export const INFO = { name: 'Ada Lovelace SARL', address: '1 rue de la Paix, 75002 Paris', legalNumber: '123 456 789' }

/**
 * `node ace billing:reconcile --check --since=<since>` as an operator runs it: its exit code (0: no
 * mismatch) and, to explain a failure, the mismatches it found.
 */
export async function reconcileCheck(since: Date) {
  await ace.boot()
  ace.ui.switchMode('raw')
  const command = await ace.create(BillingReconcile, ['--check', `--since=${since.toISOString()}`])
  await command.exec()
  const mismatches = await auditBilling(await app.container.make(BillingDesk), { since })
  return { exitCode: command.exitCode ?? 0, mismatches }
}
