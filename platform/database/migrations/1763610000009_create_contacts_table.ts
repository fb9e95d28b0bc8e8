import { BaseSchema } from '@adonisjs/lucid/schema'

/* The address book of an organisation: one contact per e-mail (stored lower-case) and organisation. */
export default class extends BaseSchema {
  protected tableName = 'contacts'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('organisation_id').unsigned().notNullable().references('id').inTable('organisations').onDelete('CASCADE')
      table.string('firstname', 100).notNullable().defaultTo('')
      table.string('lastname', 100).notNullable().defaultTo('')
      table.string('email', 254).notNullable()
      table.integer('created_by_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['organisation_id', 'email'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
