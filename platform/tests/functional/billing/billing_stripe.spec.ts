import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import db from '@adonisjs/lucid/services/db'
import BillingReconcile from '#commands/billing_reconcile'
import { MailCatcher } from '@sceau/testing/mail_catcher'
import { joinOrganisation, signUp, type TestAccount } from '@sceau/testing/personas'
import { INFO, organisationRow, paymentRow, sessionOf, reconcileCheck, useStripeBilling, type StripeBilling } from './support/stripe_billing.js'
import { readDate } from '@sceau/plugin-sdk/server'
import { payments } from '#billing/payments'

const DAY = 86_400_000

/** Subscribes the admin's organisation and pays on the stand-in's hosted page; answers the payment uid. */
async function subscribe(s: StripeBilling, admin: TestAccount, extra: Record<string, unknown> = {}) {
  const started = await admin.browser.post('/billing/subscription/checkout', { info: INFO, ...extra })
  if (started.status !== 201) throw new Error(`checkout refused: ${JSON.stringify(started.body)}`)
  const outcome = await s.stripe.pay(await sessionOf(started.body.payment.uid))
  if (outcome.status !== 'paid') throw new Error('payment declined')
  return started.body.payment.uid as string
}

test.group('Billing on the Stripe driver (stand-in)', (group) => {
  let s: StripeBilling & { stop(): Promise<void> }
  // Each group checks the payments it made (set when it starts, not when the file is loaded).
  let since = new Date()
  let mail: MailCatcher
  group.setup(async () => {
    since = new Date()
    s = await useStripeBilling()
    mail = await MailCatcher.start()
    return async () => {
      await mail.stop()
      await s.stop()
    }
  })

  test('promo codes answer docs/product.md §8 messages; subscribing with one, paying and the webhook make the organisation premium with an invoice', async ({
    assert,
  }) => {
    const admin = await signUp({ language: 'en' })
    s.stripe.seedPromotionCode({ code: 'WELCOME20', percentOff: 20 })
    s.stripe.seedPromotionCode({ code: 'OLD10', percentOff: 10, expiresAt: new Date(Date.now() - DAY) })
    s.stripe.seedPromotionCode({ code: 'USEDUP', percentOff: 10, maxRedemptions: 1, timesRedeemed: 1 })
    assert.equal((await admin.browser.get('/billing/plan')).body.driver, 'stripe')

    const check = await admin.browser.post('/billing/promo-codes/check', { code: 'WELCOME20' })
    assert.deepEqual(check.body, { code: 'WELCOME20', amountCents: 4800, discountCents: 1200 })
    for (const [code, message] of [
      ['NOPE', 'Invalid Promo Code'],
      ['OLD10', 'Promo Code Expired'],
      ['USEDUP', 'Unable to Use This Promo Code'],
    ]) {
      const refused = await admin.browser.post('/billing/promo-codes/check', { code })
      assert.equal(refused.status, 422, code)
      assert.equal(refused.body.error.message, message)
      const checkout = await admin.browser.post('/billing/subscription/checkout', { info: INFO, promoCode: code })
      assert.equal(checkout.status, 422)
      assert.equal(checkout.body.error.fields.promoCode, message)
    }
    assert.lengthOf(await db.from('billing_payments').where('organisation_id', Number(admin.organisationId)), 0, 'refused codes recorded nothing')

    const started = await admin.browser.post('/billing/subscription/checkout', { info: INFO, promoCode: 'WELCOME20' })
    assert.equal(started.status, 201)
    assert.match(started.body.url, /^http:\/\/127\.0\.0\.1:\d+\//)
    assert.include(started.body.payment, { kind: 'subscription', status: 'pending', amountCents: 4800, baseAmountCents: 6000, promoCode: 'WELCOME20' })
    const session = s.stripe.session(await sessionOf(started.body.payment.uid))!
    assert.equal(session.success_url, `http://localhost:${process.env.PORT}/en/payment/success?payment=${started.body.payment.uid}`)
    assert.equal((await admin.browser.get('/billing')).body.subscription.state, 'none', 'nothing changes before the payment')

    const outcome = await s.stripe.pay(session.id)
    assert.equal(outcome.status, 'paid')
    const overview = (await admin.browser.get('/billing')).body
    assert.include(overview.subscription, { plan: 'premium', state: 'active', isPremium: true, renew: true, daysLeft: null, extraMembers: 0 })
    const expireAt = new Date(overview.subscription.expireAt).getTime()
    assert.approximately(expireAt - Date.now(), 365 * DAY, 2 * DAY)
    assert.equal(new Date(overview.subscription.nextDebitAt).getTime(), expireAt - 15 * DAY)
    assert.include(overview.card, { brand: 'visa' })
    const [payment] = overview.payments
    assert.include(payment, { uid: started.body.payment.uid, status: 'succeeded', amountCents: 4800 })
    assert.match(payment.invoiceNumber, /^F-\d{4}-\d{6}$/)
    assert.deepInclude(overview.invoices[0], { number: payment.invoiceNumber, amountCents: 4800, vatCents: 800, method: 'card' })
    const pdf = await admin.browser.get(`/billing/invoices/${payment.invoiceNumber}/pdf`)
    assert.equal(pdf.status, 200)
    assert.equal(pdf.headers.get('content-type'), 'application/pdf')

    // The success page asks again: still one payment, one invoice.
    const shown = await admin.browser.get(`/billing/payments/${started.body.payment.uid}`)
    assert.include(shown.body, { status: 'succeeded', amountCents: 4800 })
    assert.lengthOf(await db.from('billing_invoices').where('organisation_id', Number(admin.organisationId)), 1)
  })

  test('a cac administrator without premium subscribes and the gate lifts', async ({ assert }) => {
    const cac = await signUp({ language: 'fr' })
    await db.from('users').where('id', Number(cac.userId)).update({ user_type: 'cac' })
    const locked = await cac.browser.get(`/organizations/${cac.organisationId}`)
    assert.equal(locked.body.error?.code, 'E_SUBSCRIPTION_REQUIRED')
    const uid = await subscribe(s, cac, { from: 'cac' })
    assert.equal((await paymentRow(uid)).status, 'succeeded')
    assert.equal(s.stripe.session(await sessionOf(uid))!.cancel_url, `http://localhost:${process.env.PORT}/payment/cancelled?payment=${uid}&from=cac`)
    assert.equal((await cac.browser.get(`/organizations/${cac.organisationId}`)).status, 200)
  })

  test('credits: 1 € minimum, a top-up paid by card and invoiced, then a charge paid from them without a second invoice', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    const small = await admin.browser.post('/billing/credits/checkout', { amountCents: 99 })
    assert.equal(small.status, 422)
    assert.equal(small.body.error.fields.amountCents, 'The Minimum Credit Is €1')
    // The top-up is invoiced: without billing information saved, it is asked first and nothing starts.
    const unnamed = await admin.browser.post('/billing/credits/checkout', { amountCents: 1000 })
    assert.equal(unnamed.status, 422)
    assert.equal(unnamed.body.error.message, 'Fill in the billing information (name and address) first: it goes on the invoice.')
    assert.equal(unnamed.body.error.fields.name, 'Please Enter a Valid Name')
    assert.lengthOf(await db.from('billing_payments').where('organisation_id', Number(admin.organisationId)), 0)
    const started = await admin.browser.post('/billing/credits/checkout', { amountCents: 1000, info: INFO })
    assert.equal(started.status, 201)
    assert.include((await admin.browser.get('/billing')).body.info, { name: INFO.name, address: INFO.address })
    // Asked once: the next top-up needs nothing more.
    assert.equal((await admin.browser.post('/billing/credits/checkout', { amountCents: 100 })).status, 201)
    await s.stripe.pay(await sessionOf(started.body.payment.uid))
    assert.equal((await admin.browser.get('/billing')).body.creditsCents, 1000)

    const ref = `test:deposit:${started.body.payment.uid}`
    const charged = await s.billing.charge({ organisationId: Number(admin.organisationId), amountCents: 400, description: 'Deposit', ref })
    assert.include(charged, { status: 'approved', method: 'credits', creditsCents: 600 })
    assert.isUndefined(charged.invoiceId)
    assert.deepEqual(
      await s.billing.charge({ organisationId: Number(admin.organisationId), amountCents: 400, description: 'Again', ref }),
      charged,
      'once per ref'
    )
    const invoices = (await admin.browser.get('/billing')).body.invoices
    assert.deepEqual(
      invoices.map((i: { method: string; amountCents: number }) => [i.method, i.amountCents]),
      [['card', 1000]]
    )
  })

  test('a charge the credits do not cover waits for a card payment; the webhook settles it and tells the plugin', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    const organisationId = Number(admin.organisationId)
    const ref = `test:deposit:${admin.userId}`
    await admin.browser.put('/billing/info', INFO)
    const pending = await s.billing.charge({ organisationId, amountCents: 700, description: 'Deposit by card', ref })
    assert.include(pending, { status: 'pending', method: 'card', creditsCents: 0 })
    assert.match(pending.paymentUrl!, /^http:\/\/127\.0\.0\.1/)
    assert.equal(await s.billing.paymentUrl(organisationId, ref, 'en'), pending.paymentUrl, 'the open page is reused')
    assert.isNull(await s.billing.paymentUrl(organisationId + 1, ref, 'en'), "another organisation's charge")

    const payment = (await db.from('billing_payments').where('charge_ref', ref).first())!
    await s.stripe.expireSession(payment.checkout_session_id)
    const fresh = await s.billing.paymentUrl(organisationId, ref, 'en')
    assert.notEqual(fresh, pending.paymentUrl, 'an expired page is replaced')
    assert.equal((await paymentRow(payment.uid)).status, 'pending', 'an expired page does not cancel a deposit payment')

    await s.stripe.pay(await sessionOf(payment.uid))
    const settled = s.settled.find((event) => event.ref === ref)
    assert.include(settled, { organisationId, status: 'approved', method: 'card' })
    assert.match(settled!.invoiceId!, /^F-/)
    assert.isNull(await s.billing.paymentUrl(organisationId, ref, 'en'))
    assert.include(await s.billing.charge({ organisationId, amountCents: 700, description: 'again', ref }), { status: 'approved', method: 'card' })
  })

  test('renewal: charged off-session from 15 days before expiry, once per period; the year is added to the old expiry', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    await subscribe(s, admin)
    const expiry = new Date(Date.now() + 10 * DAY)
    await db.from('organisations').where('id', Number(admin.organisationId)).update({ plan_expires_at: expiry })
    assert.include((await admin.browser.get('/billing')).body.subscription, { state: 'expiring', daysLeft: 10 })
    const customer = (await db.from('billing_accounts').where('organisation_id', Number(admin.organisationId)).first()).provider_customer_id
    const before = s.stripe.paymentIntentsOf(customer).length

    await s.desk.renewals.renewDue()
    await s.desk.renewals.renewDue()
    await s.stripe.webhooksDelivered()
    assert.equal(s.stripe.paymentIntentsOf(customer).length, before + 1, 'one charge for the period')
    const organisation = await organisationRow(admin.organisationId)
    assert.equal(readDate(organisation.plan_expires_at).getTime(), expiry.getTime() + 365 * DAY)
    const renewal = (await admin.browser.get('/billing')).body.payments.find((p: { kind: string }) => p.kind === 'renewal')
    assert.include(renewal, { status: 'succeeded', amountCents: 6000 })
    assert.isString(renewal.invoiceNumber)
  })

  test('a declined renewal waits: renew-boolean true, "renewing", settle now pays it and extends the year', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    const member = await signUp({ language: 'en' })
    await subscribe(s, admin)
    await joinOrganisation(admin, member)
    const expiry = new Date(Date.now() + 5 * DAY)
    await db.from('organisations').where('id', Number(admin.organisationId)).update({ plan_expires_at: expiry })
    s.stripe.declineNextOffSession('card_declined')
    await s.desk.renewals.renewDue()
    await s.stripe.webhooksDelivered()

    const told = await mail.waitFor(admin.email, 'Your Sceau subscription could not be renewed')
    assert.include(told.parsed.text, '/app/subscriptions')
    assert.notInclude(
      mail.to(member.email).map((m) => m.parsed.subject),
      'Your Sceau subscription could not be renewed',
      'administrators only'
    )
    const waiting = '/users/organization/payments/waiting/subscription/renew/boolean'
    assert.strictEqual((await admin.browser.get(waiting)).body, true)
    assert.strictEqual((await member.browser.get(waiting)).body, false, 'false for members')
    const overview = (await admin.browser.get('/billing')).body
    assert.include(overview.subscription, { state: 'renewing', daysLeft: 5, isPremium: true })
    const [pending] = overview.pending
    assert.include(pending, { kind: 'renewal', status: 'pending', error: 'payments.invalidPaymentMethod' })
    assert.equal(readDate((await organisationRow(admin.organisationId)).plan_expires_at).getTime(), expiry.getTime(), 'not extended')

    assert.equal((await member.browser.post(`/billing/payments/${pending.uid}/settle`)).status, 403)
    const outsider = await signUp({ language: 'en' })
    assert.equal((await outsider.browser.post(`/billing/payments/${pending.uid}/settle`)).status, 404)
    assert.equal((await outsider.browser.get(`/billing/payments/${pending.uid}`)).status, 404)
    const invoice = overview.invoices[0].number
    assert.equal((await outsider.browser.get(`/billing/invoices/${invoice}/pdf`)).status, 404, "another organisation's invoice")

    const settle = await admin.browser.post(`/billing/payments/${pending.uid}/settle`)
    assert.equal(settle.status, 201)
    await s.stripe.pay(await sessionOf(pending.uid))
    assert.strictEqual((await admin.browser.get(waiting)).body, false)
    assert.equal(readDate((await organisationRow(admin.organisationId)).plan_expires_at).getTime(), expiry.getTime() + 365 * DAY)
    assert.equal((await admin.browser.post(`/billing/payments/${pending.uid}/settle`)).status, 409, 'paid: nothing left to settle')
  })

  test('webhooks: unsigned, forged or stale change nothing; a replay is a no-op; events out of order converge', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    const started = await admin.browser.post('/billing/credits/checkout', { amountCents: 500, info: INFO })
    const sessionId = await sessionOf(started.body.payment.uid)
    const session = s.stripe.session(sessionId)!
    // What an attacker would send: a "completed" event for this open session.
    const payload = JSON.stringify({
      id: 'evt_forged_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { ...session, status: 'complete', payment_status: 'paid' } },
    })
    const url = `${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT}`
    const post = (headers: Record<string, string>) =>
      fetch(`http://${url}/api/v2/billing/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: payload })
    const { default: Stripe } = await import('stripe')
    const unsigned = await post({})
    const forged = await post({ 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' }) })
    const stale = await post({ 'stripe-signature': s.stripe.sign(payload, Math.floor(Date.now() / 1000) - 3600) })
    assert.deepEqual([unsigned.status, forged.status, stale.status], [400, 400, 400])
    // Even correctly signed, the event's copy is not trusted: Stripe says the session is still open.
    const signed = await post({ 'stripe-signature': s.stripe.sign(payload) })
    assert.equal(signed.status, 200)
    assert.equal((await paymentRow(started.body.payment.uid)).status, 'pending')
    assert.equal((await admin.browser.get('/billing')).body.creditsCents, 0)

    // Dropped, then delivered late and in reverse order, then replayed: credited once.
    s.stripe.dropWebhooks(2)
    await s.stripe.pay(sessionId)
    assert.equal((await paymentRow(started.body.payment.uid)).status, 'pending', 'no webhook arrived yet')
    const events = s.stripe.events.filter((e) => e.dropped).slice(-2)
    for (const event of [...events].reverse()) assert.equal(await s.stripe.replay(event.event.id), 200)
    for (const event of events) assert.equal(await s.stripe.replay(event.event.id), 200)
    assert.equal((await paymentRow(started.body.payment.uid)).status, 'succeeded')
    assert.equal((await admin.browser.get('/billing')).body.creditsCents, 500)
    assert.lengthOf(await db.from('billing_invoices').where('organisation_id', Number(admin.organisationId)), 1)
  })

  test('a lost webhook is recovered by reconciliation', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    const started = await admin.browser.post('/billing/credits/checkout', { amountCents: 300, info: INFO })
    s.stripe.dropWebhooks(2)
    await s.stripe.pay(await sessionOf(started.body.payment.uid))
    assert.equal((await paymentRow(started.body.payment.uid)).status, 'pending')
    // What the 5-minute job runs, here through the operator's command.
    await ace.boot()
    ace.ui.switchMode('raw')
    const command = await ace.create(BillingReconcile, [])
    await command.exec()
    command.assertSucceeded()
    assert.equal((await paymentRow(started.body.payment.uid)).status, 'succeeded')
    assert.equal((await admin.browser.get('/billing')).body.creditsCents, 300)
  })

  test('renewal off: "cancelled", no debit date, and no renewal charge', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    await subscribe(s, admin, { extraMembers: 2 })
    const renewal = await admin.browser.put('/billing/subscription/renewal', { renew: false })
    assert.equal(renewal.status, 200)
    assert.include(renewal.body.subscription, {
      state: 'cancelled',
      renew: false,
      nextDebitAt: null,
      includedMembers: 5,
      extraMembers: 2,
      additionalMembers: 7,
    })
    // The members screen counts against the same number: 7 additional members, 8 people with the administrator.
    const capacity = (await admin.browser.get(`/organizations/${admin.organisationId}/members`)).body
    assert.equal(capacity.memberLimit, 8)
    await db
      .from('organisations')
      .where('id', Number(admin.organisationId))
      .update({ plan_expires_at: new Date(Date.now() + 3 * DAY) })
    await s.desk.renewals.renewDue()
    assert.lengthOf(await db.from('billing_payments').where('organisation_id', Number(admin.organisationId)).where('kind', 'renewal'), 0)
    assert.include((await admin.browser.get('/billing')).body.subscription, { state: 'cancelled', daysLeft: 3 })
  })

  test('the webhook, its replays, the success page and reconciliation racing apply a payment once', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    const started = await admin.browser.post('/billing/credits/checkout', { amountCents: 800, info: INFO })
    s.stripe.dropWebhooks(2)
    await s.stripe.pay(await sessionOf(started.body.payment.uid))
    const dropped = s.stripe.events.filter((e) => e.dropped).slice(-2)
    const [webhooks, page] = await Promise.all([
      Promise.all(dropped.flatMap((e) => [s.stripe.replay(e.event.id), s.stripe.replay(e.event.id)])),
      admin.browser.get(`/billing/payments/${started.body.payment.uid}`),
      s.desk.outcomes.reconcile(),
      s.desk.outcomes.reconcile(),
    ])
    assert.deepEqual(webhooks, [200, 200, 200, 200])
    assert.equal(page.status, 200)
    assert.equal((await paymentRow(started.body.payment.uid)).status, 'succeeded')
    assert.equal((await admin.browser.get('/billing')).body.creditsCents, 800)
    assert.lengthOf(await db.from('billing_invoices').where('organisation_id', Number(admin.organisationId)), 1)
  })

  test('a card saved on the setup page becomes the default for renewals and replaces the previous one', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    await subscribe(s, admin)
    const cardOf = async () => (await db.from('billing_accounts').where('organisation_id', Number(admin.organisationId)).first()).card_payment_method_id
    const first = await cardOf()
    assert.isString(first, 'the subscription saved its card')
    const started = await admin.browser.post('/billing/card/checkout', {})
    assert.equal(started.status, 201)
    assert.include(started.body.payment, { kind: 'card', amountCents: 0 })
    assert.equal(s.stripe.session(await sessionOf(started.body.payment.uid))!.mode, 'setup')
    await s.stripe.pay(await sessionOf(started.body.payment.uid))
    const overview = (await admin.browser.get('/billing')).body
    assert.isNotNull(overview.card)
    const account = await db.from('billing_accounts').where('organisation_id', Number(admin.organisationId)).first()
    assert.notEqual(account.card_payment_method_id, null)
    const customer = s.stripe.customer(account.provider_customer_id)!
    assert.equal(customer.invoice_settings?.default_payment_method, account.card_payment_method_id)
    assert.notEqual(await cardOf(), first, 'replaced')
    assert.lengthOf(await db.from('billing_invoices').where('organisation_id', Number(admin.organisationId)), 1, 'saving a card is not invoiced')
    assert.isUndefined(
      overview.payments.find((p: { kind: string; status: string }) => p.kind === 'card' && p.status === 'pending'),
      'no card payment left waiting'
    )
  })

  test('a renewal charge cut off before its answer was recorded is asked again under the same idempotency key: charged once', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    await subscribe(s, admin)
    const expiry = new Date(Date.now() + 12 * DAY)
    await db.from('organisations').where('id', Number(admin.organisationId)).update({ plan_expires_at: expiry })
    const account = await db.from('billing_accounts').where('organisation_id', Number(admin.organisationId)).first()
    const before = s.stripe.paymentIntentsOf(account.provider_customer_id).length
    // What renew() had done when the process died: the payment recorded, Stripe charged, the answer lost.
    const period = expiry.toISOString()
    const payment = await payments.create({
      organisationId: Number(admin.organisationId),
      userId: null,
      kind: 'renewal',
      amountCents: 6000,
      description: 'Renouvellement Sceau premium, 1 an',
      chargeRef: `renewal:${admin.organisationId}:${period}`,
    })
    s.stripe.dropWebhooks(1)
    await s.desk.gateway!.chargeOffSession({
      customerId: account.provider_customer_id,
      paymentMethodId: account.card_payment_method_id,
      amountCents: 6000,
      description: payment.description,
      paymentUid: payment.uid,
      idempotencyKey: `sceau-renewal-${admin.organisationId}-${period}`,
    })
    await s.stripe.webhooksDelivered()
    assert.equal((await paymentRow(payment.uid)).status, 'pending', 'its webhook was lost too')
    await s.desk.renewals.renewDue()
    await s.desk.renewals.renewDue()
    await s.stripe.webhooksDelivered()
    assert.equal(s.stripe.paymentIntentsOf(account.provider_customer_id).length, before + 1, 'one charge')
    assert.equal((await paymentRow(payment.uid)).status, 'succeeded')
    assert.equal(readDate((await organisationRow(admin.organisationId)).plan_expires_at).getTime(), expiry.getTime() + 365 * DAY)
  })
  test('billing:reconcile --check finds no mismatch between the provider and Sceau after these scenarios', async ({ assert }) => {
    await s.stripe.webhooksDelivered()
    const check = await reconcileCheck(since)
    assert.deepEqual(check.mismatches, [])
    assert.equal(check.exitCode, 0)
  })
})
