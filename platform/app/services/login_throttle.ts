import limiter from '@adonisjs/limiter/services/main'
import { drivers } from '#config/sceau'
import { accounts, type Limit } from '#config/accounts'
import { throttled } from '#services/throttle'

const use = (limit: Limit) =>
  limiter.use(drivers.rateLimits as 'database' | 'redis', {
    requests: limit.requests,
    duration: limit.windowSeconds,
    blockDuration: limit.blockSeconds,
  })

/**
 * Failed logins, counted per account and per IP; only failures count, a success clears the
 * account's count (not the IP's: a valid account of one's own must not reset an attack).
 */
export class LoginThrottle {
  static #checks(email: string, ip: string) {
    return [
      { key: `login:account:${email}`, limiter: use(accounts.limits.loginAccount) },
      { key: `login:ip:${ip}`, limiter: use(accounts.limits.loginIp) },
    ]
  }

  /** Refuses while the account or the IP is locked out, saying when to retry. */
  static async ensureAllowed(email: string, ip: string) {
    let wait = 0
    for (const { key, limiter: l } of LoginThrottle.#checks(email, ip)) {
      const state = await l.get(key)
      if (state && state.remaining <= 0) wait = Math.max(wait, state.availableIn)
    }
    if (wait > 0) throw throttled(wait)
  }

  static async failed(email: string, ip: string) {
    for (const { key, limiter: l } of LoginThrottle.#checks(email, ip)) {
      const { consumed, limit } = await l.increment(key)
      if (consumed >= limit && l.blockDuration) await l.block(key, l.blockDuration)
    }
  }

  /** After a successful login, or when an operator lifts a lockout. */
  static async reset(email: string) {
    await use(accounts.limits.loginAccount).delete(`login:account:${email}`)
  }
}
