import { configProvider } from '@adonisjs/core'
import type * as Limiter from '@adonisjs/limiter'
import env from '#start/env'
import { drivers } from '#config/sceau'

/** The stores; built when the limiter manager is first made (providers/limiter_provider.ts), not at boot. */
function limiterStores({ defineConfig, stores }: typeof Limiter) {
  return defineConfig({
    default: drivers.rateLimits,
    stores: {
      database: stores.database({ tableName: 'rate_limits' }),
      // Namespaced like the queue, so deployments (and test runs) sharing a Redis keep their own counts.
      redis: stores.redis({ connectionName: 'main', keyPrefix: `${env.get('QUEUE_PREFIX') ?? 'sceau'}:limits` }),
      memory: stores.memory({}),
    },
  })
}

type ResolvedLimiterConfig = NonNullable<Awaited<ReturnType<ReturnType<typeof limiterStores>['resolver']>>>

const limiterConfig = configProvider.create(async (app): Promise<ResolvedLimiterConfig> => {
  const resolved = await configProvider.resolve<ResolvedLimiterConfig>(app, limiterStores(await import('@adonisjs/limiter')))
  if (!resolved) throw new Error('config/limiter.ts: the limiter config did not resolve')
  return resolved
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
