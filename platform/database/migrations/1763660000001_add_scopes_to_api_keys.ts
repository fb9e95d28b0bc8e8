import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * API key scopes (deposit, transfer, read), chosen at creation. Keys made before scopes existed
 * get "read" only: they keep what they could do (integration reads) and gain no write they were
 * never given; an administrator makes a new key for deposits or transfers.
 */
export default class extends BaseSchema {
  protected tableName = 'api_keys'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.text('scopes').nullable()
    })
    this.defer(async (db) => {
      await db
        .from(this.tableName)
        .whereNull('scopes')
        .update({ scopes: JSON.stringify(['read']) })
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('scopes')
    })
  }
}
