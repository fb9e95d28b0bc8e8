import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Redis } from 'ioredis'
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils'

/** A crashed node's locks free themselves this fast, so a client resumes on another node within 2 s. */
export const DEFAULT_LOCK_TTL_MS = 1500

// Only the holder (same random token) may renew or delete a lock.
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`

export interface RedisLockerOptions {
  /** Key and channel prefix, so several deployments (or test runs) share one Redis. */
  prefix: string
  /** A lock whose process died frees itself after this; live holders renew it every third of it. */
  ttlMs?: number
  acquireTimeoutMs?: number
  retryMs?: number
}

/**
 * tus locks shared by every platform process through Redis: SET NX with a TTL renewed while held,
 * and a pub/sub channel on which a request that wants an upload asks its holder (in whichever
 * process) to let go, as tus expects when a client resumes after a dropped connection.
 */
export class RedisLocker implements Locker {
  readonly ttlMs: number
  readonly acquireTimeoutMs: number
  readonly retryMs: number
  /** Requests of this process holding a lock, by upload id: asked to let go when another wants it. */
  readonly holders = new Map<string, RequestRelease>()
  #subscribed: Promise<unknown> | null = null

  constructor(
    readonly redis: Redis,
    readonly subscriber: Redis,
    readonly options: RedisLockerOptions
  ) {
    this.ttlMs = options.ttlMs ?? DEFAULT_LOCK_TTL_MS
    this.acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000
    this.retryMs = options.retryMs ?? 50
  }

  get channel() {
    return `${this.options.prefix}lock-release`
  }

  key(id: string) {
    return `${this.options.prefix}lock:${id}`
  }

  newLock(id: string): Lock {
    return new RedisLock(this, id)
  }

  subscribe() {
    if (!this.#subscribed) {
      this.#subscribed = this.subscriber.subscribe(this.channel).then(() => {
        this.subscriber.on('message', (channel: string, id: string) => {
          if (channel === this.channel) void this.holders.get(id)?.()
        })
      })
      // Redis was down: the next lock subscribes again (ioredis resubscribes by itself once it has).
      this.#subscribed.catch(() => (this.#subscribed = null))
    }
    return this.#subscribed
  }

  async close() {
    this.subscriber.disconnect()
    this.redis.disconnect()
  }
}

class RedisLock implements Lock {
  #token = randomUUID()
  #renewal: NodeJS.Timeout | null = null
  #release: RequestRelease | null = null

  constructor(
    private locker: RedisLocker,
    private id: string
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease) {
    const { redis, ttlMs } = this.locker
    await this.locker.subscribe()
    const deadline = Date.now() + this.locker.acquireTimeoutMs
    let askedAt = 0
    while (true) {
      if (await redis.set(this.locker.key(this.id), this.#token, 'PX', ttlMs, 'NX')) break
      if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT
      if (Date.now() - askedAt > 1000) {
        askedAt = Date.now()
        await redis.publish(this.locker.channel, this.id)
      }
      await sleep(this.locker.retryMs, undefined, { signal }).catch(() => {})
    }
    this.#release = requestRelease
    this.locker.holders.set(this.id, requestRelease)
    const renew = async () => {
      const renewed = await redis.eval(RENEW, 1, this.locker.key(this.id), this.#token, ttlMs).catch(() => 0)
      // Lost (expired while Redis was unreachable, then taken): stop writing as soon as possible.
      if (!renewed) void requestRelease()
    }
    // renew cannot reject: a Redis error reads as a lost lock.
    this.#renewal = setInterval(() => void renew(), Math.floor(ttlMs / 3))
    this.#renewal.unref()
  }

  async unlock() {
    if (this.#renewal) clearInterval(this.#renewal)
    this.#renewal = null
    if (this.locker.holders.get(this.id) === this.#release) this.locker.holders.delete(this.id)
    await this.locker.redis.eval(RELEASE, 1, this.locker.key(this.id), this.#token)
  }
}
