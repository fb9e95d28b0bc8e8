import { inject } from '@adonisjs/core'
import { AnchorService, Job } from '@sceau/plugin-sdk/server'
import { DatabaseAnchorService } from './database_anchor_service.js'

/** Every ANCHOR_CONFIRM_PERIOD: counts confirmations of sent batches and marks them anchored. */
@inject()
export class AnchorConfirmJob extends Job {
  static jobName = 'platform:anchor-confirm'
  static retries = 2
  static backoffMs = 10_000

  constructor(private anchors: AnchorService) {
    super()
  }

  async handle() {
    if (this.anchors instanceof DatabaseAnchorService) await this.anchors.confirm()
  }
}
