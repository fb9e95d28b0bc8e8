import { inject } from '@adonisjs/core'
import { Job } from '@sceau/plugin-sdk/server'
import { UploadEndpoint } from './upload_endpoint.js'

/** Hashes a stored blob by re-reading it, when no single process saw all of its bytes arrive. */
@inject()
export class AnalyseBlobJob extends Job<{ blobId: string }> {
  static jobName = 'platform:uploads-analyse'
  static retries = 5
  static backoffMs = 2000

  constructor(private uploads: UploadEndpoint) {
    super()
  }

  async handle({ blobId }: { blobId: string }) {
    await this.uploads.finaliser.analyse(blobId)
  }
}
