import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * "Protect" / "protect and send" (issue 25): the deposit price the sender confirmed when creating the
 * transfer; at send the deposit is charged exactly that, or not made. Null: a plain send, or a
 * transfer created before prices were confirmed.
 */
export default class extends BaseSchema {
  protected tableName = 'transfer_transfers'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('price_cents').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('price_cents')
    })
  }
}
