import { BaseSchema } from '@adonisjs/lucid/schema'

/* Organisations with their plan (granted by `node ace plan:grant` while payments are off) and branding. */
export default class extends BaseSchema {
  protected tableName = 'organisations'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 120).notNullable()
      // Every user has exactly one personal organisation, created with the account.
      table.integer('personal_owner_id').unsigned().nullable().unique().references('id').inTable('users').onDelete('CASCADE')
      table.string('plan', 16).notNullable().defaultTo('free')
      table.timestamp('plan_expires_at').nullable()
      table.boolean('plan_renews').notNullable().defaultTo(false)
      // Additional members allowed when it differs from the plan's default.
      table.integer('member_slots').nullable()
      // The provider approved deposits on behalf of third parties (docs/product.md §6).
      table.boolean('third_party_deposits').notNullable().defaultTo(false)
      table.string('logo_key', 255).nullable()
      table.string('download_background_key', 255).nullable()
      table.string('send_background_key', 255).nullable()
      table.string('main_color', 7).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
