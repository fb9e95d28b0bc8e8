import { BaseSchema } from '@adonisjs/lucid/schema'

/** The incoming reception page: one per organisation, its public uuid stable. */
export default class extends BaseSchema {
  protected tableName = 'receptions_pages'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('id', 36).primary()
      table.integer('organisation_id').notNullable().unique()
      table.boolean('active').notNullable().defaultTo(false)
      table.string('color', 7).nullable()
      table.string('access', 16).notNullable().defaultTo('PRIVATE')
      table.string('password_hash').nullable()
      table.integer('password_version').notNullable().defaultTo(0)
      // Member user ids (JSON array).
      table.text('recipient_ids').notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
