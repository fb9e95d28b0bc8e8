import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { signUp } from '@sceau/testing/personas'
import { payments } from '#billing/payments'
import { INFO, paymentRow, reconcileCheck, sessionOf, useStripeBilling, type StripeBilling } from './support/stripe_billing.js'

test.group('billing:reconcile --check (issue 25)', (group) => {
  let s: StripeBilling & { stop(): Promise<void> }
  // Each group checks the payments it made (set when it starts, not when the file is loaded).
  let since = new Date()
  group.setup(async () => {
    since = new Date()
    s = await useStripeBilling()
    return () => s.stop()
  })

  test('lists a payment state, an amount and a missing invoice that differ from the provider, and changes nothing', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    const organisationId = Number(admin.organisationId)
    const subscription = await admin.browser.post('/billing/subscription/checkout', { info: INFO })
    await s.stripe.pay(await sessionOf(subscription.body.payment.uid))
    const paidTopUp = await admin.browser.post('/billing/credits/checkout', { amountCents: 700 })
    await s.stripe.pay(await sessionOf(paidTopUp.body.payment.uid))
    const openTopUp = await admin.browser.post('/billing/credits/checkout', { amountCents: 300 })
    await s.stripe.webhooksDelivered()
    assert.deepEqual((await reconcileCheck(since)).mismatches, [], 'consistent before anything is altered')

    // What a bug or a hand edit would leave: a top-up marked paid that Stripe never took, a paid amount changed, a payment without its invoice.
    await db.from('billing_payments').where('uid', openTopUp.body.payment.uid).update({ status: 'succeeded' })
    await db.from('billing_payments').where('uid', paidTopUp.body.payment.uid).update({ amount_cents: 7000 })
    const ghost = await payments.create({ organisationId, userId: null, kind: 'credits', amountCents: 500, description: 'ghost', status: 'succeeded' })
    const before = await db.from('billing_payments').where('organisation_id', organisationId).orderBy('id')

    const check = await reconcileCheck(since)
    assert.equal(check.exitCode, 1)
    assert.sameDeepMembers(
      check.mismatches.map((m) => [m.payment, m.problem]),
      [
        [openTopUp.body.payment.uid, 'state'],
        [openTopUp.body.payment.uid, 'missing_invoice'],
        [paidTopUp.body.payment.uid, 'invoice_amount'],
        [paidTopUp.body.payment.uid, 'amount'],
        [ghost.uid, 'missing_invoice'],
        [ghost.uid, 'state'],
      ]
    )
    assert.deepEqual(await db.from('billing_payments').where('organisation_id', organisationId).orderBy('id'), before, '--check changes nothing')
    assert.equal((await paymentRow(subscription.body.payment.uid)).status, 'succeeded')

    // Put back, so the group's own check stays meaningful.
    await db.from('billing_payments').where('uid', openTopUp.body.payment.uid).update({ status: 'pending' })
    await db.from('billing_payments').where('uid', paidTopUp.body.payment.uid).update({ amount_cents: 700 })
    await db.from('billing_payments').where('uid', ghost.uid).delete()
    const after = await reconcileCheck(since)
    assert.deepEqual(after.mismatches, [])
    assert.equal(after.exitCode, 0)
  })
})
