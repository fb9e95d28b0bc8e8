import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { RateLimitService } from '@sceau/plugin-sdk/server'
import { LimiterRateLimitService } from '#services/http/limiter_rate_limit_service'
import { keysUnder, deleteKeysUnder } from '@sceau/testing/redis'
import { uniqueName } from '@sceau/testing/unique'

/** The same contract on each store, whatever the suite's configured one. */
function rateLimitContract(store: 'database' | 'redis', storedKeys: (key: string) => Promise<number>, removeKey: (key: string) => Promise<unknown>) {
  test.group(`RateLimitService contract: ${store} store`, (group) => {
    let limits: RateLimitService
    const keys: string[] = []

    group.setup(async () => {
      limits = new LimiterRateLimitService(store, await app.container.make('limiter.manager'))
      return async () => {
        for (const key of keys) {
          await limits.clear(key)
          await removeKey(key)
        }
      }
    })

    const key = (label: string) => {
      const value = uniqueName(`test-${label}`)
      keys.push(value)
      return value
    }
    const limit = { requests: 3, windowSeconds: 60 }

    test('attempts within the limit pass with decreasing remaining points', async ({ assert }) => {
      const k = key('within')
      const results = [await limits.attempt(k, limit), await limits.attempt(k, limit), await limits.attempt(k, limit)]
      assert.deepEqual(
        results.map((r) => [r.allowed, r.remaining, r.retryAfterSeconds]),
        [
          [true, 2, 0],
          [true, 1, 0],
          [true, 0, 0],
        ]
      )
      assert.isAbove(await storedKeys(k), 0, `the ${store} store holds the counter`)
    })

    test('over the limit, attempts are refused with the seconds to wait', async ({ assert }) => {
      const k = key('over')
      for (let i = 0; i < 3; i++) await limits.attempt(k, limit)
      const refused = await limits.attempt(k, limit)
      assert.isFalse(refused.allowed)
      assert.equal(refused.remaining, 0)
      assert.isAbove(refused.retryAfterSeconds, 0)
      assert.isAtMost(refused.retryAfterSeconds, 60)
      assert.isFalse((await limits.attempt(k, limit)).allowed)
    })

    test('a block duration holds the key refused for longer than the window', async ({ assert }) => {
      const k = key('blocked')
      const strict = { requests: 1, windowSeconds: 1, blockSeconds: 600 }
      assert.isTrue((await limits.attempt(k, strict)).allowed)
      const refused = await limits.attempt(k, strict)
      assert.isFalse(refused.allowed)
      assert.isAbove(refused.retryAfterSeconds, 60)
    })

    test('clear() resets the key', async ({ assert }) => {
      const k = key('clear')
      for (let i = 0; i < 4; i++) await limits.attempt(k, limit)
      assert.isFalse((await limits.attempt(k, limit)).allowed)
      await limits.clear(k)
      assert.equal(await storedKeys(k), 0)
      assert.deepEqual(await limits.attempt(k, limit), { allowed: true, remaining: 2, retryAfterSeconds: 0 })
    })

    test('keys are isolated from one another', async ({ assert }) => {
      const a = key('a')
      const b = key('b')
      for (let i = 0; i < 4; i++) await limits.attempt(a, limit)
      assert.isFalse((await limits.attempt(a, limit)).allowed)
      assert.deepEqual(await limits.attempt(b, limit), { allowed: true, remaining: 2, retryAfterSeconds: 0 })
      await limits.clear(b)
      assert.isFalse((await limits.attempt(a, limit)).allowed, 'clearing one key leaves the other')
    })
  })
}

rateLimitContract(
  'database',
  async (key) => (await db.from('rate_limits').where('key', 'like', `%${key}`)).length,
  (key) => db.from('rate_limits').where('key', 'like', `%${key}`).delete()
)

rateLimitContract(
  'redis',
  async (key) => (await keysUnder(`*${key}`)).length,
  (key) => deleteKeysUnder(`*${key}`)
)
