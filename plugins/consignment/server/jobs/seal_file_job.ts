import { inject } from '@adonisjs/core'
import { Job, type JobContext } from '@sceau/plugin-sdk/server'
import { Sealer } from '../services/sealer.js'

/** Seals one deposited file (timestamp, number, security hash, anchor leaf, certificate); TSA failures are retried. */
@inject()
export class SealFileJob extends Job<{ fileId: number }> {
  static jobName = 'consignment:seal-file'
  static retries = 6
  static backoffMs = 2000

  constructor(private sealer: Sealer) {
    super()
  }

  async handle(payload: { fileId: number }, context: JobContext) {
    await this.sealer.seal(payload.fileId)
    context.logger.debug('file sealed', { fileId: payload.fileId })
  }
}
