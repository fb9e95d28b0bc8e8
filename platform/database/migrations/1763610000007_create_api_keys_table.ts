import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Organisation API keys for signed server-to-server requests. HMAC needs the secret itself on the
 * server, so it is kept encrypted with APP_KEY rather than hashed.
 */
export default class extends BaseSchema {
  protected tableName = 'api_keys'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('organisation_id').unsigned().notNullable().references('id').inTable('organisations').onDelete('CASCADE')
      table.string('name', 100).notNullable()
      table.string('public_key', 64).notNullable().unique()
      table.text('secret_encrypted').notNullable()
      table.text('permissions').notNullable()
      table.integer('created_by_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('last_used_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['organisation_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
