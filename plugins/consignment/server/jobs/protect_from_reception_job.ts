import { inject } from '@adonisjs/core'
import { Job, type JobContext } from '@sceau/plugin-sdk/server'
import type { ProtectReceivedPayload } from '@sceau/plugin-receptions/events'
import { ProtectFromTransfer } from '../services/protect_from_transfer.js'

/**
 * "Protect" a received file (receptions inbox): a deposit of the file's blob in the organisation,
 * made as from a transfer (bytes copied, sealed), once per request whatever the retries.
 */
@inject()
export class ProtectFromReceptionJob extends Job<ProtectReceivedPayload> {
  static jobName = 'consignment:protect-from-reception'
  static retries = 8
  static backoffMs = 2000

  constructor(private protect: ProtectFromTransfer) {
    super()
  }

  async handle(payload: ProtectReceivedPayload, context: JobContext) {
    if (typeof payload?.requestId !== 'string' || typeof payload.file?.blobId !== 'string' || !Number.isSafeInteger(payload.organisationId)) {
      context.logger.warn('receptions:protect-requested ignored: not the documented payload')
      return
    }
    const deposit = await this.protect.create(
      {
        transferId: payload.requestId,
        organisationId: payload.organisationId,
        userId: payload.userId,
        senderEmail: payload.email,
        batchId: '',
        blobIds: [payload.file.blobId],
        send: false,
        locale: payload.locale,
      },
      'reception'
    )
    if (deposit) context.logger.info('deposit made from a received file', { delivery: payload.deliveryId, deposit: deposit.uid })
  }
}
