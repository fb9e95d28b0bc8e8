import { BaseSchema } from '@adonisjs/lucid/schema'

/** E-mailed verification codes of every plugin (EmailVerificationService): single use, expiring, a few attempts each. */
export default class extends BaseSchema {
  protected tableName = 'email_verifications'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('purpose', 64).notNullable()
      table.string('subject', 191).notNullable()
      table.string('email', 254).notNullable()
      // SHA-256 of purpose, subject and code: the code itself is never stored.
      table.string('code_hash', 64).notNullable()
      table.integer('attempts').notNullable().defaultTo(0)
      table.integer('max_attempts').notNullable()
      table.timestamp('expires_at').notNullable()
      table.timestamp('used_at').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['purpose', 'subject', 'created_at'])
      table.index(['expires_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
