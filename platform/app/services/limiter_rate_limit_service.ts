import type { LimiterService } from '@adonisjs/limiter/types'
import { RateLimitService } from '@sceau/plugin-sdk/server'

/** RateLimitService on @adonisjs/limiter: the database store by default, Redis when configured. */
export class LimiterRateLimitService extends RateLimitService {
  constructor(
    readonly driver: 'database' | 'redis',
    private limiter: LimiterService
  ) {
    super()
  }

  #use(limit: { requests: number; windowSeconds: number; blockSeconds?: number }) {
    return this.limiter.use(this.driver, {
      requests: limit.requests,
      duration: limit.windowSeconds,
      blockDuration: limit.blockSeconds,
    })
  }

  async attempt(key: string, limit: { requests: number; windowSeconds: number; blockSeconds?: number }) {
    const limiter = this.#use(limit)
    try {
      const response = await limiter.consume(key)
      return { allowed: true, remaining: response.remaining, retryAfterSeconds: 0 }
    } catch (error) {
      const response = (error as { response?: { availableIn: number } }).response
      if (!response) throw error
      return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, response.availableIn) }
    }
  }

  async clear(key: string) {
    // Keys are namespaced per limit configuration; the store deletes by key whatever the limit.
    await this.#use({ requests: 1, windowSeconds: 1 }).delete(key)
  }
}
