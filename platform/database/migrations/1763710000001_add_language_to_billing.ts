import { BaseSchema } from '@adonisjs/lucid/schema'

/** The billing profile's language and the language each invoice was issued in (issue 25): the invoice follows the profile, not its reader. */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('billing_accounts', (table) => {
      table.string('billing_language', 5).nullable()
    })
    this.schema.alterTable('billing_invoices', (table) => {
      table.string('language', 5).nullable()
    })
  }

  async down() {
    this.schema.alterTable('billing_accounts', (table) => {
      table.dropColumn('billing_language')
    })
    this.schema.alterTable('billing_invoices', (table) => {
      table.dropColumn('language')
    })
  }
}
