import { BaseSchema } from '@adonisjs/lucid/schema'
import { epochDatesToText, textDatesToEpoch } from '@sceau/plugin-sdk/server'

/**
 * The billing tables are raw tables: their dates are bound as JS Dates now (docs/adr/0004), like the
 * other raw tables. On SQLite they held Lucid's text ("2026-03-01 12:34:56", the process's local
 * time); it becomes epoch milliseconds, the same instant. PostgreSQL's timestamptz stays as it is.
 */
export const BILLING_DATE_COLUMNS: Record<string, string[]> = {
  billing_charges: ['created_at'],
  billing_accounts: ['updated_at'],
}

export default class extends BaseSchema {
  async up() {
    this.defer(async (client) => {
      for (const [table, columns] of Object.entries(BILLING_DATE_COLUMNS)) await textDatesToEpoch(client, table, columns, 'local')
    })
  }

  async down() {
    this.defer(async (client) => {
      for (const [table, columns] of Object.entries(BILLING_DATE_COLUMNS)) await epochDatesToText(client, table, columns, 'local')
    })
  }
}
