import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Proof of delivery, privacy (docs/proof-of-delivery.md "Privacy", issue 30): a version 2 entry
 * hashes a salted commitment to its network information and keeps the clear values and the salt
 * beside it (network_opening, deleted once the organisation's retention period ends); the log knows
 * its organisation, whose retention period (days) applies to it.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('delivery_log_entries', (table) => {
      // JSON {salt, ip, userAgentHash}; null for version 1 entries, entries without network information, and after retention.
      table.text('network_opening').nullable()
    })
    this.schema.alterTable('delivery_logs', (table) => {
      table.bigInteger('organisation_id').nullable().index()
    })
    this.schema.alterTable('organisations', (table) => {
      table.integer('delivery_retention_days').notNullable().defaultTo(365)
    })
  }

  async down() {
    this.schema.alterTable('organisations', (table) => {
      table.dropColumn('delivery_retention_days')
    })
    this.schema.alterTable('delivery_logs', (table) => {
      table.dropIndex(['organisation_id'])
      table.dropColumn('organisation_id')
    })
    this.schema.alterTable('delivery_log_entries', (table) => {
      table.dropColumn('network_opening')
    })
  }
}
