import { BaseSchema } from '@adonisjs/lucid/schema'
import { epochDatesToText, textDatesToEpoch } from '@sceau/plugin-sdk/server'

/**
 * Dates are bound as JS Dates from now on (docs/adr/0004): on SQLite this plugin used to keep them
 * as UTC text ("2026-03-01 12:34:56.789"), which the new reads refuse; they become epoch milliseconds,
 * the same instant. PostgreSQL's timestamptz columns are left as they are.
 */
export const DATE_COLUMNS: Record<string, string[]> = {
  consignment_deposits: ['deposited_at', 'expires_at', 'renewal_noticed_at', 'created_at', 'updated_at'],
  consignment_files: ['sealed_at', 'created_at'],
  consignment_timestamps: ['gen_time', 'signer_not_after', 'created_at'],
  consignment_third_party_requests: ['decided_at', 'created_at'],
  consignment_signing_keys: ['created_at'],
}

export default class extends BaseSchema {
  async up() {
    this.defer(async (client) => {
      for (const [table, columns] of Object.entries(DATE_COLUMNS)) await textDatesToEpoch(client, table, columns)
    })
  }

  async down() {
    this.defer(async (client) => {
      for (const [table, columns] of Object.entries(DATE_COLUMNS)) await epochDatesToText(client, table, columns)
    })
  }
}
