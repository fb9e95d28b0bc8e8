import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { Job } from '@sceau/plugin-sdk/server'

/**
 * Hourly: removes mailed-link tokens a day past their use or expiry, e-mailed verification codes a
 * day past their expiry (a subject's code count starts again), and API-key signatures past their window.
 */
export class AccountsCleanupJob extends Job<Record<string, never>> {
  static jobName = 'platform:accounts-cleanup'
  static retries = 1

  async handle() {
    const dayAgo = DateTime.now().minus({ days: 1 }).toJSDate()
    await db.from('user_tokens').where('expires_at', '<', dayAgo).delete()
    await db.from('user_tokens').where('used_at', '<', dayAgo).delete()
    await db.from('email_verifications').where('expires_at', '<', dayAgo).delete()
    // This table is only read raw: its times are JS Dates, as written.
    await db.from('api_key_signatures').where('expires_at', '<', new Date()).delete()
  }
}
