import { BaseSchema } from '@adonisjs/lucid/schema'

/** The files of a sent transfer: a copy of their blob's description, kept after the bytes are gone. */
export default class extends BaseSchema {
  protected tableName = 'transfer_files'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('transfer_id').notNullable().references('id').inTable('transfer_transfers').onDelete('CASCADE')
      table.string('blob_id', 32).notNullable()
      table.string('path', 1024).notNullable()
      table.string('name', 255).notNullable()
      table.string('mime', 255).notNullable()
      table.bigInteger('size').notNullable()
      table.string('sha256', 64).nullable()
      // CRC-32 of the bytes: ZIP entries written with exact sizes (Content-Length, Range).
      table.bigInteger('crc32').nullable()
      table.string('state', 16).notNullable()
      table.timestamp('deleted_at').nullable()
      table.index(['transfer_id'])
      table.index(['blob_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
