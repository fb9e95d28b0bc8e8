import { inject } from '@adonisjs/core'
import { Job, type JobContext } from '@sceau/plugin-sdk/server'
import { CapsuleService } from '../services/capsule_service.js'

/** Every few minutes: capsules stuck waiting for their files, capture or check fail with the reason (CapsuleService.sweepStale). */
@inject()
export class SweepCapsulesJob extends Job<Record<string, never>> {
  static jobName = 'capsules:sweep'
  static retries = 1

  constructor(private capsules: CapsuleService) {
    super()
  }

  async handle(_payload: Record<string, never>, context: JobContext) {
    const failed = await this.capsules.sweepStale()
    if (failed) context.logger.info('capsules swept', { failed })
  }
}
