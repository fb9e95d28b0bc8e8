import { BaseSchema } from '@adonisjs/lucid/schema'
import { epochDatesToText, textDatesToEpoch } from '@sceau/plugin-sdk/server'

/**
 * The models' DateTime columns are bound as JS Dates now (docs/adr/0004, `storedAsDate`). On SQLite
 * they held Lucid's text ("2026-03-01 12:34:56", the process's local time); it becomes epoch
 * milliseconds, the same instant. PostgreSQL's timestamptz stays as it is.
 */
export const MODEL_DATE_COLUMNS: Record<string, string[]> = {
  users: ['mail_confirmed_at', 'terms_accepted_at', 'welcome_dismissed_at', 'created_at', 'updated_at'],
  user_tokens: ['expires_at', 'used_at', 'created_at'],
  organisations: ['plan_expires_at', 'created_at', 'updated_at'],
  organisation_members: ['created_at', 'updated_at'],
  organisation_invitations: ['sent_at', 'expires_at', 'answered_at', 'created_at', 'updated_at'],
  contacts: ['created_at', 'updated_at'],
  api_keys: ['last_used_at', 'created_at', 'updated_at'],
}

export default class extends BaseSchema {
  async up() {
    this.defer(async (client) => {
      for (const [table, columns] of Object.entries(MODEL_DATE_COLUMNS)) await textDatesToEpoch(client, table, columns, 'local')
    })
  }

  async down() {
    this.defer(async (client) => {
      for (const [table, columns] of Object.entries(MODEL_DATE_COLUMNS)) await epochDatesToText(client, table, columns, 'local')
    })
  }
}
