import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The timestamp chain of a file: position 0 covers the file's SHA-256, each renewal (archive
 * timestamp) covers SHA-256 of the token before it. Tokens are kept as base64 DER.
 */
export default class extends BaseSchema {
  protected tableName = 'consignment_timestamps'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('file_id').notNullable().references('id').inTable('consignment_files').onDelete('CASCADE')
      table.integer('position').notNullable()
      table.string('platform_id', 64).notNullable()
      table.text('token').notNullable()
      table.text('chain_pem').notNullable()
      table.timestamp('gen_time').notNullable()
      table.string('serial', 80).notNullable()
      table.string('policy', 255).notNullable()
      table.string('tsa_name', 512).nullable()
      table.boolean('qualified').notNullable()
      table.timestamp('signer_not_after').nullable()
      table.timestamp('created_at').notNullable()
      table.unique(['file_id', 'position'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
