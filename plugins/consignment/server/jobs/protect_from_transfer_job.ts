import { inject } from '@adonisjs/core'
import { EventBus, Job, type JobContext } from '@sceau/plugin-sdk/server'
import type { ProtectRequestedPayload } from '@sceau/plugin-transfer/events'
import { DepositsFromBlobs, PriceNotConfirmed } from '../services/deposits_from_blobs.js'
import { matchTransferRequest } from '../validators/deposit_requests.js'

/** "Protect" / "protect and send" from the transfer card: a deposit of the sent files (retried while they are still being analysed). */
@inject()
export class ProtectFromTransferJob extends Job<ProtectRequestedPayload> {
  static jobName = 'consignment:protect-from-transfer'
  static retries = 8
  static backoffMs = 2000

  constructor(
    private fromBlobs: DepositsFromBlobs,
    private events: EventBus
  ) {
    super()
  }

  async handle(payload: ProtectRequestedPayload, context: JobContext) {
    const request = await matchTransferRequest(payload, context)
    if (!request) return
    const { transferId, organisationId, userId, apiKeyId, senderEmail, blobIds, locale, priceCents } = request
    let deposit
    try {
      deposit = await this.fromBlobs.create(
        { source: 'transfer', sourceRef: transferId, organisationId, userId, apiKeyId, email: senderEmail, blobIds, locale },
        // The price the sender confirmed when creating the transfer (issue 25): charged exactly, or no deposit.
        priceCents !== undefined ? { confirmedPriceCents: priceCents } : {}
      )
    } catch (error) {
      // Final (a retry finds the same price): nothing is made or charged.
      if (!(error instanceof PriceNotConfirmed)) throw error
      context.logger.warn('transfer not protected: the deposit no longer costs the price confirmed', { transfer: transferId, price: error.priceCents })
      // The transfer plugin tells its sender (the transfer's history).
      if (organisationId !== null) {
        await this.events.emit('consignment:deposit-made', {
          source: 'transfer',
          sourceRef: transferId,
          organisationId,
          depositId: null,
          number: null,
          error: 'priceChanged',
        })
      }
      return
    }
    if (deposit) context.logger.info('deposit made from a transfer', { transfer: transferId, deposit: deposit.uid })
  }
}
