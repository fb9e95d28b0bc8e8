import { BaseSchema } from '@adonisjs/lucid/schema'

/** The platform-wide sequence of deposit numbers: one row per sealed deposit, in sealing order. */
export default class extends BaseSchema {
  protected tableName = 'consignment_numbers'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('deposit_id').notNullable().unique()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
