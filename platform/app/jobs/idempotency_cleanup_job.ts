import { inject } from '@adonisjs/core'
import { Job } from '@sceau/plugin-sdk/server'
import { IdempotencyKeys } from '#services/http/idempotency_keys'

/** Hourly: forgets Idempotency-Key answers past their 24 hours (a later request with the key runs anew). */
@inject()
export class IdempotencyCleanupJob extends Job<Record<string, never>> {
  static jobName = 'platform:idempotency-cleanup'
  static retries = 1

  constructor(private keys: IdempotencyKeys) {
    super()
  }

  async handle() {
    await this.keys.purge()
  }
}
