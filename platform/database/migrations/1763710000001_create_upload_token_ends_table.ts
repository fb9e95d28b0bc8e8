import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The hashed tokens of deleted upload batches, for 30 days: a client still holding one is told the
 * upload is over (410) instead of that its token is unknown (401).
 */
export default class extends BaseSchema {
  protected tableName = 'upload_token_ends'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('token_hash', 64).primary()
      table.timestamp('ended_at').notNullable()
      table.index(['ended_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
