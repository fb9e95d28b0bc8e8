import { BaseSchema } from '@adonisjs/lucid/schema'

/** Uploaded files (docs/architecture.md §2): one row per tus upload, from creation to ready or rejected. */
export default class extends BaseSchema {
  protected tableName = 'blobs'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('id', 32).primary()
      table.string('batch_id', 32).notNullable().references('id').inTable('upload_batches').onDelete('CASCADE')
      table.string('name', 255).notNullable()
      table.string('path', 1024).notNullable()
      table.string('mime', 255).notNullable()
      table.bigInteger('size').notNullable()
      table.bigInteger('received_bytes').notNullable().defaultTo(0)
      table.string('storage_key', 255).notNullable()
      table.string('state', 16).notNullable()
      table.string('sha256', 64).nullable().index()
      table.string('client_sha256', 64).nullable()
      // Unsigned 32-bit: beyond a PostgreSQL integer.
      table.bigInteger('crc32').nullable()
      table.string('reject_reason', 64).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.timestamp('completed_at').nullable()
      table.index(['batch_id', 'state'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
