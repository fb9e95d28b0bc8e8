import { BaseSchema } from '@adonisjs/lucid/schema'

/** Billing info on invoices (docs/product.md §5 form), the payment provider's customer and the card on file (ADR 0006). */
export default class extends BaseSchema {
  protected tableName = 'billing_accounts'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('billing_name', 200).nullable()
      table.string('billing_address', 500).nullable()
      table.string('billing_legal_number', 64).nullable()
      table.string('provider_customer_id', 255).nullable()
      table.string('card_payment_method_id', 255).nullable()
      table.string('card_brand', 32).nullable()
      table.string('card_last4', 4).nullable()
      table.integer('card_exp_month').nullable()
      table.integer('card_exp_year').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      for (const name of [
        'billing_name',
        'billing_address',
        'billing_legal_number',
        'provider_customer_id',
        'card_payment_method_id',
        'card_brand',
        'card_last4',
        'card_exp_month',
        'card_exp_year',
      ])
        table.dropColumn(name)
    })
  }
}
