import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One row holding the last deposit number issued. Numbers are taken from it inside a transaction, so
 * a transaction that loses a race rolls its increment back: no gaps, unlike a sequence (PostgreSQL
 * burns a value on every conflicting insert). It starts after the numbers already issued.
 */
export default class extends BaseSchema {
  protected tableName = 'consignment_number_counter'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.integer('id').primary()
      table.integer('value').notNullable()
    })
    this.defer(async (db) => {
      const row = await db.from('consignment_numbers').max('id as max').first()
      await db.table(this.tableName).insert({ id: 1, value: Number(row?.max ?? 0) })
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
