import { Redis } from 'ioredis'

/** Redis for the BullMQ and rate-limit tests, whatever driver the suite runs on. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

export function redisClient() {
  return new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 })
}

/** Keys under a prefix, read with a plain client. */
export async function keysUnder(prefix: string) {
  const redis = redisClient()
  try {
    const keys: string[] = []
    for await (const batch of redis.scanStream({ match: `${prefix}*`, count: 500 })) keys.push(...(batch as string[]))
    return keys
  } finally {
    redis.disconnect()
  }
}

/** Removes what a test created under its unique prefix. */
export async function deleteKeysUnder(prefix: string) {
  const keys = await keysUnder(prefix)
  if (!keys.length) return
  const redis = redisClient()
  try {
    await redis.del(...keys)
  } finally {
    redis.disconnect()
  }
}
