import { BaseSchema } from '@adonisjs/lucid/schema'

/** Requests to deposit on behalf of third parties: one per organisation, decided by an operator. */
export default class extends BaseSchema {
  protected tableName = 'consignment_third_party_requests'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('organisation_id').notNullable().unique()
      table.integer('user_id').nullable()
      table.string('requester_email', 254).nullable()
      table.text('message').nullable()
      table.string('status', 16).notNullable()
      table.timestamp('decided_at').nullable()
      table.string('decided_by', 255).nullable()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
