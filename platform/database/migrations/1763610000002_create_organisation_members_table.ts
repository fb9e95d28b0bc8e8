import { BaseSchema } from '@adonisjs/lucid/schema'

/* Who belongs to which organisation, with a role and the rights an administrator switched off. */
export default class extends BaseSchema {
  protected tableName = 'organisation_members'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('organisation_id').unsigned().notNullable().references('id').inTable('organisations').onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('role', 16).notNullable().defaultTo('member')
      table.text('rights').notNullable().defaultTo('{}')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['organisation_id', 'user_id'])
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
