import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { signUp } from '@sceau/testing/personas'
import { INFO, sessionOf, reconcileCheck, useStripeBilling, type StripeBilling } from './support/stripe_billing.js'

const DAY = 86_400_000

/** The VAT inside an amount charged tax included at 20 %: a sixth, to the nearest cent (computed here, not by the product). */
const vatInside = (cents: number) => Math.round(cents / 6)

test.group('Billing: VAT invoiced once, on the money received (ADR 0009)', (group) => {
  let s: StripeBilling & { stop(): Promise<void> }
  // Each group checks the payments it made (set when it starts, not when the file is loaded).
  let since = new Date()
  group.setup(async () => {
    since = new Date()
    s = await useStripeBilling()
    return () => s.stop()
  })

  test('every invoice of an organisation summed: totals = money Stripe received, VAT = the VAT due on it, to the cent', async ({ assert }) => {
    s.stripe.seedPromotionCode({ code: 'VATONCE20', percentOff: 20 })
    const admin = await signUp({ language: 'en' })
    const organisationId = Number(admin.organisationId)
    // A subscription with a promo code, a top-up, deposits paid from the credits, a deposit paid by card, a renewal.
    const subscription = await admin.browser.post('/billing/subscription/checkout', { info: INFO, promoCode: 'VATONCE20' })
    await s.stripe.pay(await sessionOf(subscription.body.payment.uid))
    const topUp = await admin.browser.post('/billing/credits/checkout', { amountCents: 500 })
    await s.stripe.pay(await sessionOf(topUp.body.payment.uid))
    for (const n of [1, 2]) {
      const paid = await s.billing.charge({ organisationId, amountCents: 160, description: `Deposit ${n}`, ref: `vat:${organisationId}:credits:${n}` })
      assert.include(paid, { status: 'approved', method: 'credits' })
    }
    const byCard = await s.billing.charge({ organisationId, amountCents: 700, description: 'Deposit by card', ref: `vat:${organisationId}:card` })
    assert.equal(byCard.status, 'pending')
    const depositPayment = await db.from('billing_payments').where('charge_ref', `vat:${organisationId}:card`).first()
    await s.stripe.pay(await sessionOf(depositPayment.uid))
    await db
      .from('organisations')
      .where('id', organisationId)
      .update({ plan_expires_at: new Date(Date.now() + 10 * DAY) })
    await s.desk.renewals.renewDue()
    await s.stripe.webhooksDelivered()

    const customer = (await db.from('billing_accounts').where('organisation_id', organisationId).first()).provider_customer_id
    const received = s.stripe.paymentIntentsOf(customer).filter((intent) => intent.status === 'succeeded')
    assert.deepEqual(
      received.map((intent) => intent.amount),
      [4800, 500, 700, 6000],
      'what Stripe took: the discounted year, the top-up, the deposit by card, the renewal'
    )
    const invoices = await db.from('billing_invoices').where('organisation_id', organisationId)
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
    assert.equal(sum(invoices.map((i) => Number(i.amount_cents))), sum(received.map((i) => i.amount)), 'invoiced TTC = money received')
    assert.equal(sum(invoices.map((i) => Number(i.vat_cents))), sum(received.map((i) => vatInside(i.amount))), 'invoiced VAT = VAT due on it')
    assert.equal(sum(invoices.map((i) => Number(i.vat_cents))), 800 + 83 + 117 + 1000)
    assert.lengthOf(invoices, 4, 'one invoice per receipt; the credits used carry none')
    const discounted = invoices.find((i) => i.promo_code === 'VATONCE20')
    assert.equal(Number(discounted?.list_price_cents), 6000, 'the subscription invoice names its list price and promo code')
    assert.equal(Number(discounted?.amount_cents), 4800)
  })
  test('billing:reconcile --check finds no mismatch between the provider and Sceau after these scenarios', async ({ assert }) => {
    await s.stripe.webhooksDelivered()
    const check = await reconcileCheck(since)
    assert.deepEqual(check.mismatches, [])
    assert.equal(check.exitCode, 0)
  })
})
