import { inject } from '@adonisjs/core'
import { EventBus, type JobContext } from '@sceau/plugin-sdk/server'
import type { Locale } from '@sceau/plugin-sdk/shared'
import type { DepositMadePayload } from '../../shared/events.js'
import type { DepositRow } from './deposit_repository.js'
import { DepositsFromBlobs, PriceNotConfirmed, type ProtectOptions } from './deposits_from_blobs.js'

/** A deposit of one file that another plugin asked for (a received file, a capsule's WACZ, a git release's archive). */
export interface DepositRequest {
  source: DepositMadePayload['source']
  /** The asker's reference: one deposit per source and reference, whatever the retries. */
  sourceRef: string
  organisationId: number
  userId: number | null
  /** The API key that asked, when one did. */
  apiKeyId?: number | null
  email: string
  blobId: string
  /** The asker's language (the deposit's certificate and mails); French when absent. */
  locale?: Locale
}

/** The deposit's title, years and co-authors; `made` runs once it exists, and what it returns goes into the answer. */
export interface RequestedDepositOptions extends Omit<ProtectOptions, 'made'> {
  made?: (deposit: DepositRow) => Promise<Pick<DepositMadePayload, 'certificateUrl'> | void>
}

/**
 * Makes the deposit another plugin asked for, as from a transfer (bytes copied, then sealed), and
 * answers it with 'consignment:deposit-made': the deposit before its files are queued for sealing
 * (so 'consignment:sealed' always finds it), "refused" when none could be made, "failed" once the
 * job's last attempt failed (earlier failures are retried by the queue).
 */
@inject()
export class RequestedDeposits {
  constructor(
    private fromBlobs: DepositsFromBlobs,
    private events: EventBus
  ) {}

  async make(request: DepositRequest, options: RequestedDepositOptions, context: JobContext, lastAttempt: number): Promise<DepositRow | null> {
    const answer = { source: request.source, sourceRef: request.sourceRef, organisationId: request.organisationId }
    let deposit: DepositRow | null
    try {
      deposit = await this.fromBlobs.create(
        {
          source: request.source,
          sourceRef: request.sourceRef,
          organisationId: request.organisationId,
          userId: request.userId,
          apiKeyId: request.apiKeyId ?? null,
          email: request.email,
          blobIds: [request.blobId],
          locale: request.locale,
        },
        {
          ...options,
          made: async (made) => {
            const extra = (await options.made?.(made)) ?? {}
            await this.events.emit('consignment:deposit-made', { ...answer, ...extra, depositId: made.uid, number: made.number, error: null })
          },
        }
      )
    } catch (error) {
      // Not the price confirmed: final (a retry would find the same price), nothing made or charged.
      if (error instanceof PriceNotConfirmed) {
        await this.events.emit('consignment:deposit-made', { ...answer, depositId: null, number: null, error: 'priceChanged' })
        return null
      }
      // The last attempt: the asker hears that its deposit failed rather than waiting for ever.
      if (context.attempt >= lastAttempt) await this.events.emit('consignment:deposit-made', { ...answer, depositId: null, number: null, error: 'failed' })
      throw error
    }
    if (!deposit) await this.events.emit('consignment:deposit-made', { ...answer, depositId: null, number: null, error: 'refused' })
    return deposit
  }
}
