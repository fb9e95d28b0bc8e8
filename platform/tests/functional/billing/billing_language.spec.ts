import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { logIn, signUp } from '@sceau/testing/personas'
import { INFO, reconcileCheck, sessionOf, useStripeBilling, type StripeBilling } from './support/stripe_billing.js'
import { downloadInvoice, pdfText, pdftotext } from './support/pdf_text.js'

test.group("Billing: invoices in the billing profile's language (issue 25)", (group) => {
  let s: StripeBilling & { stop(): Promise<void> }
  let since = new Date()
  group.setup(async () => {
    since = new Date()
    s = await useStripeBilling()
    return () => s.stop()
  })

  test('the profile takes the language of whoever fills it unless one is chosen; an unknown language is refused and changes nothing', async ({ assert }) => {
    const admin = await signUp({ language: 'it' })
    const saved = await admin.browser.put('/billing/info', INFO)
    assert.equal(saved.status, 200)
    assert.equal(saved.body.language, 'it', "the filler's language")
    assert.equal((await admin.browser.put('/billing/info', { ...INFO, language: 'pt' })).body.language, 'pt')
    // Saved again without a language (the subscribe form's copy of it): the chosen one stays.
    assert.equal((await admin.browser.put('/billing/info', INFO)).body.language, 'pt')
    const refused = await admin.browser.put('/billing/info', { ...INFO, name: 'Autre nom', language: 'de' })
    assert.equal(refused.status, 422)
    assert.equal(refused.body.error.fields.language, 'Scegli la lingua delle fatture tra quelle proposte')
    assert.deepInclude((await admin.browser.get('/billing')).body.info, { name: INFO.name, language: 'pt' })
  })

  test('an English administrator pays, the profile says French: the invoice and its product name are French, whoever downloads it (pdftotext)', async ({
    assert,
  }) => {
    pdftotext.assertPresent()
    const admin = await signUp({ language: 'en' })
    await admin.browser.put('/billing/info', { ...INFO, language: 'fr' })
    const started = await admin.browser.post('/billing/subscription/checkout', { info: INFO, extraMembers: 2 })
    // The hosted page speaks to the buyer in the buyer's language.
    const session = await sessionOf(started.body.payment.uid)
    assert.equal(s.stripe.objects.sessionExtras.get(session)!.lines[0]!.name, 'Sceau premium (1 year, the administrator and 5 additional members)')
    await s.stripe.pay(session)
    const overview = (await admin.browser.get('/billing')).body
    const [invoice] = overview.invoices
    assert.equal(invoice.description, 'Sceau premium, 1 an, 2 membres supplémentaires au-delà des 5 inclus')
    assert.equal(overview.payments[0].description, 'Sceau premium, 1 year, 2 additional members beyond the 5 included', 'the history speaks to its reader')

    const readByEnglish = await pdfText(await downloadInvoice(admin.browser, invoice.number))
    for (const french of [
      `Facture ${invoice.number}`,
      'Sceau premium, 1 an, 2 membres supplémentaires au-delà des 5 inclus',
      'Total TTC 108,00 €',
      'Moyen de paiement : carte bancaire',
    ]) {
      assert.include(readByEnglish, french)
    }
    assert.notInclude(readByEnglish, 'Invoice')
    // Another reader, another language: the same French invoice.
    const spanishReader = await logIn(admin, 'es')
    assert.equal(await pdfText(await downloadInvoice(spanishReader, invoice.number)), readByEnglish)

    // The profile now says Spanish: the next invoice is Spanish, the issued one stays French.
    await admin.browser.put('/billing/info', { ...INFO, language: 'es' })
    const topUp = await admin.browser.post('/billing/credits/checkout', { amountCents: 500 })
    await s.stripe.pay(await sessionOf(topUp.body.payment.uid))
    const invoices = (await admin.browser.get('/billing')).body.invoices
    assert.equal(invoices[0].description, 'Créditos prepagados')
    const spanish = await pdfText(await downloadInvoice(admin.browser, invoices[0].number))
    assert.include(spanish, `Factura ${invoices[0].number}`)
    assert.include(spanish, 'Créditos prepagados')
    assert.include(await pdfText(await downloadInvoice(admin.browser, invoice.number)), `Facture ${invoice.number}`)
    const stored = await db.from('billing_invoices').where('organisation_id', Number(admin.organisationId)).orderBy('id')
    assert.deepEqual(
      stored.map((row) => row.language),
      ['fr', 'es']
    )
  })

  test('billing:reconcile --check finds no mismatch after these scenarios', async ({ assert }) => {
    await s.stripe.webhooksDelivered()
    const check = await reconcileCheck(since)
    assert.deepEqual(check.mismatches, [])
    assert.equal(check.exitCode, 0)
  })
})
