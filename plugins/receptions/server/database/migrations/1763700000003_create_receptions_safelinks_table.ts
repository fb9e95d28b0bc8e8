import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'receptions_safelinks'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('token', 64).notNullable().unique()
      table.string('organisation_id').notNullable().index()
      table.string('title').notNullable()
      table.text('description').nullable()
      table.string('audience', 16).notNullable().defaultTo('link')
      table.timestamp('expire_at').nullable()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
