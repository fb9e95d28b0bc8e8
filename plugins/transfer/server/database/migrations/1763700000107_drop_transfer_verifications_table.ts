import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Anonymous senders' codes moved to the platform's EmailVerificationService (issue 11). The codes
 * in flight are dropped, not copied: each expires within 15 minutes, and a sender whose draft was
 * open at the upgrade gets "ask for a new one" and a new code from the same modal.
 */
export default class extends BaseSchema {
  protected tableName = 'transfer_verifications'

  async up() {
    this.schema.dropTableIfExists(this.tableName)
  }

  async down() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('transfer_id').notNullable().references('id').inTable('transfer_transfers').onDelete('CASCADE')
      table.string('code_hash', 64).notNullable()
      table.integer('attempts').notNullable().defaultTo(0)
      table.timestamp('expires_at').notNullable()
      table.timestamp('used_at').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['transfer_id', 'created_at'])
    })
  }
}
