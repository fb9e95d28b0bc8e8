import { BaseSchema } from '@adonisjs/lucid/schema'

/** History of a transfer (docs/product.md §3): opened, downloaded (ZIP), file downloaded, e-mail sent. */
export default class extends BaseSchema {
  protected tableName = 'transfer_events'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('transfer_id').notNullable().references('id').inTable('transfer_transfers').onDelete('CASCADE')
      table.string('type', 16).notNullable()
      table.integer('file_id').nullable()
      table.string('recipient', 254).nullable()
      // SHA-256 of the visitor's address: one "open" per visitor and half hour, without keeping the address.
      table.string('visitor', 64).nullable()
      table.timestamp('created_at').notNullable()
      table.index(['transfer_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
