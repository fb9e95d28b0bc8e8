import { test } from '@japa/runner'
import { Redis } from 'ioredis'
import { DEFAULT_LOCK_TTL_MS, RedisLocker } from '#uploads/redis_locker'
import { uniqueName, waitFor } from '@sceau/testing/uploads'

const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

test.group('Uploads: Redis locks shared by processes', (group) => {
  const lockers: RedisLocker[] = []
  const prefix = `${uniqueName('locks')}:`
  /** One locker per simulated process: its own connections. */
  const newLocker = (options = {}) => {
    const locker = new RedisLocker(new Redis(REDIS_URL), new Redis(REDIS_URL), { prefix, retryMs: 10, ...options })
    lockers.push(locker)
    return locker
  }
  group.teardown(async () => {
    const redis = new Redis(REDIS_URL)
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length) await redis.del(...keys)
    redis.disconnect()
    for (const locker of lockers) await locker.close()
  })

  test('a second process asking for a held upload makes the holder let go, then gets it', async ({ assert }) => {
    const a = newLocker()
    const b = newLocker()
    const held = a.newLock('upload-1')
    let asked = 0
    await held.lock(new AbortController().signal, async () => {
      asked++
      await held.unlock()
    })
    const wanted = b.newLock('upload-1')
    await wanted.lock(new AbortController().signal, () => {})
    assert.isAtLeast(asked, 1)
    await wanted.unlock()
  })

  test('only the holder can release; a released lock is free for the next', async ({ assert }) => {
    const a = newLocker()
    const b = newLocker({ acquireTimeoutMs: 300 })
    const lock = a.newLock('upload-2')
    await lock.lock(new AbortController().signal, () => {})
    // Nobody lets go: the other process times out.
    await assert.rejects(() => b.newLock('upload-2').lock(new AbortController().signal, () => {}))
    await lock.unlock()
    const next = b.newLock('upload-2')
    await next.lock(new AbortController().signal, () => {})
    await next.unlock()
  })

  test('a holder that died (no renewal) frees the lock after its time to live', async () => {
    const dead = newLocker({ ttlMs: 300 })
    const lock = dead.newLock('upload-3')
    await lock.lock(new AbortController().signal, () => {})
    await dead.close()
    const other = newLocker()
    const next = other.newLock('upload-3')
    await waitFor(async () => {
      await next.lock(new AbortController().signal, () => {})
      return true
    }, 'the lock to expire')
    await next.unlock()
  })

  test("by default a dead holder's lock is free within 2 s, and a live holder keeps it past that by renewing", async ({ assert }) => {
    const holder = newLocker()
    assert.equal(holder.ttlMs, DEFAULT_LOCK_TTL_MS)
    assert.isAtMost(DEFAULT_LOCK_TTL_MS, 2000)
    const lock = holder.newLock('upload-4')
    await lock.lock(new AbortController().signal, () => {})
    const ttl = await holder.redis.pttl(holder.key('upload-4'))
    assert.isAbove(ttl, 0)
    assert.isAtMost(ttl, 2000, 'a crash leaves the lock for at most 2 s')
    // Alive for longer than its time to live: still held, renewed in the background.
    await new Promise((resolve) => setTimeout(resolve, DEFAULT_LOCK_TTL_MS * 2))
    const other = newLocker({ acquireTimeoutMs: 200 })
    await assert.rejects(() => other.newLock('upload-4').lock(new AbortController().signal, () => {}))
    // The holder dies without letting go (its connections drop, as with kill -9): another node gets the lock within 2 s.
    await holder.close()
    const next = newLocker({ acquireTimeoutMs: 2000 }).newLock('upload-4')
    await next.lock(new AbortController().signal, () => {})
    await next.unlock()
  })
})
