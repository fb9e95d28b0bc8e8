import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The platform's Ed25519 keys that sign security hashes: generated once, private key encrypted with
 * APP_KEY (as the embedded TSA's), public key published; old keys stay to check old hashes.
 */
export default class extends BaseSchema {
  protected tableName = 'consignment_signing_keys'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('key_id', 32).primary()
      table.string('slot', 16).nullable().unique()
      table.text('public_key_pem').notNullable()
      table.text('private_key').notNullable()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
