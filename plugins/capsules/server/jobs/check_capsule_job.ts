import { inject } from '@adonisjs/core'
import { Job, type JobContext, type Requester } from '@sceau/plugin-sdk/server'
import { CapsuleService } from '../services/capsule_service.js'

export interface CheckCapsulePayload {
  capsuleId: string
  /** Who completed the capsule (its deposit is made for them, in their language). */
  requester?: Requester
}

/**
 * An extension capture's files are uploaded (POST /capsules/:id/complete): the WACZ is checked here,
 * streamed and within limits, away from the request (CapsuleService.checkArchive). A refusal fails
 * the capsule with its reason and deletes its bytes; an unexpected error is retried, and fails the
 * capsule ('capsules.errors.checkFailed') on the last attempt.
 */
@inject()
export class CheckCapsuleJob extends Job<CheckCapsulePayload> {
  static jobName = 'capsules:check'
  static retries = 2
  static backoffMs = 5000

  constructor(private capsules: CapsuleService) {
    super()
  }

  async handle(payload: CheckCapsulePayload, context: JobContext) {
    if (typeof payload?.capsuleId !== 'string') return
    try {
      await this.capsules.checkArchive(payload.capsuleId, payload.requester)
    } catch (error) {
      if (context.attempt < CheckCapsuleJob.retries + 1) throw error
      context.logger.warn('capsule check failed', { capsule: payload.capsuleId, reason: (error as Error).message })
      await this.capsules.markFailed(payload.capsuleId, 'capsules.errors.checkFailed')
    }
  }
}
