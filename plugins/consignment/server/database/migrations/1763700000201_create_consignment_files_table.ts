import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Each file of a deposit (docs/product.md §3 "Deposit file"): its fingerprint, where its bytes are (an upload
 * blob, a copy in storage, or nowhere for hash-only deposits), its security hash and certificate.
 */
export default class extends BaseSchema {
  protected tableName = 'consignment_files'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('deposit_id').notNullable().references('id').inTable('consignment_deposits').onDelete('CASCADE')
      table.string('uid', 32).notNullable().unique()
      // Project versioning: each added version's files carry its number (1 for the first deposit).
      table.integer('version').notNullable().defaultTo(1)
      table.string('certificate_token', 32).notNullable().unique()
      table.string('name', 255).notNullable()
      table.string('path', 1024).notNullable()
      table.string('mime', 255).notNullable()
      table.bigInteger('size').notNullable()
      table.string('sha256', 64).nullable()
      table.string('blob_id', 64).nullable().index()
      table.string('storage_key', 512).nullable()
      table.string('state', 16).notNullable()
      table.string('fail_reason', 64).nullable()
      table.text('security_hash').nullable()
      table.string('key_id', 32).nullable()
      table.string('anchor_state', 16).notNullable().defaultTo('pending')
      table.string('certificate_key', 512).nullable()
      table.timestamp('sealed_at').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['deposit_id', 'state'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
