import { inject } from '@adonisjs/core'
import { Job, type JobContext, type Requester } from '@sceau/plugin-sdk/server'
import { CapsuleService } from '../services/capsule_service.js'
import { WebProofError } from './url_guard.js'

export interface WebProofPayload {
  capsuleId: string
  url: string
  /** Who asked for the proof (its deposit is made for them, in their language). */
  requester?: Requester
}

/**
 * Server-side web proof (POST /capsules/web-proofs): records the capsule's page with headless
 * Chromium (one page, within the byte and time limits, SSRF-guarded), then hands the capture to
 * the capsule (CapsuleService.recordServerCapture packs the WACZ and requests the deposit). A
 * refused or stopped capture marks the capsule failed with the catalogue key saying why and is not
 * retried (the same page would fail the same way); an unexpected error is retried, and marks the
 * capsule failed ('capsules.webProof.failed') on the last attempt.
 */
@inject()
export class WebProofJob extends Job<WebProofPayload> {
  static jobName = 'capsules:web-proof'
  static retries = 2
  static backoffMs = 5000

  constructor(private capsules: CapsuleService) {
    super()
  }

  async handle(payload: WebProofPayload, context: JobContext) {
    if (typeof payload?.capsuleId !== 'string') {
      context.logger.warn('capsules:web-proof ignored: not the documented payload')
      return
    }
    const capsule = await this.capsules.find(payload.capsuleId)
    if (!capsule || capsule.kind !== 'server' || capsule.state !== 'capturing') {
      // Gone, or captured by an earlier attempt: nothing to do twice.
      context.logger.info('web proof skipped: the capsule is not waiting for its capture', { capsule: payload.capsuleId })
      return
    }
    try {
      // Loaded here, not at boot: only the processes that capture pages load playwright-core.
      const { recordPage } = await import('./page_recorder.js')
      // The address the capsule was created with (checked then, and again now: DNS may have changed).
      const capture = await recordPage(capsule.url)
      await this.capsules.recordServerCapture(capsule.id, capture, payload.requester)
      context.logger.info('web proof captured', { capsule: capsule.id, exchanges: capture.exchanges.length })
    } catch (error) {
      const last = context.attempt >= WebProofJob.retries + 1
      if (!(error instanceof WebProofError) && !last) throw error
      const key = error instanceof WebProofError ? error.key : 'capsules.webProof.failed'
      context.logger.warn('web proof failed', { capsule: capsule.id, key, reason: (error as Error).message })
      await this.capsules.markFailed(capsule.id, key)
    }
  }
}
