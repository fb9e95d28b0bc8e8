import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The embedded TSA's root CA and signing certificate, shared by every platform process. Private keys
 * are encrypted with APP_KEY; the primary key makes concurrent first starts agree on one row.
 */
export default class extends BaseSchema {
  protected tableName = 'proof_tsa_credentials'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('name', 32).primary()
      table.string('algorithm', 16).notNullable()
      table.text('root_certificate_pem').notNullable()
      table.text('root_private_key').notNullable()
      table.text('tsa_certificate_pem').notNullable()
      table.text('tsa_private_key').notNullable()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
