import env from '#start/env'
import type { InferConnections, RedisConnectionsList } from '@adonisjs/redis/types'

/*
 * Only used when REDIS_URL is set (BullMQ queue, Redis rate limits, shared upload locks). Checked by
 * the compiler rather than by defineConfig of @adonisjs/redis: its main entry imports ioredis, and
 * config files load at boot; the manager and ioredis load on first use.
 */
const redisConfig = {
  connection: 'main' as const,
  connections: {
    main: {
      ...parseRedisUrl(env.get('REDIS_URL') ?? 'redis://127.0.0.1:6379'),
      keyPrefix: '',
      lazyConnect: true,
      retryStrategy(times) {
        return times > 10 ? null : times * 50
      },
    },
  },
} satisfies { connection: string; connections: RedisConnectionsList }

function parseRedisUrl(value: string) {
  const url = new URL(value)
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    password: url.password ? decodeURIComponent(url.password) : undefined,
    username: url.username ? decodeURIComponent(url.username) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
  }
}

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
