import db from '@adonisjs/lucid/services/db'
import { Job, type JobContext } from '@sceau/plugin-sdk/server'
import { DELIVERY_RETENTION_DAYS } from '@sceau/shared'

const DAY_MS = 86_400_000

/**
 * Hourly (docs/proof-of-delivery.md "Privacy"): once an entry is older than its organisation's
 * retention period, deletes the clear network information and the salt kept beside it (version 2
 * entries hash only the commitment, so the chain, the heads and the tokens still verify), and the
 * byte ranges counted per visitor (a salted hash of their network and browser).
 */
export class DeliveryLogRetentionJob extends Job<Record<string, never>> {
  static jobName = 'platform:delivery-log-retention'
  static retries = 1

  async handle(_payload: unknown, context: JobContext) {
    context.logger.info('delivery log network information past retention deleted', await deliveryLogRetention())
  }
}

/** Runs the retention once; `now` for tests. Answers how many entries lost their network information and how many range rows went. */
export async function deliveryLogRetention(now = Date.now()) {
  const counts = { entries: 0, ranges: 0 }
  const periods = (await db.from('organisations').distinct('delivery_retention_days')).map((row) => Number(row.delivery_retention_days))
  const organisationsWith = (days: number) => db.from('organisations').select('id').where('delivery_retention_days', days)
  const groups: { days: number; logs: () => ReturnType<typeof db.from> }[] = periods.map((days) => ({
    days,
    logs: () => db.from('delivery_logs').select('id').whereIn('organisation_id', organisationsWith(days)),
  }))
  // Logs without an organisation (or whose organisation is gone): the default period.
  groups.push({
    days: DELIVERY_RETENTION_DAYS.default,
    logs: () =>
      db
        .from('delivery_logs')
        .select('id')
        .where((query) => query.whereNull('organisation_id').orWhereNotIn('organisation_id', db.from('organisations').select('id'))),
  })
  for (const { days, logs } of groups) {
    const before = now - days * DAY_MS
    counts.entries += Number(
      await db
        .from('delivery_log_entries')
        .whereNotNull('network_opening')
        .where('created_at', '<', before)
        .whereIn('log_id', logs())
        .update({ network_opening: null })
    )
    counts.ranges += Number(await db.from('delivery_log_ranges').where('updated_at', '<', before).whereIn('log_id', logs()).delete())
  }
  return counts
}
