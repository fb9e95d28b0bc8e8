import { BaseSchema } from '@adonisjs/lucid/schema'

/* Session store of @adonisjs/session (database store, tagged by user id). */
export default class extends BaseSchema {
  protected tableName = 'sessions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('id', 128).primary()
      table.string('user_id').nullable().index()
      table.text('data').notNullable()
      table.timestamp('expires_at').notNullable().index()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
