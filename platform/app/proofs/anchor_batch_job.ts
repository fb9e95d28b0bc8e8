import { inject } from '@adonisjs/core'
import { AnchorService, Job, type JobContext } from '@sceau/plugin-sdk/server'
import { DatabaseAnchorService } from './database_anchor_service.js'

/** Every ANCHOR_PERIOD: the pending leaves become one Merkle batch, and built batches are sent on chain. */
@inject()
export class AnchorBatchJob extends Job {
  static jobName = 'platform:anchor-batch'
  static retries = 2
  static backoffMs = 10_000

  constructor(private anchors: AnchorService) {
    super()
  }

  async handle(_payload: unknown, context: JobContext) {
    if (!(this.anchors instanceof DatabaseAnchorService)) return
    const { built, sent } = await this.anchors.runBatch()
    if (built || sent) context.logger.info('anchor batch run', { batchId: built?.id ?? null, sent })
  }
}
