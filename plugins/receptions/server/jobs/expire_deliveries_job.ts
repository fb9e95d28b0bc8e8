import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { Job, type JobContext } from '@sceau/plugin-sdk/server'
import { settings } from '../config.js'
import { Deliveries } from '../services/deliveries.js'
import { Receipts } from '../services/receipts.js'
import { deliveryTable, safeLinkTable } from '../services/tables.js'

const BATCH = 100
const CLOSING_GRACE_MS = 10 * 60 * 1000

/**
 * Scheduled: received files past their retention are deleted (bytes through BlobService, fs or
 * S3); the delivery's record and receipt stay, "expired". Deliveries never completed are dropped
 * once their upload window closed; those a crash left half-finished are finished; receipts the TSA
 * could not stamp are stamped and mailed to the sender.
 */
@inject()
export class ExpireDeliveriesJob extends Job<Record<string, never>> {
  static jobName = 'receptions:expire'
  static retries = 1

  constructor(
    private deliveries: Deliveries,
    private receipts: Receipts
  ) {
    super()
  }

  async handle(_payload: unknown, context: JobContext) {
    context.logger.info('receptions swept', await this.run())
  }

  async run(now = new Date()) {
    const counts = { expired: 0, abandoned: 0, finished: 0, stamped: 0 }
    const read = (rows: Record<string, unknown>[]) => rows.map((row) => deliveryTable.read(row))
    for (const delivery of read(await db.from(deliveryTable.table).where('state', 'complete').where('expires_at', '<=', now).limit(BATCH))) {
      await this.deliveries.purge(delivery, 'expired')
      counts.expired++
    }
    const windowStart = new Date(now.getTime() - settings.uploadWindowSeconds * 1000)
    for (const delivery of read(await db.from(deliveryTable.table).where('state', 'uploading').where('created_at', '<=', windowStart).limit(BATCH))) {
      await this.deliveries.purge(delivery, 'deleted')
      counts.abandoned++
    }
    // Past its link's deadline a delivery can no longer upload (the core answers 410): its files go now.
    const expiredLinks = db
      .from(safeLinkTable.table)
      .select('id')
      .where((q) => q.whereNotNull('revoked_at').orWhere('expires_at', '<=', now))
    const stopped = db.from(deliveryTable.table).where({ state: 'uploading', source_kind: 'link' }).whereIn('source_id', expiredLinks)
    for (const delivery of read(await stopped.limit(BATCH))) {
      await this.deliveries.purge(delivery, 'deleted')
      counts.abandoned++
    }
    const stuck = new Date(now.getTime() - CLOSING_GRACE_MS)
    for (const delivery of read(await db.from(deliveryTable.table).where('state', 'closing').where('completed_at', '<=', stuck).limit(BATCH))) {
      await this.deliveries.finish(delivery.id)
      counts.finished++
    }
    for (const delivery of read(await db.from(deliveryTable.table).where('state', 'complete').whereNull('timestamp_token').limit(BATCH))) {
      const stamped = await this.receipts.stamp(delivery)
      if (!stamped.timestampToken) continue
      // The sender's first mail said "in a moment": the receipt follows.
      await this.deliveries.mailReceipt(stamped)
      counts.stamped++
    }
    return counts
  }
}
