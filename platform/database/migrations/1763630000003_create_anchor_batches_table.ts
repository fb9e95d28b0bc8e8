import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One Merkle root per period. status: ready (built, nothing sent) -> sent (signed transaction and its
 * hash stored before broadcasting, so a retry never sends a second one) -> anchored (confirmed).
 */
export default class extends BaseSchema {
  protected tableName = 'anchor_batches'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.string('status', 16).notNullable().index()
      table.string('root', 64).notNullable()
      table.integer('tree_size').notNullable()
      table.integer('chain_id').nullable()
      table.string('to_address', 42).nullable()
      table.integer('nonce').nullable()
      table.string('tx_hash', 66).nullable()
      table.text('raw_tx').nullable()
      table.bigInteger('block_number').nullable()
      table.integer('confirmations').nullable()
      table.integer('send_attempts').notNullable().defaultTo(0)
      table.text('last_error').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('sent_at').nullable()
      table.timestamp('anchored_at').nullable()
      table.timestamp('events_emitted_at').nullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
