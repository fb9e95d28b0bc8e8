import db from '@adonisjs/lucid/services/db'
import { Job } from '@sceau/plugin-sdk/server'

/** How long a finished delivery and a failed job stay readable (docs/operations.md "Outbox"). */
export const OUTBOX_KEEP_MS = 30 * 86_400_000

/** Daily: forgets mail deliveries that ended and jobs that failed for good, once a month old. */
export class OutboxCleanupJob extends Job<Record<string, never>> {
  static jobName = 'platform:outbox-cleanup'
  static retries = 1

  async handle() {
    const before = Date.now() - OUTBOX_KEEP_MS
    await db.from('mail_sends').whereIn('status', ['sent', 'unconfirmed', 'failed']).where('updated_at', '<', before).delete()
    await db.from('queue_outbox').where('status', 'failed').where('created_at', '<', before).delete()
  }
}
