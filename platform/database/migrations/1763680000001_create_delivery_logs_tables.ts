import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Proof of delivery (docs/proof-of-delivery.md): one log per transfer or reception delivery, its
 * hash-chained entries (unique seq: two appends can never fork the chain), the byte ranges each
 * visitor received of each file or ZIP, and the timestamped heads. Times in epoch milliseconds.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('delivery_logs', (table) => {
      table.bigIncrements('id')
      table.string('owner', 64).notNullable()
      table.string('ref', 255).notNullable()
      // Hashes user agents, so one visitor is recognisable within this log and nowhere else.
      table.string('salt', 64).notNullable()
      // The last entry: appends update this row first, which locks it until they commit.
      table.integer('head_seq').notNullable().defaultTo(0)
      table.string('head_hash', 64).notNullable()
      table.bigInteger('created_at').notNullable()
      table.unique(['owner', 'ref'])
    })
    this.schema.createTable('delivery_log_entries', (table) => {
      table.bigIncrements('id')
      table.bigInteger('log_id').notNullable().references('id').inTable('delivery_logs').onDelete('CASCADE')
      table.integer('seq').notNullable()
      table.string('kind', 32).notNullable()
      // The canonical JSON the hash covers (log, seq, time, kind, actor, ip, userAgentHash, data, prevHash).
      table.text('body').notNullable()
      table.string('hash', 64).notNullable()
      table.bigInteger('created_at').notNullable()
      table.unique(['log_id', 'seq'])
    })
    this.schema.createTable('delivery_log_ranges', (table) => {
      table.bigIncrements('id')
      table.bigInteger('log_id').notNullable().references('id').inTable('delivery_logs').onDelete('CASCADE')
      table.string('subject', 255).notNullable()
      // SHA-256 of the log's salt, the truncated IP and the user agent: one downloader, as far as can be told.
      table.string('visitor', 64).notNullable()
      // Merged [start, end] pairs received so far; "done" once the subject was logged as delivered.
      table.text('ranges').notNullable()
      table.boolean('done').notNullable().defaultTo(false)
      table.bigInteger('updated_at').notNullable()
      table.unique(['log_id', 'subject', 'visitor'])
    })
    this.schema.createTable('delivery_log_heads', (table) => {
      table.bigIncrements('id')
      table.bigInteger('log_id').notNullable().references('id').inTable('delivery_logs').onDelete('CASCADE')
      table.integer('seq').notNullable()
      table.string('hash', 64).notNullable()
      table.string('reason', 32).notNullable()
      // proof_timestamps row of the token; null until the seal job got one.
      table.bigInteger('timestamp_id').nullable()
      table.bigInteger('gen_time').nullable()
      // The TSA certificate, intermediates and root the token was verified with (PEM).
      table.text('chain_pem').nullable()
      table.bigInteger('created_at').notNullable()
      table.unique(['log_id', 'seq'])
    })
  }

  async down() {
    this.schema.dropTable('delivery_log_heads')
    this.schema.dropTable('delivery_log_ranges')
    this.schema.dropTable('delivery_log_entries')
    this.schema.dropTable('delivery_logs')
  }
}
