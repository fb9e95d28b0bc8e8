import { inject } from '@adonisjs/core'
import { BlobService, Job, QueueService, type JobContext } from '@sceau/plugin-sdk/server'
import { AnalyseBlobJob } from './analyse_blob_job.js'
import { UploadEndpoint } from './upload_endpoint.js'

const BATCH = 100
/** A blob untouched this long while uploading or analysing is checked again (a process may have died). */
const STALE_MS = { uploading: 3600_000, analysing: 15 * 60_000 }
/** How long a deleted batch's token answers 410 rather than 401 (longer than any client keeps it). */
const ENDED_TOKEN_MS = 30 * 24 * 3600_000

/**
 * Scheduled: deletes batches whose time is up (open ones abandoned, closed ones past their
 * retention) and uploads that can no longer complete, bytes and rows; finishes blobs a crash left
 * behind with all their bytes stored.
 */
@inject()
export class CleanupUploadsJob extends Job<Record<string, never>> {
  static jobName = 'platform:uploads-cleanup'
  static retries = 1

  constructor(
    private uploads: UploadEndpoint,
    private blobs: BlobService,
    private queue: QueueService
  ) {
    super()
  }

  async handle(_payload: unknown, context: JobContext) {
    context.logger.info('uploads cleaned', await this.clean())
  }

  /** One sweep; returns what it did. */
  async clean(now = new Date()) {
    const { repository } = this.uploads
    const counts = { batches: 0, uploads: 0, finished: 0, reanalysed: 0 }
    for (let ids = await repository.expiredBatchIds(now, BATCH); ids.length; ids = await repository.expiredBatchIds(now, BATCH)) {
      for (const id of ids) await this.blobs.deleteBatch(id)
      counts.batches += ids.length
    }
    await repository.forgetEndedTokens(new Date(now.getTime() - ENDED_TOKEN_MS))
    for (let ids = await repository.orphanUploadIds(BATCH); ids.length; ids = await repository.orphanUploadIds(BATCH)) {
      for (const id of ids) await this.blobs.delete(id)
      counts.uploads += ids.length
    }
    for (const blob of await repository.staleBlobs('uploading', new Date(now.getTime() - STALE_MS.uploading), BATCH)) {
      const stored = await this.uploads.store.getUpload(blob.storageKey).catch(() => null)
      if (stored && stored.offset === blob.size) {
        await this.uploads.finaliser.completed(blob.id, blob.storageKey, blob.size)
        counts.finished++
      }
    }
    for (const blob of await repository.staleBlobs('analysing', new Date(now.getTime() - STALE_MS.analysing), BATCH)) {
      await this.queue.dispatch(AnalyseBlobJob, { blobId: blob.id }, { jobKey: `analyse:${blob.id}` })
      counts.reanalysed++
    }
    return counts
  }
}
