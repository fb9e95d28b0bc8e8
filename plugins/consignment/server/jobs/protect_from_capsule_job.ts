import { inject } from '@adonisjs/core'
import { EventBus, Job, type JobContext } from '@sceau/plugin-sdk/server'
import type { CapsuleDepositRequestedPayload } from '@sceau/plugin-capsules/events'
import { depositRepository } from '../services/deposit_repository.js'
import { ProtectFromTransfer } from '../services/protect_from_transfer.js'

/**
 * A capsule's WACZ (capsules plugin): a deposit of its blob in the organisation, titled with the
 * page's title and carrying the URL and capture time (its certificate shows them), made as from a transfer (bytes copied,
 * sealed), once per capsule whatever the retries. The capsule hears which deposit it is
 * ('consignment:deposit-made') before the files are queued for sealing, so 'consignment:sealed'
 * always finds it.
 */
@inject()
export class ProtectFromCapsuleJob extends Job<CapsuleDepositRequestedPayload> {
  static jobName = 'consignment:protect-from-capsule'
  static retries = 8
  static backoffMs = 2000

  constructor(
    private protect: ProtectFromTransfer,
    private events: EventBus
  ) {
    super()
  }

  async handle(payload: CapsuleDepositRequestedPayload, context: JobContext) {
    if (
      typeof payload?.capsuleId !== 'string' ||
      typeof payload.file?.blobId !== 'string' ||
      !Number.isSafeInteger(payload.organisationId) ||
      typeof payload.url !== 'string'
    ) {
      context.logger.warn('capsules:deposit-requested ignored: not the documented payload')
      return
    }
    const answer = { source: 'capsule' as const, sourceRef: payload.capsuleId, organisationId: payload.organisationId }
    let deposit
    try {
      deposit = await this.protect.create(
        {
          transferId: payload.capsuleId,
          organisationId: payload.organisationId,
          userId: payload.userId,
          senderEmail: payload.email,
          batchId: '',
          blobIds: [payload.file.blobId],
          send: false,
        },
        'capsule',
        {
          title: (payload.title || payload.url).slice(0, 255),
          made: async (made) => {
            // Before sealing, so the certificate rendered then shows the captured page and time.
            if (!Number.isNaN(Date.parse(payload.capturedAt))) {
              await depositRepository.setCapture(made.id, { url: payload.url, capturedAt: new Date(payload.capturedAt).toISOString() })
            }
            await this.events.emit('consignment:deposit-made', { ...answer, depositId: made.uid, number: made.number, error: null })
          },
        }
      )
    } catch (error) {
      // The last attempt: the capsule hears that its deposit failed rather than waiting for ever.
      if (context.attempt >= ProtectFromCapsuleJob.retries + 1) {
        await this.events.emit('consignment:deposit-made', { ...answer, depositId: null, number: null, error: 'failed' })
      }
      throw error
    }
    if (deposit) context.logger.info('deposit made from a capsule', { capsule: payload.capsuleId, deposit: deposit.uid })
    else await this.events.emit('consignment:deposit-made', { ...answer, depositId: null, number: null, error: 'refused' })
  }
}
