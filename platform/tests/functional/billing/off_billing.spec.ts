import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { BillingService } from '@sceau/plugin-sdk/server'
import { OffBillingService } from '#billing/off_billing_service'
import StoreBillingDatesAsEpoch from '#database/migrations/1763640000003_store_billing_dates_as_epoch'
import { moveChargeInvoices } from '#database/migrations/1763640000005_create_billing_invoices_table'
import { uniqueName } from '@sceau/testing/unique'

/** An organisation id no other test uses (billing rows only reference organisations by id). */
const organisation = () => 1_000_000 + Math.floor(Math.random() * 1_000_000_000)

test.group('BillingService, off driver', () => {
  test('without credits a charge is approved and recorded as not collected, once per ref', async ({ assert }) => {
    const billing = await app.container.make(BillingService)
    assert.equal(billing.driver, 'off')
    const organisationId = organisation()
    const ref = uniqueName('ref')
    const first = await billing.charge({ organisationId, amountCents: 400, description: 'deposit', ref })
    assert.deepEqual(first, { status: 'approved', method: 'not_collected', creditsCents: 0 })
    assert.deepEqual(await billing.charge({ organisationId, amountCents: 999, description: 'again', ref }), first)
  })

  test('credits are debited when they cover the price, without a second invoice (ADR 0009); never below zero, even concurrently', async ({ assert }) => {
    const billing = (await app.container.make(BillingService)) as OffBillingService
    const organisationId = organisation()
    assert.equal(await billing.addCredits(organisationId, 1000), 1000)
    const paid = await billing.charge({ organisationId, amountCents: 400, description: 'deposit A', ref: uniqueName('ref') })
    assert.equal(paid.method, 'credits')
    assert.isUndefined(paid.invoiceId, 'the VAT of credits is invoiced when they are bought, not when they are used')
    assert.equal(paid.creditsCents, 600)
    assert.lengthOf(await db.from('billing_invoices').where('organisation_id', organisationId), 0)

    const results = await Promise.all(
      [1, 2, 3].map((n) => billing.charge({ organisationId, amountCents: 400, description: `race ${n}`, ref: uniqueName('race') }))
    )
    assert.equal(results.filter((r) => r.method === 'credits').length, 1, 'only one of three 4-euro charges fits in 6 euros')
    assert.equal(results.filter((r) => r.method === 'not_collected').length, 2)
    assert.equal(await billing.credits(organisationId), 200)
  })

  test('an invoice charged before docs/adr/0004 keeps its date after the migration', async ({ assert }) => {
    const billing = (await app.container.make(BillingService)) as OffBillingService
    const organisationId = organisation()
    const issued = '2026-03-01T12:34:56.000Z'
    // What the old code bound: Lucid's format for the connection (local-time text on SQLite).
    const old = DateTime.fromISO(issued).toFormat(db.connection().dialect.dateTimeFormat)
    const ref = uniqueName('old')
    const [inserted] = await db
      .table('billing_charges')
      .insert({ ref, organisation_id: organisationId, amount_cents: 100, description: 'old', status: 'approved', method: 'credits', created_at: old })
      .returning('id')
    // The old driver numbered invoices after the charge id; billing_invoices takes them over with that number.
    const number = `F-${String(typeof inserted === 'object' ? inserted.id : inserted).padStart(6, '0')}`
    await db.from('billing_charges').where('ref', ref).update({ invoice_number: number })
    await new StoreBillingDatesAsEpoch(db.connection(), 'test', false).execUp()
    await moveChargeInvoices(db.connection())
    assert.equal((await billing.invoice(organisationId, number))?.issuedAt.toISOString(), issued)
  })

  test('a negative or fractional amount is refused', async ({ assert }) => {
    const billing = await app.container.make(BillingService)
    await assert.rejects(() => billing.charge({ organisationId: organisation(), amountCents: -1, description: 'x', ref: uniqueName('ref') }), /non-negative/)
    await assert.rejects(() => billing.charge({ organisationId: organisation(), amountCents: 1.5, description: 'x', ref: uniqueName('ref') }), /non-negative/)
  })
})
