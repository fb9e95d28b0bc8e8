import { configProvider } from '@adonisjs/core'
import type { ApplicationService } from '@adonisjs/core/types'
import type { LimiterService, LimitersList } from '@adonisjs/limiter/types'

declare module '@adonisjs/core/types' {
  interface ContainerBindings {
    'limiter.manager': LimiterService
  }
}

/**
 * @adonisjs/limiter's provider, but its manager (with rate-limiter-flexible) loads when first made,
 * as config/limiter.ts resolves on first use: the stock provider imports both with every boot.
 */
export default class LimiterProvider {
  constructor(protected app: ApplicationService) {}

  register() {
    this.app.container.singleton('limiter.manager', async () => {
      const { LimiterManager } = await import('@adonisjs/limiter')
      const config = await configProvider.resolve<{ default: keyof LimitersList; stores: LimitersList }>(this.app, this.app.config.get('limiter'))
      if (!config) throw new Error('config/limiter.ts must export a config provider')
      return new LimiterManager(config)
    })
  }
}
