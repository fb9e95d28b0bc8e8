import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { drivers } from '#config/sceau'
import { isUniqueViolation } from '#services/engines/db_errors'

/**
 * Remembers the signatures of API-key requests for as long as they could be accepted, in the
 * store every platform process shares (Redis when rate limits use it, the database otherwise):
 * a signed request is accepted once, by whichever process receives it first.
 */
export class SignatureReplayGuard {
  /** True the first time a signature is seen; false for a replay. */
  static async firstUse(signature: string, ttlSeconds: number): Promise<boolean> {
    if (drivers.rateLimits === 'redis') {
      const key = `${env.get('QUEUE_PREFIX') ?? 'sceau'}:api-signature:${signature}`
      // The Redis manager (and ioredis) load here, with the first signed request on Redis, not at boot.
      const redis = (await import('@adonisjs/redis/services/main')).default
      const answer = await redis.connection('main').set(key, '1', 'EX', ttlSeconds, 'NX')
      return answer === 'OK'
    }
    const now = new Date()
    // Expired rows go now and then, like the session store's garbage collection.
    if (Math.random() < 0.02) await db.from('api_key_signatures').where('expires_at', '<=', now).delete()
    try {
      await db.table('api_key_signatures').insert({ signature, expires_at: new Date(now.getTime() + ttlSeconds * 1000) })
      return true
    } catch (error) {
      if (isUniqueViolation(error)) return false
      throw error
    }
  }
}
