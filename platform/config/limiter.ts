import { defineConfig, stores } from '@adonisjs/limiter'
import env from '#start/env'
import { drivers } from '#config/sceau'

const limiterConfig = defineConfig({
  default: drivers.rateLimits,
  stores: {
    database: stores.database({ tableName: 'rate_limits' }),
    // Namespaced like the queue, so deployments (and test runs) sharing a Redis keep their own counts.
    redis: stores.redis({ connectionName: 'main', keyPrefix: `${env.get('QUEUE_PREFIX') ?? 'sceau'}:limits` }),
    memory: stores.memory({}),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
