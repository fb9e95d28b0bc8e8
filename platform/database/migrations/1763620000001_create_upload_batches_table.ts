import { BaseSchema } from '@adonisjs/lucid/schema'

/** One batch per transfer / deposit / reception: its policy, its hashed upload token, its lifetime. */
export default class extends BaseSchema {
  protected tableName = 'upload_batches'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('id', 32).primary()
      table.string('owner', 64).notNullable()
      table.string('owner_ref', 191).notNullable()
      table.integer('organisation_id').nullable().index()
      table.string('token_hash', 64).notNullable().unique()
      table.bigInteger('max_file_bytes').notNullable()
      table.bigInteger('max_total_bytes').notNullable()
      table.integer('max_files').notNullable()
      table.boolean('allow_folders').notNullable()
      table.string('state', 16).notNullable()
      // Open: abandoned after this. Closed: deleted after this (null: when the owner deletes it).
      table.timestamp('expires_at').nullable().index()
      table.timestamp('closed_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['owner', 'owner_ref'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
