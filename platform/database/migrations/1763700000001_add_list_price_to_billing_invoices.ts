import { BaseSchema } from '@adonisjs/lucid/schema'

/** What an invoice was discounted from (issue 25): the list price tax included and the promo code named (null: no discount). */
export default class extends BaseSchema {
  protected tableName = 'billing_invoices'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('list_price_cents').nullable()
      table.string('promo_code', 100).nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('list_price_cents')
      table.dropColumn('promo_code')
    })
  }
}
