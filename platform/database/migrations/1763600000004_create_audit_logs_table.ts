import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'audit_logs'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.string('action', 128).notNullable().index()
      table.string('actor_id').nullable().index()
      table.string('organisation_id').nullable().index()
      table.string('subject_type', 64).nullable()
      table.string('subject_id').nullable()
      table.text('meta').notNullable()
      table.string('ip', 64).nullable()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
