import { inject } from '@adonisjs/core'
import { Job, type JobContext } from '@sceau/plugin-sdk/server'
import type { ProtectReceivedPayload } from '@sceau/plugin-receptions/events'
import { RequestedDeposits } from '../services/requested_deposits.js'
import { matchReceptionRequest } from '../validators/deposit_requests.js'

/**
 * "Protect" a received file (receptions inbox): a deposit of the file's blob in the organisation,
 * once per request whatever the retries, answered with 'consignment:deposit-made' (see RequestedDeposits).
 */
@inject()
export class ProtectFromReceptionJob extends Job<ProtectReceivedPayload> {
  static jobName = 'consignment:protect-from-reception'
  static retries = 8
  static backoffMs = 2000

  constructor(private requested: RequestedDeposits) {
    super()
  }

  async handle(payload: ProtectReceivedPayload, context: JobContext) {
    const request = await matchReceptionRequest(payload, context)
    if (!request) return
    const { organisationId, userId, email, locale } = request
    const deposit = await this.requested.make(
      { source: 'reception', sourceRef: request.requestId, organisationId, userId, email, locale, blobId: request.file.blobId },
      // The price the member confirmed: charged exactly, or no deposit ('priceChanged') and nothing charged.
      request.priceCents !== undefined ? { confirmedPriceCents: request.priceCents } : {},
      context,
      ProtectFromReceptionJob.retries + 1
    )
    if (deposit) context.logger.info('deposit made from a received file', { delivery: request.deliveryId, deposit: deposit.uid })
  }
}
