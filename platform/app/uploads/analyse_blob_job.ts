import { inject } from '@adonisjs/core'
import { Job, type JobContext } from '@sceau/plugin-sdk/server'
import { outageOf } from '#exceptions/engine_outage'
import { UploadEndpoint, storageKeyOf } from './upload_endpoint.js'

/**
 * Hashes a stored blob by re-reading it, when no single process saw all of its bytes arrive. Its
 * last attempt rejects a blob whose bytes cannot be read back whole (never left "analysing"), unless
 * an engine is down: then the cleanup job dispatches it again later.
 */
@inject()
export class AnalyseBlobJob extends Job<{ blobId: string }> {
  static jobName = 'platform:uploads-analyse'
  static retries = 5
  static backoffMs = 2000

  constructor(private uploads: UploadEndpoint) {
    super()
  }

  async handle({ blobId }: { blobId: string }, context: JobContext) {
    try {
      // Reading the upload completes a multipart upload whose completion failed (tracked_s3_store.ts); an imported blob has none.
      await this.uploads.store.getUpload(storageKeyOf(blobId)).catch(() => null)
      await this.uploads.finaliser.analyse(blobId)
    } catch (error) {
      if (context.attempt <= AnalyseBlobJob.retries || outageOf(error)) throw error
      context.logger.warn('upload unreadable after every attempt', { blobId, error: String(error) })
      await this.uploads.finaliser.fail(blobId)
    }
  }
}
