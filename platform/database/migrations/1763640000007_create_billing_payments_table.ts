import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Every payment asked of an organisation (ADR 0006 §5): subscription, renewal, credits, deposit,
 * card. Status moves pending -> succeeded | cancelled | failed by conditional updates only.
 */
export default class extends BaseSchema {
  protected tableName = 'billing_payments'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('uid', 32).notNullable().unique()
      table.integer('organisation_id').notNullable().index()
      table.integer('user_id').nullable()
      table.string('kind', 16).notNullable()
      table.string('status', 16).notNullable()
      // card (a Checkout or an off-session charge) or credits (a deposit paid from the balance).
      table.string('method', 16).notNullable().defaultTo('card')
      table.integer('amount_cents').notNullable()
      table.integer('base_amount_cents').notNullable()
      table.string('description', 500).notNullable()
      table.string('promo_code', 64).nullable()
      table.string('promotion_code_id', 255).nullable()
      table.integer('extra_members').notNullable().defaultTo(0)
      // Deposits: the plugin's ref ("consignment:deposit:<uid>"); renewals: "renewal:<org>:<period>". One payment per ref.
      table.string('charge_ref', 255).nullable().unique()
      table.string('checkout_session_id', 255).nullable().index()
      table.string('payment_intent_id', 255).nullable().index()
      table.string('invoice_number', 32).nullable()
      table.string('error', 64).nullable()
      table.string('locale', 8).notNullable().defaultTo('fr')
      table.string('return_to', 8).notNullable().defaultTo('app')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.timestamp('settled_at').nullable()
      table.index(['status', 'kind'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
