import { BaseSchema } from '@adonisjs/lucid/schema'

/** What third parties sent through a SafeLink or the incoming page, with its certified receipt. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('receptions_deliveries', (table) => {
      table.string('id', 36).primary()
      table.integer('organisation_id').notNullable()
      table.string('source_kind', 8).notNullable()
      table.string('source_id', 36).notNullable()
      table.string('source_title').nullable()
      table.string('sender_name').notNullable()
      table.string('sender_email').notNullable()
      table.boolean('sender_verified').notNullable().defaultTo(false)
      table.string('sender_locale', 8).notNullable()
      table.text('message').nullable()
      table.string('batch_id', 64).notNullable()
      table.string('sender_token_hash', 64).notNullable()
      // uploading -> complete; expired or deleted once the files are gone.
      table.string('state', 16).notNullable()
      table.integer('file_count').notNullable().defaultTo(0)
      table.bigInteger('total_bytes').notNullable().defaultTo(0)
      table.text('manifest').nullable()
      table.string('manifest_sha256', 64).nullable()
      table.text('timestamp_token').nullable()
      table.timestamp('timestamped_at').nullable()
      table.string('tsa_name').nullable()
      table.text('tsa_chain').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('completed_at').nullable()
      table.timestamp('expires_at').nullable()
      table.timestamp('deleted_at').nullable()
      table.index(['organisation_id', 'created_at'])
      table.index(['source_kind', 'source_id'])
      table.index(['state', 'expires_at'])
    })
    this.schema.createTable('receptions_files', (table) => {
      table.string('id', 36).primary()
      table.string('delivery_id', 36).notNullable().references('id').inTable('receptions_deliveries').onDelete('CASCADE')
      table.string('blob_id', 64).notNullable()
      table.string('path', 1024).notNullable()
      table.string('name').notNullable()
      table.string('mime').notNullable()
      table.bigInteger('size').notNullable()
      table.string('sha256', 64).notNullable()
      table.bigInteger('crc32').nullable()
      table.integer('position').notNullable()
      table.index(['delivery_id', 'position'])
    })
  }

  async down() {
    this.schema.dropTable('receptions_files')
    this.schema.dropTable('receptions_deliveries')
  }
}
