import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'capsules_captures'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('organisation_id').notNullable().index()
      table.text('url').notNullable()
      table.string('warc_sha256', 64).nullable()
      table.string('screenshot_sha256', 64).nullable()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
