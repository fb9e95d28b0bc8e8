import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Every charge a plugin asked for, once per ref: what was collected (credits, card) or, with
 * payments off, the price recorded as not collected. Collected charges carry an invoice number.
 */
export default class extends BaseSchema {
  protected tableName = 'billing_charges'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('ref', 191).notNullable().unique()
      table.integer('organisation_id').notNullable().index()
      table.integer('amount_cents').notNullable()
      table.string('description', 500).notNullable()
      table.string('status', 16).notNullable()
      table.string('method', 16).notNullable()
      table.string('invoice_number', 32).nullable().unique()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
