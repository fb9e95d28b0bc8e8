import type { LimiterService } from '@adonisjs/limiter/types'
import { RateLimitService } from '@sceau/plugin-sdk/server'

/**
 * RateLimitService on @adonisjs/limiter: the database store by default, Redis when configured.
 * Given the limiter, or how to make it: then the limiter (rate-limiter-flexible, and ioredis for
 * its Redis store) loads with the first limited request, not at boot.
 */
export class LimiterRateLimitService extends RateLimitService {
  #limiter: LimiterService | Promise<LimiterService> | (() => Promise<LimiterService>)

  constructor(
    readonly driver: 'database' | 'redis',
    limiter: LimiterService | (() => Promise<LimiterService>)
  ) {
    super()
    this.#limiter = limiter
  }

  async #use(limit: { requests: number; windowSeconds: number; blockSeconds?: number }) {
    if (typeof this.#limiter === 'function') this.#limiter = this.#limiter()
    return (await this.#limiter).use(this.driver, {
      requests: limit.requests,
      duration: limit.windowSeconds,
      blockDuration: limit.blockSeconds,
    })
  }

  async attempt(key: string, limit: { requests: number; windowSeconds: number; blockSeconds?: number }) {
    const limiter = await this.#use(limit)
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
    await (await this.#use({ requests: 1, windowSeconds: 1 })).delete(key)
  }
}
