import { BaseSchema } from '@adonisjs/lucid/schema'

/** E-mailed codes of anonymous senders: single use, expiring, a few attempts each. */
export default class extends BaseSchema {
  protected tableName = 'transfer_verifications'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('transfer_id').notNullable().references('id').inTable('transfer_transfers').onDelete('CASCADE')
      table.string('code_hash', 64).notNullable()
      table.integer('attempts').notNullable().defaultTo(0)
      table.timestamp('expires_at').notNullable()
      table.timestamp('used_at').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['transfer_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
