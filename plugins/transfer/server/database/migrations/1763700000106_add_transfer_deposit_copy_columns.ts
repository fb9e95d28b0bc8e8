import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Transfers made from another plugin's request (the consignment plugin's "transfer the file"): the
 * request's id, unique so a retried or repeated request makes one transfer, and what the recipients'
 * mails say about the files' protection (deposit number and certificate links, JSON).
 */
export default class extends BaseSchema {
  protected tableName = 'transfer_transfers'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('source_ref', 96).nullable().unique()
      table.text('protection').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropUnique(['source_ref'])
      table.dropColumn('protection')
      table.dropColumn('source_ref')
    })
  }
}
