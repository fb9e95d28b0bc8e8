import { BaseSchema } from '@adonisjs/lucid/schema'

/** Files each organisation protected (fed by the consignment plugin's "sealed" event) for the dashboard card. */
export default class extends BaseSchema {
  protected tableName = 'transfer_protected_counts'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.integer('organisation_id').primary()
      table.bigInteger('files').notNullable().defaultTo(0)
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
