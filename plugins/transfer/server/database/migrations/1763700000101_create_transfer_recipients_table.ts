import { BaseSchema } from '@adonisjs/lucid/schema'

/** The addresses a transfer was sent to (e-mail mode), and when each was last mailed. */
export default class extends BaseSchema {
  protected tableName = 'transfer_recipients'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('transfer_id').notNullable().references('id').inTable('transfer_transfers').onDelete('CASCADE')
      table.string('email', 254).notNullable()
      table.timestamp('notified_at').nullable()
      table.unique(['transfer_id', 'email'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
