import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { BillingService } from '@sceau/plugin-sdk/server'
import { uniqueName } from '@sceau/testing/unique'
import env from '#start/env'
import { InvoiceBook, type IssueInvoiceInput } from '#billing/invoices/invoice_book'
import type { OffBillingService } from '#billing/off_billing_service'
import { pdfText, pdftotext } from './support/pdf_text.js'

/** An organisation id no other test uses (invoices only reference organisations by id). */
const organisation = () => 1_000_000 + Math.floor(Math.random() * 1_000_000_000)

const buyer = { name: 'Atelier Lumière', address: '12 rue des Lilas\n75011 Paris', legalNumber: '123 456 789' }
const input = (organisationId: number, extra: Partial<IssueInvoiceInput> = {}): IssueInvoiceInput => ({
  organisationId,
  description: 'Abonnement annuel',
  amountCents: 6000,
  method: 'card',
  buyer,
  ...extra,
})

/** Every invoice of this year is F-YYYY-000001..N and the counter row says N: no number was burnt. */
async function assertContiguous(assert: {
  deepEqual: (a: unknown, b: unknown, message?: string) => void
  equal: (a: unknown, b: unknown, m?: string) => void
}) {
  const year = new Date().getUTCFullYear()
  const numbers = (await db.from('billing_invoices').where('number', 'like', `F-${year}-%`).select('number'))
    .map((row) => Number(String(row.number).slice(-6)))
    .sort((a, b) => a - b)
  assert.deepEqual(
    numbers,
    Array.from({ length: numbers.length }, (_, index) => index + 1),
    'numbers run 1..N without a gap'
  )
  const counter = await db.from('billing_invoice_counter').where('year', year).first()
  assert.equal(Number(counter.value), numbers.length)
  return numbers
}

