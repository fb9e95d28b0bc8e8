import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A deposit made of a web capture (capsules plugin) keeps the captured page's address and capture
 * time (JSON `{ url, capturedAt }`), shown on its certificate; null for every other deposit.
 */
export default class extends BaseSchema {
  protected tableName = 'consignment_deposits'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.text('capture').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('capture')
    })
  }
}
