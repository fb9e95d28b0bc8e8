import { BaseSchema } from '@adonisjs/lucid/schema'

/** One row per transfer, kept after expiry for the history (its bytes are deleted then). */
export default class extends BaseSchema {
  protected tableName = 'transfer_transfers'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // Public download token: base62, 22 characters (131 bits).
      table.string('token', 32).notNullable().unique()
      // The draft's creator finishes it (verify, send) with this secret; stored as SHA-256.
      table.string('sender_token_hash', 64).notNullable()
      table.integer('organisation_id').nullable()
      table.integer('user_id').nullable()
      table.string('sender_email', 254).notNullable()
      table.string('sender_locale', 8).notNullable()
      // Anonymous senders only (daily and monthly caps per address); cleared by the expiry job after a month.
      table.string('sender_ip', 64).nullable()
      table.string('type', 16).notNullable()
      table.string('mode', 8).notNullable()
      table.string('title', 255).nullable()
      table.text('message').nullable()
      table.string('password_hash').nullable()
      // Bumped when the password changes: unlock capabilities of the old one stop working.
      table.integer('password_version').notNullable().defaultTo(0)
      table.string('status', 16).notNullable()
      table.string('batch_id', 32).notNullable()
      table.integer('expiry_days').notNullable()
      table.integer('file_count').notNullable().defaultTo(0)
      table.bigInteger('total_bytes').notNullable().defaultTo(0)
      table.timestamp('verified_at').nullable()
      table.timestamp('sent_at').nullable()
      table.timestamp('expire_at').nullable()
      table.timestamp('first_downloaded_at').nullable()
      table.timestamp('reminder_sent_at').nullable()
      table.timestamp('expired_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['organisation_id', 'status', 'created_at'])
      table.index(['status', 'expire_at'])
      table.index(['sender_email', 'created_at'])
      table.index(['sender_ip', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
