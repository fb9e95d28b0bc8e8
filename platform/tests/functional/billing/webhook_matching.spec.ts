import { createHmac } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { readDate } from '@sceau/plugin-sdk/server'
import { signUp, type TestAccount } from '@sceau/testing/personas'
import { StripeGateway } from '#billing/stripe_gateway'
import { INFO, organisationRow, paymentRow, sessionOf, reconcileCheck, useStripeBilling, type StripeBilling } from './support/stripe_billing.js'

const DAY = 86_400_000

/** Stripe's signature scheme, computed here and not by the product: v1 = HMAC-SHA256(secret, "<t>.<payload>"). */
function signature(secret: string, payload: string, at = Math.floor(Date.now() / 1000)) {
  return `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${payload}`).digest('hex')}`
}

async function subscribe(s: StripeBilling, admin: TestAccount) {
  const started = await admin.browser.post('/billing/subscription/checkout', { info: INFO })
  await s.stripe.pay(await sessionOf(started.body.payment.uid))
  await s.stripe.webhooksDelivered()
}

const customerOf = async (account: TestAccount) =>
  (await db.from('billing_accounts').where('organisation_id', Number(account.organisationId)).first()).provider_customer_id as string
const invoiceCount = async (account: TestAccount) =>
  Number((await db.from('billing_invoices').where('organisation_id', Number(account.organisationId)).count('* as n'))[0].n)

test.group('Billing webhooks: only the object a payment created, as it was asked for, settles it', (group) => {
  let s: StripeBilling & { stop(): Promise<void> }
  // Each group checks the payments it made (set when it starts, not when the file is loaded).
  let since = new Date()
  group.setup(async () => {
    since = new Date()
    s = await useStripeBilling()
    return () => s.stop()
  })

  const post = async (payload: string, header: string) => {
    const answer = await fetch(`http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT}/api/v2/billing/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    })
    return answer.status
  }
  let n = 0
  const event = (type: string, object: unknown) => JSON.stringify({ id: `evt_test_${Date.now()}_${n++}`, object: 'event', type, data: { object } })

  test('a declined 60 € renewal is not settled by another intent, another amount, another customer, nor a signature dated ahead', async ({ assert }) => {
    const victim = await signUp({ language: 'en' })
    const other = await signUp({ language: 'en' })
    await subscribe(s, victim)
    await subscribe(s, other)
    const expiry = new Date(Date.now() + 5 * DAY)
    await db.from('organisations').where('id', Number(victim.organisationId)).update({ plan_expires_at: expiry })
    s.stripe.declineNextOffSession('card_declined')
    await s.desk.renewals.renewDue()
    await s.stripe.webhooksDelivered()
    const [pending] = (await victim.browser.get('/billing')).body.pending
    const renewal = await paymentRow(pending.uid)
    assert.isString(renewal.paymentIntentId, 'the payment stores the intent it created')
    const victimCustomer = await customerOf(victim)
    const otherCustomer = await customerOf(other)
    const invoices = await invoiceCount(victim)
    const unchanged = async (what: string) => {
      assert.equal((await paymentRow(pending.uid)).status, 'pending', what)
      assert.equal(readDate((await organisationRow(victim.organisationId)).plan_expires_at).getTime(), expiry.getTime(), what)
      assert.equal(await invoiceCount(victim), invoices, what)
    }
    const secret = s.stripe.webhookSecret
    const intentOf = (fields: { amount: number; customer: string }) =>
      s.stripe.objects.newPaymentIntent({
        ...fields,
        currency: 'eur',
        paymentMethod: null,
        description: null,
        metadata: { payment: pending.uid },
        setupFutureUsage: null,
        status: 'succeeded',
      })

    // Another intent (0.50 € of another customer) whose metadata names the renewal.
    const unrelated = event('payment_intent.succeeded', intentOf({ amount: 50, customer: otherCustomer }))
    assert.equal(await post(unrelated, signature(secret, unrelated)), 200)
    await unchanged('another intent')
    // Another intent of the same amount and customer, still not the one the renewal created.
    const lookalike = event('payment_intent.succeeded', intentOf({ amount: 6000, customer: victimCustomer }))
    assert.equal(await post(lookalike, signature(secret, lookalike)), 200)
    await unchanged('another intent, same amount and customer')

    // The renewal's own intent, as Stripe would have it with another amount, then another customer.
    const own = s.stripe.paymentIntent(renewal.paymentIntentId!)!
    Object.assign(own, { status: 'succeeded', amount: 50, amount_received: 50, last_payment_error: null })
    const ownEvent = () => event('payment_intent.succeeded', { id: own.id, object: 'payment_intent', metadata: { payment: pending.uid } })
    const cheaper = ownEvent()
    assert.equal(await post(cheaper, signature(secret, cheaper)), 200)
    await unchanged('another amount')
    Object.assign(own, { amount: 6000, amount_received: 6000, customer: otherCustomer })
    const elsewhere = ownEvent()
    assert.equal(await post(elsewhere, signature(secret, elsewhere)), 200)
    await unchanged('another customer')

    // The right object, signed an hour ahead or an hour late: refused.
    Object.assign(own, { customer: victimCustomer })
    const right = ownEvent()
    const now = Math.floor(Date.now() / 1000)
    assert.equal(await post(right, signature(secret, right, now + 3600)), 400, 'dated an hour ahead')
    assert.equal(await post(right, signature(secret, right, now + 400)), 400, 'dated past the 5 minutes ahead')
    assert.equal(await post(right, signature(secret, right, now - 3600)), 400, 'an hour old')
    assert.equal(await post(right, signature('whsec_someone_else', right)), 400, 'another secret')
    await unchanged('signatures out of time')

    // The same event signed now: the renewal's own intent, its amount, currency and customer settle it once.
    assert.equal(await post(right, signature(secret, right)), 200)
    assert.equal((await paymentRow(pending.uid)).status, 'succeeded')
    assert.equal(readDate((await organisationRow(victim.organisationId)).plan_expires_at).getTime(), expiry.getTime() + 365 * DAY)
    assert.equal(await invoiceCount(victim), invoices + 1)
  })

  test("a paid Checkout whose reference names another organisation's payment settles nothing", async ({ assert }) => {
    const victim = await signUp({ language: 'en' })
    const payer = await signUp({ language: 'en' })
    const started = await victim.browser.post('/billing/credits/checkout', { amountCents: 5000, info: INFO })
    const topUp = started.body.payment.uid as string
    await payer.browser.put('/billing/info', INFO)
    // The payer's own small top-up creates its Stripe customer.
    const small = await payer.browser.post('/billing/credits/checkout', { amountCents: 100 })
    const gateway = new StripeGateway({ secretKey: s.stripe.secretKey, webhookSecret: s.stripe.webhookSecret, apiBase: s.stripe.url })
    const decoy = await gateway.createCheckout({
      mode: 'payment',
      customerId: await customerOf(payer),
      paymentUid: topUp,
      lines: [{ name: 'decoy', amountCents: 50, quantity: 1 }],
      successUrl: 'http://127.0.0.1/ok',
      cancelUrl: 'http://127.0.0.1/cancel',
      locale: 'en',
    })
    await s.stripe.pay(decoy.id)
    await s.stripe.webhooksDelivered()
    assert.equal((await paymentRow(topUp)).status, 'pending')
    assert.equal((await victim.browser.get('/billing')).body.creditsCents, 0)
    assert.equal(await invoiceCount(victim), 0)
    // The success page asks again: still the victim's own session, still open.
    assert.equal((await victim.browser.get(`/billing/payments/${topUp}`)).body.status, 'pending')
    assert.equal((await paymentRow(small.body.payment.uid)).status, 'pending', "the payer's own payment is not paid by the decoy either")
  })
  test('billing:reconcile --check finds no mismatch between the provider and Sceau after these scenarios', async ({ assert }) => {
    await s.stripe.webhooksDelivered()
    const check = await reconcileCheck(since)
    assert.deepEqual(check.mismatches, [])
    assert.equal(check.exitCode, 0)
  })
})
