import { BaseSchema } from '@adonisjs/lucid/schema'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { sellerIdentity } from '#billing/invoices/seller'
import { vatIncluded } from '#billing/invoices/vat'

/**
 * Invoices (ADR 0006 §7): one per payment that took money, numbered F-YYYY-NNNNNN from a counter row
 * per year taken inside the payment's transaction, so a rolled-back payment gives its number back
 * (gap-free, unlike a sequence). Buyer and seller are snapshots: an invoice never changes once issued.
 * Invoices the off driver numbered after its charge ids before this table (F-000042) move here with
 * their number, so the deposits that point to them still find them.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('billing_invoices', (table) => {
      table.increments('id')
      table.string('number', 32).notNullable().unique()
      table.integer('organisation_id').notNullable().index()
      table.integer('payment_id').nullable().index()
      table.string('charge_ref', 191).nullable().unique()
      table.string('description', 500).notNullable()
      table.integer('amount_cents').notNullable()
      table.integer('vat_cents').notNullable()
      table.string('method', 16).notNullable()
      table.string('buyer_name', 255).notNullable()
      table.string('buyer_address', 1000).notNullable()
      table.string('buyer_legal_number', 64).nullable()
      table.string('seller_name', 255).notNullable()
      table.string('seller_address', 1000).notNullable()
      table.string('seller_legal_number', 64).notNullable()
      table.string('seller_vat_number', 64).notNullable()
      table.timestamp('issued_at').notNullable()
    })
    this.schema.createTable('billing_invoice_counter', (table) => {
      table.integer('year').primary()
      table.integer('value').notNullable()
    })
    this.defer(moveChargeInvoices)
  }

  async down() {
    this.schema.dropTable('billing_invoice_counter')
    this.schema.dropTable('billing_invoices')
  }
}

/** Copies the off driver's charge-numbered invoices (F-000042) not copied yet, keeping number and date. */
export async function moveChargeInvoices(db: QueryClientContract) {
  const legacy = await db
    .from('billing_charges')
    .leftJoin('organisations', 'organisations.id', 'billing_charges.organisation_id')
    .whereNotNull('billing_charges.invoice_number')
    .where('billing_charges.method', 'credits')
    .whereNotExists((query) => query.from('billing_invoices').whereColumn('billing_invoices.number', 'billing_charges.invoice_number'))
    .select('billing_charges.*', 'organisations.name as organisation_name')
  const seller = sellerIdentity()
  for (const row of legacy) {
    await db.table('billing_invoices').insert({
      number: row.invoice_number,
      organisation_id: row.organisation_id,
      charge_ref: row.ref,
      description: row.description,
      amount_cents: row.amount_cents,
      vat_cents: vatIncluded(Number(row.amount_cents)),
      method: 'credits',
      buyer_name: row.organisation_name ?? '',
      buyer_address: '',
      seller_name: seller.name,
      seller_address: seller.address,
      seller_legal_number: seller.legalNumber,
      seller_vat_number: seller.vatNumber,
      // Copied as stored (epoch milliseconds on SQLite, timestamptz on PostgreSQL).
      issued_at: row.created_at,
    })
  }
}
