import { inject } from '@adonisjs/core'
import { Job, type JobContext } from '@sceau/plugin-sdk/server'
import type { CapsuleDepositRequestedPayload } from '@sceau/plugin-capsules/events'
import { depositRepository } from '../services/deposit_repository.js'
import { RequestedDeposits } from '../services/requested_deposits.js'
import { matchCapsuleRequest } from '../validators/deposit_requests.js'

/**
 * A capsule's WACZ (capsules plugin): a deposit of its blob in the organisation, titled with the
 * page's title and carrying the URL and capture time (its certificate shows them), answered with
 * 'consignment:deposit-made' (see RequestedDeposits).
 */
@inject()
export class ProtectFromCapsuleJob extends Job<CapsuleDepositRequestedPayload> {
  static jobName = 'consignment:protect-from-capsule'
  static retries = 8
  static backoffMs = 2000

  constructor(private requested: RequestedDeposits) {
    super()
  }

  async handle(payload: CapsuleDepositRequestedPayload, context: JobContext) {
    const matched = await matchCapsuleRequest(payload, context)
    if (!matched) return
    const { organisationId, userId, apiKeyId, email, locale } = matched
    const request = { source: 'capsule' as const, sourceRef: matched.capsuleId, organisationId, userId, apiKeyId, email, locale, blobId: matched.file.blobId }
    const deposit = await this.requested.make(
      request,
      {
        title: (matched.title || matched.url).slice(0, 255),
        ...(matched.priceCents !== undefined ? { confirmedPriceCents: matched.priceCents } : {}),
        made: async (made) => {
          // Before sealing, so the certificate rendered then shows the captured page and time.
          if (!Number.isNaN(Date.parse(matched.capturedAt))) {
            await depositRepository.setCapture(made.id, { url: matched.url, capturedAt: new Date(matched.capturedAt).toISOString() })
          }
        },
      },
      context,
      ProtectFromCapsuleJob.retries + 1
    )
    if (deposit) context.logger.info('deposit made from a capsule', { capsule: matched.capsuleId, deposit: deposit.uid })
  }
}
