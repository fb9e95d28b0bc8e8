import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { BillingService } from '@sceau/plugin-sdk/server'
import { OffBillingService } from '#billing/off_billing_service'
import { Browser } from '@sceau/testing/browser'
import { mailQueueSettled } from '@sceau/testing/mail_catcher'
import { joinOrganisation, signUp } from '@sceau/testing/personas'

const INFO = { name: 'Ada Lovelace SARL', address: '1 rue de la Paix, 75002 Paris', legalNumber: '123 456 789' }

test.group('Billing API, off driver (no STRIPE_SECRET_KEY)', (group) => {
  group.teardown(() => mailQueueSettled())

  test('the plan offer is public and says payments are off', async ({ assert }) => {
    const answer = await new Browser('en').get('/billing/plan')
    assert.equal(answer.status, 200)
    assert.deepEqual(answer.body, {
      driver: 'off',
      yearlyCents: 6000,
      monthlyCents: 500,
      extraMemberYearlyCents: 2400,
      includedMembers: 5,
      minimumCreditCents: 100,
      cardVerificationCents: 100,
      vatRate: 0.2,
    })
  })

  test('checkouts answer a translated 409 saying online payment is not configured, and change nothing', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    for (const [path, json] of [
      ['/billing/subscription/checkout', { info: INFO }],
      ['/billing/credits/checkout', { amountCents: 1000 }],
      ['/billing/card/checkout', {}],
      ['/billing/promo-codes/check', { code: 'WELCOME' }],
    ] as const) {
      const refused = await admin.browser.post(path, json)
      assert.equal(refused.status, 409, path)
      assert.equal(refused.body.error.code, 'E_PAYMENTS_OFF')
      assert.match(refused.body.error.message, /Online payment is not configured/)
    }
    const fr = await signUp({ language: 'fr' })
    const refusedFr = await fr.browser.post('/billing/credits/checkout', { amountCents: 1000 })
    assert.match(refusedFr.body.error.message, /Le paiement en ligne n’est pas configuré/)
    assert.lengthOf(await db.from('billing_payments').where('organisation_id', Number(admin.organisationId)), 0)
    const overview = await admin.browser.get('/billing')
    assert.equal(overview.status, 200)
    assert.equal(overview.body.driver, 'off')
    assert.include(overview.body.subscription, { plan: 'free', state: 'none', isPremium: false })
    assert.deepEqual(overview.body.payments, [])
  })

  test('billing info: docs/product.md §8 messages for a bad name or address, nothing saved; a good one is kept', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    const bad = await admin.browser.put('/billing/info', { name: ' ', address: 'x' })
    assert.equal(bad.status, 422)
    assert.deepInclude(bad.body.error.fields, { name: 'Please Enter a Valid Name', address: 'Please Enter a Valid Address' })
    assert.isNull((await admin.browser.get('/billing')).body.info)
    const saved = await admin.browser.put('/billing/info', INFO)
    assert.equal(saved.status, 200)
    // The invoices' language defaults to the language of whoever filled the form (issue 25).
    assert.deepEqual(saved.body, { ...INFO, language: 'en' })
    assert.deepEqual((await admin.browser.get('/billing')).body.info, { ...INFO, language: 'en' })

    const fr = await signUp({ language: 'fr' })
    const badFr = await fr.browser.put('/billing/info', { name: '', address: '' })
    assert.deepInclude(badFr.body.error.fields, { name: 'Veuillez saisir un nom valide', address: 'Veuillez saisir une adresse valide' })
  })

  test('members get a translated 403 and the renewal boolean false; outsiders see nothing of it', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    const member = await signUp({ language: 'en' })
    await joinOrganisation(admin, member)
    await admin.browser.put('/billing/info', INFO)
    for (const [method, path] of [
      ['GET', '/billing'],
      ['PUT', '/billing/info'],
      ['PUT', '/billing/subscription/renewal'],
      ['POST', '/billing/credits/checkout'],
    ] as const) {
      const refused = await member.browser.request(method, path, { json: method === 'GET' ? undefined : { renew: false, ...INFO, name: 'Mallory' } })
      assert.equal(refused.status, 403, path)
      assert.equal(refused.body.error.message, 'Only the administrators of the organization manage its billing')
    }
    assert.deepEqual((await admin.browser.get('/billing')).body.info, { ...INFO, language: 'en' }, "the member's attempt changed nothing")
    const waiting = await member.browser.get('/users/organization/payments/waiting/subscription/renew/boolean')
    assert.equal(waiting.status, 200)
    assert.strictEqual(waiting.body, false)
    const adminWaiting = await admin.browser.get('/users/organization/payments/waiting/subscription/renew/boolean')
    assert.strictEqual(adminWaiting.body, false)
    const anonymous = await new Browser('en').get('/billing')
    assert.equal(anonymous.status, 401)
  })

  test('a deposit paid from credits granted by an operator is not invoiced: no money was received (ADR 0009)', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    const organisationId = Number(admin.organisationId)
    await admin.browser.put('/billing/info', INFO)
    const billing = (await app.container.make(BillingService)) as OffBillingService
    await billing.addCredits(organisationId, 500)
    const charged = await billing.charge({ organisationId, amountCents: 300, description: 'deposit', ref: `off:${admin.userId}` })
    assert.include(charged, { status: 'approved', method: 'credits', creditsCents: 200 })
    assert.isUndefined(charged.invoiceId)
    assert.deepEqual((await admin.browser.get('/billing')).body.invoices, [])
    assert.equal((await admin.browser.get('/billing')).body.creditsCents, 200)
  })
})
