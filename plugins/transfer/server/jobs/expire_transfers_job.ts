import { inject } from '@adonisjs/core'
import { EventBus, Job, type JobContext } from '@sceau/plugin-sdk/server'
import { DELIVERY_RETENTION_DAYS } from '@sceau/shared'
import { settings } from '../config.js'
import { DAY_MS } from '../services/dates.js'
import { TransferRepository } from '../services/transfer_repository.js'
import { TransferProof } from '../services/transfer_proof.js'
import { TransferService } from '../services/transfer_service.js'

const BATCH = 100

/**
 * Scheduled: transfers past expireAt become "expired" and their bytes are deleted (fs or S3,
 * through BlobService); the record and its history stay. Drafts never sent are cancelled once
 * their upload window closed, and anonymous senders' addresses are forgotten after a month. A
 * deleted transfer keeps only its record, its files' hashes and its proof-of-delivery log for its
 * organisation's retention period (docs/proof-of-delivery.md "Privacy"), then those go too.
 */
@inject()
export class ExpireTransfersJob extends Job<Record<string, never>> {
  static jobName = 'transfer:expire'
  static retries = 1

  constructor(
    private repository: TransferRepository,
    private transfers: TransferService,
    private events: EventBus,
    private proof: TransferProof
  ) {
    super()
  }

  async handle(_payload: unknown, context: JobContext) {
    context.logger.info('transfers expired', await this.run())
  }

  async run(now = new Date()) {
    const counts = { expired: 0, abandoned: 0, forgotten: 0 }
    for (let due = await this.repository.dueForExpiry(now, BATCH); due.length; due = await this.repository.dueForExpiry(now, BATCH)) {
      for (const transfer of due) {
        await this.transfers.purge(transfer, 'expired')
        await this.proof.ended(transfer, 'expired', null)
        await this.events.emit('transfer:expired', { id: String(transfer.id), organisationId: transfer.organisationId })
        counts.expired++
      }
    }
    const windowStart = new Date(now.getTime() - settings.uploadWindowSeconds * 1000)
    for (const draft of await this.repository.abandonedDrafts(windowStart, BATCH)) {
      await this.transfers.cancel(draft)
      counts.abandoned++
    }
    await this.repository.forgetSenderIps(new Date(now.getTime() - 31 * DAY_MS))
    counts.forgotten = await this.forgetDeleted(now)
    return counts
  }

  /** Deleted transfers past their organisation's retention period: the log, then the record. */
  async forgetDeleted(now: Date) {
    let forgotten = 0
    const earliest = new Date(now.getTime() - DELIVERY_RETENTION_DAYS.min * DAY_MS)
    for (const organisationId of await this.repository.organisationsWithDeleted(earliest)) {
      const days = await this.proof.retentionDays({ organisationId })
      const before = new Date(now.getTime() - days * DAY_MS)
      for (
        let due = await this.repository.deletedBefore(organisationId, before, BATCH);
        due.length;
        due = await this.repository.deletedBefore(organisationId, before, BATCH)
      ) {
        for (const transfer of due) {
          await this.proof.remove(transfer)
          await this.repository.remove(transfer.id)
          forgotten++
        }
      }
    }
    return forgotten
  }
}
