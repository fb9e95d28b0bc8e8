import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Idempotency-Key answers (docs/api-reference.md): one row per caller and key while its request
 * runs, then the answer it gave, replayed to a retry for 24 hours.
 */
export default class extends BaseSchema {
  protected tableName = 'idempotency_keys'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // Who sent the key ("user:12", "key:3", "session:<hash>"...): one caller cannot meet another's answers.
      table.string('scope', 100).notNullable()
      table.string('idempotency_key', 255).notNullable()
      // SHA-256 of method, path and body: the same key with another request is refused.
      table.string('fingerprint', 64).notNullable()
      table.string('method', 10).notNullable()
      table.string('path', 1000).notNullable()
      // The request that holds the key while it runs (renewed lease); null once answered.
      table.string('holder', 32).nullable()
      table.timestamp('locked_until').nullable()
      table.integer('status').nullable()
      // The answer's body and headers, encrypted with APP_KEY (they may hold tokens or secrets).
      table.text('answer').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('expires_at').notNullable()
      table.unique(['scope', 'idempotency_key'])
      table.index(['expires_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
