import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Acknowledgement of receipt (docs/proof-of-delivery.md): the sender's option on the transfer, and
 * one row per address that confirmed receipt with a mailed code (unique: a second confirmation is the first).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('transfer_transfers', (table) => {
      table.boolean('acknowledgement').notNullable().defaultTo(false)
    })
    this.schema.createTable('transfer_acknowledgements', (table) => {
      table.increments('id')
      table.integer('transfer_id').notNullable().references('id').inTable('transfer_transfers').onDelete('CASCADE')
      table.string('email', 254).notNullable()
      table.string('name', 200).notNullable()
      // The log entry the acknowledgement is (its seq in the transfer's delivery log).
      table.integer('log_seq').notNullable()
      table.timestamp('acknowledged_at').notNullable()
      table.unique(['transfer_id', 'email'])
    })
  }

  async down() {
    this.schema.dropTable('transfer_acknowledgements')
    this.schema.alterTable('transfer_transfers', (table) => {
      table.dropColumn('acknowledgement')
    })
  }
}
