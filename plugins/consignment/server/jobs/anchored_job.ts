import { inject } from '@adonisjs/core'
import { Job } from '@sceau/plugin-sdk/server'
import { AnchorConfirmations } from '../services/anchor_confirmations.js'

/** A file's anchor is confirmed: record it and render its certificate again (it now names the transaction). */
@inject()
export class AnchoredJob extends Job<{ fileUid: string }> {
  static jobName = 'consignment:anchored'
  static retries = 5

  constructor(private confirmations: AnchorConfirmations) {
    super()
  }

  async handle(payload: { fileUid: string }) {
    await this.confirmations.confirmed(payload.fileUid)
  }
}
