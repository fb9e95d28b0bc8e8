import { BaseSchema } from '@adonisjs/lucid/schema'

/** The deposit price the member confirmed before the capture (issue 25): the deposit is charged that, or not made. */
export default class extends BaseSchema {
  protected tableName = 'capsules_capsules'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('price_cents').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('price_cents')
    })
  }
}
