import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * The outbox (docs/operations.md "Outbox"): jobs recorded with what caused them and relayed to
 * BullMQ under their row's id; and each queued mail's delivery, so a retry never sends it twice.
 * Times in epoch milliseconds.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('queue_outbox', (table) => {
      table.bigIncrements('id')
      // The BullMQ prefix (QUEUE_PREFIX) it goes to: instances sharing a database relay only their own.
      table.string('queue', 64).notNullable()
      table.string('name', 128).notNullable()
      table.text('payload').notNullable()
      // pending (not yet on Redis), relayed, failed; a finished job's row is deleted.
      table.string('status', 16).notNullable().defaultTo('pending')
      table.integer('max_attempts').notNullable().defaultTo(1)
      table.integer('backoff_ms').notNullable().defaultTo(1000)
      table.bigInteger('run_at').notNullable()
      table.bigInteger('relayed_at').nullable()
      table.string('job_key', 255).nullable().unique()
      table.text('last_error').nullable()
      table.bigInteger('created_at').notNullable()
      table.index(['queue', 'status', 'relayed_at'])
    })
    this.schema.createTable('mail_sends', (table) => {
      // The queued job's id (the outbox row, or the embedded queue's row): one delivery per job.
      table.string('job_ref', 64).primary()
      // trying, committing (the server may be accepting it), retrying, sent, unconfirmed, failed (send_mail_job.ts).
      table.string('status', 16).notNullable()
      // The Message-ID the message carries (the same on every attempt).
      table.string('message_id', 255).notNullable()
      table.text('last_error').nullable()
      table.bigInteger('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('mail_sends')
    this.schema.dropTable('queue_outbox')
  }
}
