import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * End-to-end encrypted transfers (docs/e2e-format.md): a flag, the encrypted manifest (base64url,
 * cleared with the files), the commitment list (JSON) and its RFC 3161 token (JSON, base64 DER).
 */
export default class extends BaseSchema {
  protected tableName = 'transfer_transfers'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.boolean('e2e').notNullable().defaultTo(false)
      table.text('e2e_manifest').nullable()
      table.text('e2e_commitments').nullable()
      table.text('e2e_timestamp').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('e2e_timestamp')
      table.dropColumn('e2e_commitments')
      table.dropColumn('e2e_manifest')
      table.dropColumn('e2e')
    })
  }
}
