import app from '@adonisjs/core/services/app'
import { drivers } from '#config/sceau'
import { accounts, type Limit } from '#config/accounts'
import { throttled } from '#services/http/throttle'

// The limiter (rate-limiter-flexible) loads with the first login, not at boot (services/main would make it at boot).
const use = async (limit: Limit) =>
  (await app.container.make('limiter.manager')).use(drivers.rateLimits as 'database' | 'redis', {
    requests: limit.requests,
    duration: limit.windowSeconds,
    blockDuration: limit.blockSeconds,
  })

/**
 * Failed logins, counted per account and IP pair (5, then that pair waits), per account (a much
 * higher cap, for guesses spread over many IPs) and per IP. Only failures count; a success clears
 * the pair's and the account's counts (not the IP's: a valid account of one's own must not reset
 * an attack). A stranger's failures thus never lock the owner out from the owner's own address.
 */
export class LoginThrottle {
  static async #checks(email: string, ip: string) {
    // Pair keys cannot be listed in the store: an operator's unlock moves the account to new ones.
    const generation = (await (await use(accounts.limits.loginUnlocks)).get(`login:unlocks:${email}`))?.consumed ?? 0
    return [
      { key: `login:pair:${generation}:${email}:${ip}`, limiter: await use(accounts.limits.loginPair) },
      { key: `login:account:${email}`, limiter: await use(accounts.limits.loginAccount) },
      { key: `login:ip:${ip}`, limiter: await use(accounts.limits.loginIp) },
    ]
  }

  /** Refuses while the pair, the account or the IP is locked out, saying when to retry. */
  static async ensureAllowed(email: string, ip: string) {
    let wait = 0
    for (const { key, limiter: l } of await LoginThrottle.#checks(email, ip)) {
      const state = await l.get(key)
      if (state && state.remaining <= 0) wait = Math.max(wait, state.availableIn)
    }
    if (wait > 0) throw throttled(wait)
  }

  static async failed(email: string, ip: string) {
    for (const { key, limiter: l } of await LoginThrottle.#checks(email, ip)) {
      const { consumed, limit } = await l.increment(key)
      if (consumed >= limit && l.blockDuration) await l.block(key, l.blockDuration)
    }
  }

  /** After a successful login from `ip`: that pair's and the account's counts start again. */
  static async succeeded(email: string, ip: string) {
    const [pair, account] = await LoginThrottle.#checks(email, ip)
    await pair.limiter.delete(pair.key)
    await account.limiter.delete(account.key)
  }

  /** An operator lifts every lockout of the account, from whatever IP. */
  static async unlock(email: string) {
    await (await use(accounts.limits.loginUnlocks)).increment(`login:unlocks:${email}`)
    await (await use(accounts.limits.loginAccount)).delete(`login:account:${email}`)
  }
}
