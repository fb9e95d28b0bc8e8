import { inject } from '@adonisjs/core'
import { Job, type JobContext } from '@sceau/plugin-sdk/server'
import type { ProtectRequestedPayload } from '@sceau/plugin-transfer/events'
import { ProtectFromTransfer } from '../services/protect_from_transfer.js'

/** "Protect" / "protect and send" from the transfer card: a deposit of the sent files (retried while they are still being analysed). */
@inject()
export class ProtectFromTransferJob extends Job<ProtectRequestedPayload> {
  static jobName = 'consignment:protect-from-transfer'
  static retries = 8
  static backoffMs = 2000

  constructor(private protect: ProtectFromTransfer) {
    super()
  }

  async handle(payload: ProtectRequestedPayload, context: JobContext) {
    const deposit = await this.protect.create(payload)
    if (deposit) context.logger.info('deposit made from a transfer', { transfer: payload.transferId, deposit: deposit.uid })
  }
}