test.group('Billing: invoice book', () => {
  test('20 invoices issued in parallel transactions, a third rolled back: numbers 1..N without holes (this run’s database)', async ({ assert }) => {
    const book = await app.container.make(InvoiceBook)
    const organisationId = organisation()
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        db
          .transaction(async (trx) => {
            const invoice = await book.issue(trx, input(organisationId, { description: `payment ${n}` }))
            // The payment's fulfilment fails after the number was taken: the whole transaction goes.
            if (n % 3 === 0) throw new Error('payment failed')
            return invoice.number
          })
          .then(
            (number) => ({ kept: true, number }),
            () => ({ kept: false, number: null })
          )
      )
    )
    const kept = outcomes.filter((outcome) => outcome.kept).map((outcome) => outcome.number!)
    assert.lengthOf(kept, 13)
    assert.equal(new Set(kept).size, kept.length, 'no two invoices share a number')
    for (const number of kept) assert.match(number, new RegExp(`^F-${new Date().getUTCFullYear()}-\\d{6}$`))
    const listed = await book.list(organisationId)
    assert.sameMembers(
      listed.map((invoice) => invoice.number),
      kept,
      'only the committed invoices exist'
    )
    await assertContiguous(assert)
  })

  test('a rolled-back invoice gives its number to the next one', async ({ assert }) => {
    const book = await app.container.make(InvoiceBook)
    const organisationId = organisation()
    let lost = ''
    await db
      .transaction(async (trx) => {
        lost = (await book.issue(trx, input(organisationId))).number
        throw new Error('rollback')
      })
      .catch(() => {})
    const next = await db.transaction((trx) => book.issue(trx, input(organisationId)))
    assert.equal(next.number, lost)
    assert.isNull(await book.find(organisationId + 1, next.number))
  })

  test('VAT is inside the amount; the buyer and seller are kept as issued; a payment or charge is invoiced once', async ({ assert }) => {
    const book = await app.container.make(InvoiceBook)
    const organisationId = organisation()
    const chargeRef = uniqueName('charge')
    const invoice = await db.transaction((trx) => book.issue(trx, input(organisationId, { amountCents: 400, method: 'credits', chargeRef })))
    assert.include(invoice, { amountCents: 400, vatCents: 67, method: 'credits', chargeRef, ref: chargeRef, organisationId })
    assert.deepEqual(invoice.buyer, buyer)
    assert.equal(invoice.seller.name, env.get('SELLER_NAME') || 'Sceau')
    const again = await db.transaction((trx) => book.issue(trx, input(organisationId, { amountCents: 400, chargeRef })))
    assert.equal(again.number, invoice.number, 'the same charge takes no second number')
    const found = (await book.find(organisationId, invoice.number))!
    assert.deepEqual({ ...found, issuedAt: found.issuedAt.toISOString() }, { ...invoice, issuedAt: invoice.issuedAt.toISOString() })

    const paymentId = 900_000_000 + Math.floor(Math.random() * 1_000_000)
    const paid = await db.transaction((trx) => book.issue(trx, input(organisationId, { paymentId })))
    assert.equal((await db.transaction((trx) => book.issue(trx, input(organisationId, { paymentId })))).number, paid.number)
    assert.include(paid, { amountCents: 6000, vatCents: 1000, paymentId })

    await assert.rejects(() => db.transaction((trx) => book.issue(trx, input(organisationId, { amountCents: 0 }))), /positive/)
    await assert.rejects(() => db.transaction((trx) => book.issue(trx, input(organisationId, { amountCents: 12.5 }))), /positive/)
  })

  test("the list is the organisation's own, newest first; another organisation reads, lists and downloads none of it", async ({ assert }) => {
    const book = await app.container.make(InvoiceBook)
    const owner = organisation()
    const stranger = organisation()
    const first = await db.transaction((trx) => book.issue(trx, input(owner, { description: 'first' })))
    const second = await db.transaction((trx) => book.issue(trx, input(owner, { description: 'second', method: 'credits', amountCents: 1000 })))
    const listed = await book.list(owner)
    assert.deepEqual(
      listed.map((invoice) => invoice.number),
      [second.number, first.number]
    )
    assert.deepEqual(listed[0], {
      number: second.number,
      issuedAt: second.issuedAt.toISOString(),
      description: 'second',
      amountCents: 1000,
      vatCents: 167,
      method: 'credits',
    })
    assert.deepEqual(await book.list(stranger), [])
    assert.isNull(await book.find(stranger, first.number))
    assert.isNull(await book.pdf(stranger, first.number, 'fr'))
    assert.isNull(await book.pdf(owner, 'F-1999-000001', 'fr'), 'an unknown number')

    // The same through the SDK, as a plugin reaches it.
    const billing = await app.container.make(BillingService)
    assert.isNull(await billing.invoice(stranger, first.number))
    assert.isNull(await billing.invoicePdf(stranger, first.number, 'en'))
    assert.equal((await billing.invoice(owner, first.number))?.number, first.number)
  })

  test('the PDF holds number, seller, buyer and the HT / TVA / TTC amounts, in French and in English (pdftotext)', async ({ assert, cleanup }) => {
    pdftotext.assertPresent()
    const seller = {
      SELLER_NAME: 'Sceau SAS',
      SELLER_ADDRESS: '1 place du Sceau, 69001 Lyon',
      SELLER_LEGAL_NUMBER: '987 654 321',
      SELLER_VAT_NUMBER: 'FR12987654321',
    }
    const before = Object.fromEntries(Object.keys(seller).map((key) => [key, env.get(key as keyof typeof seller)]))
    for (const [key, value] of Object.entries(seller)) env.set(key as keyof typeof seller, value)
    cleanup(() => {
      for (const [key, value] of Object.entries(before)) env.set(key as keyof typeof seller, value ?? '')
    })
    const book = await app.container.make(InvoiceBook)
    const organisationId = organisation()
    const invoice = await db.transaction((trx) => book.issue(trx, input(organisationId)))

    const french = await pdfText((await book.pdf(organisationId, invoice.number, 'fr'))!)
    for (const expected of [
      `Facture ${invoice.number}`,
      'Vendeur',
      'Sceau SAS',
      '1 place du Sceau, 69001 Lyon',
      'N° d’immatriculation : 987 654 321',
      'N° de TVA intracommunautaire : FR12987654321',
      'Atelier Lumière',
      '12 rue des Lilas',
      '75011 Paris',
      'N° d’immatriculation : 123 456 789',
      'Abonnement annuel',
      'Total HT 50,00 €',
      'TVA 20 % 10,00 €',
      'Total TTC 60,00 €',
      'Moyen de paiement : carte bancaire',
    ]) {
      assert.include(french, expected)
    }

    const english = await pdfText((await book.pdf(organisationId, invoice.number, 'en'))!)
    for (const expected of [
      `Invoice ${invoice.number}`,
      'Seller',
      'Sceau SAS',
      'VAT number: FR12987654321',
      'Customer',
      'Atelier Lumière',
      'Company number: 123 456 789',
      'Total excl. VAT €50.00',
      'VAT 20% €10.00',
      'Total incl. VAT €60.00',
      'Payment method: card',
    ]) {
      assert.include(english, expected)
    }
    assert.include(await pdfText((await book.pdf(organisationId, invoice.number, 'xx'))!), 'Total TTC', 'an unknown language reads French')
  })

  test('a discounted sale shows the list price, the discount with its promo code, and the net (pdftotext)', async ({ assert }) => {
    pdftotext.assertPresent()
    const book = await app.container.make(InvoiceBook)
    const organisationId = organisation()
    const invoice = await db.transaction((trx) => book.issue(trx, input(organisationId, { amountCents: 4800, listPriceCents: 6000, promoCode: 'LAUNCH20' })))
    assert.include(invoice, { amountCents: 4800, vatCents: 800, listPriceCents: 6000, promoCode: 'LAUNCH20' })
    const english = await pdfText((await book.pdf(organisationId, invoice.number, 'en'))!)
    assert.include(english, 'List price (incl. VAT) €60.00')
    assert.include(english, 'Discount, promo code LAUNCH20 (incl. VAT) -€12.00')
    assert.include(english, 'Net price (incl. VAT) €48.00')
    const french = await pdfText((await book.pdf(organisationId, invoice.number, 'fr'))!)
    assert.include(french, 'Remise, code promo LAUNCH20 (TTC)')
    // Without a discount, none of these lines.
    const plain = await db.transaction((trx) => book.issue(trx, input(organisationId, { listPriceCents: 6000 })))
    assert.isNull(plain.listPriceCents)
    assert.notInclude(await pdfText((await book.pdf(organisationId, plain.number, 'en'))!), 'List price')
  })

  test('the off driver takes no invoice number for a charge paid from credits (ADR 0009: their VAT was invoiced when bought)', async ({ assert }) => {
    const billing = (await app.container.make(BillingService)) as OffBillingService
    const organisationId = organisation()
    await billing.addCredits(organisationId, 1000)
    const ref = uniqueName('deposit')
    const paid = await billing.charge({ organisationId, amountCents: 400, description: 'Dépôt « notes »', ref })
    assert.include(paid, { status: 'approved', method: 'credits', creditsCents: 600 })
    assert.isUndefined(paid.invoiceId)
    assert.lengthOf(await db.from('billing_invoices').where('organisation_id', organisationId), 0)
    await assertContiguous(assert)
  })
})
