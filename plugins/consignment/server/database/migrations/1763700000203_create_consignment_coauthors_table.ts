import { BaseSchema } from '@adonisjs/lucid/schema'

/** Co-authors of a deposit (docs/product.md §3): first name, last name and e-mail, all required. */
export default class extends BaseSchema {
  protected tableName = 'consignment_coauthors'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('deposit_id').notNullable().references('id').inTable('consignment_deposits').onDelete('CASCADE')
      table.integer('position').notNullable()
      table.string('firstname', 100).notNullable()
      table.string('lastname', 100).notNullable()
      table.string('email', 254).notNullable()
      table.unique(['deposit_id', 'email'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
