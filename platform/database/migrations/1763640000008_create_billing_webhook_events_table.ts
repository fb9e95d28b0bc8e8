import { BaseSchema } from '@adonisjs/lucid/schema'

/** Provider webhook events already applied, by event id: a replay is a no-op (ADR 0006 §6). */
export default class extends BaseSchema {
  protected tableName = 'billing_webhook_events'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('event_id', 255).primary()
      table.string('type', 100).notNullable()
      table.timestamp('received_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
