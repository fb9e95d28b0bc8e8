import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { signUp } from '@sceau/testing/personas'
import { INFO, reconcileCheck, sessionOf, useStripeBilling, type StripeBilling } from './support/stripe_billing.js'

test.group("Billing: product names in the buyer's language (issue 25)", (group) => {
  let s: StripeBilling & { stop(): Promise<void> }
  // Each group checks the payments it made (set when it starts, not when the file is loaded).
  let since = new Date()
  group.setup(async () => {
    since = new Date()
    s = await useStripeBilling()
    return () => s.stop()
  })

  test('an English buyer sees English names on the hosted checkout, in the payment history and on the invoices; a Portuguese one, Portuguese', async ({
    assert,
  }) => {
    const admin = await signUp({ language: 'en' })
    const subscription = await admin.browser.post('/billing/subscription/checkout', { info: INFO, extraMembers: 2 })
    const session = await sessionOf(subscription.body.payment.uid)
    assert.deepEqual(
      s.stripe.objects.sessionExtras.get(session)!.lines.map((line) => line.name),
      ['Sceau premium (1 year, the administrator and 5 additional members)', 'Additional member beyond the 5 included (1 year)']
    )
    await s.stripe.pay(session)
    const topUp = await admin.browser.post('/billing/credits/checkout', { amountCents: 500 })
    assert.deepEqual(
      s.stripe.objects.sessionExtras.get(await sessionOf(topUp.body.payment.uid))!.lines.map((line) => line.name),
      ['Prepaid credits']
    )
    await s.stripe.pay(await sessionOf(topUp.body.payment.uid))
    const overview = (await admin.browser.get('/billing')).body
    assert.sameMembers(
      overview.payments.map((p: { description: string }) => p.description),
      ['Sceau premium, 1 year, 2 additional members beyond the 5 included', 'Prepaid credits']
    )
    const invoices = await db.from('billing_invoices').where('organisation_id', Number(admin.organisationId))
    assert.sameMembers(
      invoices.map((i) => i.description),
      ['Sceau premium, 1 year, 2 additional members beyond the 5 included', 'Prepaid credits']
    )
    assert.notMatch(JSON.stringify(overview), /Crédits prépayés|1 an|Moyen de paiement/)

    const portuguese = await signUp({ language: 'pt' })
    const credits = await portuguese.browser.post('/billing/credits/checkout', { amountCents: 300, info: INFO })
    assert.equal(credits.body.payment.description, 'Créditos pré-pagos')
    const card = await portuguese.browser.post('/billing/card/checkout', {})
    assert.equal(card.body.payment.description, 'Método de pagamento')
  })

  test('billing:reconcile --check finds no mismatch between the provider and Sceau after these scenarios', async ({ assert }) => {
    await s.stripe.webhooksDelivered()
    const check = await reconcileCheck(since)
    assert.deepEqual(check.mismatches, [])
    assert.equal(check.exitCode, 0)
  })
})
