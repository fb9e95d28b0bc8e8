import { BaseSchema } from '@adonisjs/lucid/schema'

/** Each organisation's prepaid credits, in euro cents (debited by one conditional UPDATE, never below 0). */
export default class extends BaseSchema {
  protected tableName = 'billing_accounts'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.integer('organisation_id').primary()
      table.bigInteger('credits_cents').notNullable().defaultTo(0)
      table.timestamp('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
