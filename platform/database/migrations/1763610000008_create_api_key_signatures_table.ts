import { BaseSchema } from '@adonisjs/lucid/schema'

/* Signatures seen within the acceptance window, so a signed request cannot be replayed (database driver). */
export default class extends BaseSchema {
  protected tableName = 'api_key_signatures'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('signature', 64).primary()
      table.timestamp('expires_at').notNullable().index()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
