import env from '#start/env'
import type { InferConnections, RedisConnectionsList } from '@adonisjs/redis/types'
import { redisUrlOptions, requestRedisOptions } from '#services/engines/redis_options'

/*
 * Only used when REDIS_URL is set (Redis rate limits, API signature replays). Checked by the compiler
 * rather than by defineConfig of @adonisjs/redis: its main entry imports ioredis, and config files
 * load at boot; the manager and ioredis load on first use. Reconnects forever (redis_options.ts).
 */
const redisConfig = {
  connection: 'main' as const,
  connections: {
    main: {
      ...redisUrlOptions(env.get('REDIS_URL') ?? 'redis://127.0.0.1:6379'),
      ...requestRedisOptions,
      keyPrefix: '',
      lazyConnect: true,
    },
  },
} satisfies { connection: string; connections: RedisConnectionsList }

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
