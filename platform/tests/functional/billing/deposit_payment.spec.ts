import { test } from '@japa/runner'
import { deposit, depositBody, sealed, startJobWorker, testFile, upload } from '@sceau/plugin-consignment/testing'
import { mailQueueSettled } from '@sceau/testing/mail_catcher'
import { signUp } from '@sceau/testing/personas'
import { INFO, sessionOf, reconcileCheck, useStripeBilling, type StripeBilling } from './support/stripe_billing.js'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { LoggerService } from '@sceau/plugin-sdk/server'
import { payments } from '#billing/payments'
import { JobRegistry } from '#queue/job_registry'

/** The consignment plugin charging through the Stripe driver: from credits, or by card then sealed on billing:charge-settled. */
test.group('Deposits paid on the Stripe driver', (group) => {
  let s: StripeBilling & { stop(): Promise<void> }
  // Each group checks the payments it made (set when it starts, not when the file is loaded).
  let since = new Date()
  let stopWorker: () => Promise<void>
  group.setup(async () => {
    since = new Date()
    s = await useStripeBilling()
    stopWorker = await startJobWorker()
    return async () => {
      await stopWorker()
      await s.stop()
      await mailQueueSettled()
    }
  })

  test('credits bought by card pay a deposit: approved from credits, not invoiced again (the top-up was), sealed', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    const topUp = await admin.browser.post('/billing/credits/checkout', { amountCents: 1000, info: INFO })
    await s.stripe.pay(await sessionOf(topUp.body.payment.uid))
    const created = await deposit(admin.browser, [testFile('proof.txt', 'paid from credits')], { hashOnly: true })
    assert.include(created.deposit.price, { status: 'approved', method: 'credits' })
    assert.isNull(created.deposit.invoiceId, 'ADR 0009: the VAT of credits is invoiced at top-up only')
    const credits = (await admin.browser.get('/billing')).body.creditsCents
    assert.equal(credits, 1000 - created.deposit.price.totalCents)
    await sealed(admin.browser, created.deposit.id)
  })

  test('without credits nor billing information a deposit waits for the billing information first: no Checkout, Settle refused; once saved, paid by card, invoiced to that buyer, sealed', async ({
    assert,
  }) => {
    const admin = await signUp({ language: 'en' })
    const answer = await admin.browser.post('/consignment/deposits', depositBody([testFile('card.txt', 'paid by card')], { hashOnly: true }))
    assert.equal(answer.status, 201)
    const pending = answer.body.deposit
    assert.equal(pending.state, 'payment_pending')
    assert.isNull(pending.paymentUrl, 'no payment page before the billing information')
    assert.equal(pending.paymentNeeds, 'billingInfo')
    const payment = (await payments.byChargeRef(`consignment:deposit:${pending.id}`))!
    assert.include(payment, { kind: 'deposit', status: 'pending', amountCents: pending.price.totalCents, checkoutSessionId: null })
    const settle = await admin.browser.post(`/billing/payments/${payment.uid}/settle`, {})
    assert.equal(settle.status, 409)
    assert.equal(settle.body.error.code, 'E_BILLING_INFO_REQUIRED')
    assert.equal(settle.body.error.message, 'Fill in the billing information (name and address) first: it goes on the invoice.')
    assert.isNull((await payments.byUid(payment.uid))!.checkoutSessionId, 'still no Checkout: nothing can be paid')
    assert.include((await admin.browser.get(`/consignment/deposits/${pending.id}`)).body, { paymentUrl: null, paymentNeeds: 'billingInfo' })

    assert.equal((await admin.browser.put('/billing/info', INFO)).status, 200)
    const shown = (await admin.browser.get(`/consignment/deposits/${pending.id}`)).body
    assert.match(shown.paymentUrl, /^http:\/\/127\.0\.0\.1:\d+\//)
    assert.isNull(shown.paymentNeeds)
    // Only the deposit's organisation: another administrator's success page does not find it.
    const outsider = await signUp({ language: 'en' })
    assert.equal((await outsider.browser.get(`/billing/payments/${payment.uid}`)).status, 404)

    await s.stripe.pay(await sessionOf(payment.uid))
    const done = await sealed(admin.browser, pending.id)
    assert.include(done.price, { status: 'approved', method: 'card' })
    assert.match(done.invoiceId!, /^F-/)
    assert.notProperty(done, 'paymentUrl')
    const invoice = await db.from('billing_invoices').where('number', done.invoiceId!).first()
    assert.include(invoice, { buyer_name: INFO.name, buyer_address: INFO.address, language: 'en' })
  })

  test('with the billing information saved, the new deposit answers its payment page at once', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    await admin.browser.put('/billing/info', INFO)
    const answer = await admin.browser.post('/consignment/deposits', depositBody([testFile('at-once.txt', 'paid at once')], { hashOnly: true }))
    assert.match(answer.body.deposit.paymentUrl, /^http:\/\/127\.0\.0\.1:\d+\//)
    assert.isNull(answer.body.deposit.paymentNeeds)
    const shown = await admin.browser.get(`/consignment/deposits/${answer.body.deposit.id}`)
    assert.equal(shown.body.paymentUrl, answer.body.deposit.paymentUrl, 'the detail offers the same page')
    await s.stripe.pay(await sessionOf((await payments.byChargeRef(`consignment:deposit:${answer.body.deposit.id}`))!.uid))
    await sealed(admin.browser, answer.body.deposit.id)
  })

  test('a settling event lost to a crash: the sweep asks billing again and the deposit is sealed', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    await admin.browser.put('/billing/info', INFO)
    const answer = await admin.browser.post('/consignment/deposits', depositBody([testFile('lost.txt', 'event lost')], { hashOnly: true }))
    const id = answer.body.deposit.id
    const payment = (await payments.byChargeRef(`consignment:deposit:${id}`))!
    await s.stripe.pay(await sessionOf(payment.uid))
    await sealed(admin.browser, id)
    // As if the process died between the payment's commit and the event: the deposit still waits.
    const long = new Date(Date.now() - 5 * 60_000)
    await db.from('consignment_deposits').where('uid', id).update({ state: 'payment_pending', payment_status: 'pending', invoice_id: null, updated_at: long })
    await db.from('consignment_files').where('deposit_id', db.from('consignment_deposits').where('uid', id).select('id')).update({ state: 'waiting' })
    const sweep = await app.container.make((await app.container.make(JobRegistry)).get('consignment:sweep'))
    await sweep.handle({}, { attempt: 1, jobId: 'test', logger: await app.container.make(LoggerService) })
    const moved = await db.from('consignment_deposits').where('uid', id).first()
    assert.include(moved, { state: 'sealing', payment_status: 'approved' }, 'moved on by the sweep')
    const done = await sealed(admin.browser, id)
    assert.include(done.price, { status: 'approved', method: 'card' })
    assert.equal(done.invoiceId, (await payments.byUid(payment.uid))!.invoiceNumber)
  })

  test('a file deposit paid by card: its bytes uploaded before the payment are kept, and sealed once paid', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    await admin.browser.put('/billing/info', INFO)
    const files = [testFile('report.txt', 'uploaded, then paid')]
    const created = await deposit(admin.browser, files)
    assert.equal(created.deposit.state, 'payment_pending')
    assert.isNotNull(created.upload, 'files are uploaded before going to the payment page')
    assert.isString(created.deposit.paymentUrl)
    const uploaded = await admin.browser.get(`/consignment/deposits/${created.deposit.id}`)
    assert.equal(uploaded.body.state, 'payment_pending', 'nothing is sealed before the payment')
    const payment = (await payments.byChargeRef(`consignment:deposit:${created.deposit.id}`))!
    await s.stripe.pay(await sessionOf(payment.uid))
    const done = await sealed(admin.browser, created.deposit.id)
    assert.include(done.price, { status: 'approved', method: 'card' })
  })

  test('a file deposit paid by card before its upload finished is sealed when the bytes arrive', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    await admin.browser.put('/billing/info', INFO)
    const files = [testFile('late.txt', 'paid, then uploaded')]
    const answer = await admin.browser.post('/consignment/deposits', depositBody(files))
    const created = answer.body
    const payment = (await payments.byChargeRef(`consignment:deposit:${created.deposit.id}`))!
    await s.stripe.pay(await sessionOf(payment.uid))
    assert.equal((await admin.browser.get(`/consignment/deposits/${created.deposit.id}`)).body.state, 'uploading')
    await upload(created.upload.uploadToken, files)
    await sealed(admin.browser, created.deposit.id)
  })
  test('billing:reconcile --check finds no mismatch between the provider and Sceau after these scenarios', async ({ assert }) => {
    await s.stripe.webhooksDelivered()
    const check = await reconcileCheck(since)
    assert.deepEqual(check.mismatches, [])
    assert.equal(check.exitCode, 0)
  })
})
