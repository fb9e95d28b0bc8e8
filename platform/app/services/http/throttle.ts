import { ApiError, RateLimitService } from '@sceau/plugin-sdk/server'
import type { Limit } from '#config/accounts'

/**
 * The 429 answer of a temporary lockout, saying when to retry: in seconds under a minute,
 * in minutes beyond (translated; Retry-After carries the seconds).
 */
export function throttled(seconds: number) {
  const wait = Math.max(1, Math.ceil(seconds))
  const key = wait >= 60 ? 'errors.lockedOut' : 'errors.tooManyRequests'
  return new ApiError(429, 'E_TOO_MANY_REQUESTS', key, { seconds: wait, minutes: Math.ceil(wait / 60) })
}

/** Consumes one point of each key; refuses with the longest wait when any limit is reached. */
export async function consumeAll(rateLimits: RateLimitService, checks: [key: string, limit: Limit][]) {
  let wait = 0
  for (const [key, limit] of checks) {
    const result = await rateLimits.attempt(key, limit)
    if (!result.allowed) wait = Math.max(wait, result.retryAfterSeconds)
  }
  if (wait > 0) throw throttled(wait)
}
