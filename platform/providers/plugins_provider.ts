import type { ApplicationService } from '@adonisjs/core/types'
import {
  AuditService,
  EventBus,
  LoggerService,
  MailService,
  PlatformInfo,
  QueueService,
  RateLimitService,
  StorageService,
  TranslationService,
  type PluginContext,
} from '@sceau/plugin-sdk/server'
import { enabledPlugins } from '#config/plugins'
import { linkPluginMigrations, loadPlugins } from '#plugins/plugin_loader'
import { PluginRegistry } from '#plugins/plugin_registry'
import { LoadedPlatformInfo } from '#plugins/loaded_platform_info'
import { JobRegistry } from '#queue/job_registry'
import { platformVersion } from '#plugins/platform_version'

/**
 * Loads the plugins of config/plugins.ts: links their migrations, checks their manifests (a bad
 * one stops the boot with an error naming the plugin), registers their jobs, then hands each its
 * PluginContext; binds PlatformInfo for their injected services. Their routes are mounted by start/routes.ts.
 */
export default class PluginsProvider {
  constructor(protected app: ApplicationService) {}

  register() {
    linkPluginMigrations(this.app.appRoot.pathname, enabledPlugins)
  }

  async boot() {
    const plugins = await loadPlugins(enabledPlugins, platformVersion(this.app))
    const registry = new PluginRegistry(plugins)
    this.app.container.singleton(PluginRegistry, () => registry)
    const { appUrl } = await import('#config/app')
    this.app.container.singleton(PlatformInfo, () => new LoadedPlatformInfo(appUrl.replace(/\/+$/, ''), registry.ids()))
    const jobs = await this.app.container.make(JobRegistry)
    for (const plugin of plugins) {
      for (const registration of plugin.definition.jobs ?? []) jobs.register(registration)
    }
  }

  async start() {
    const { container } = this.app
    const registry = await container.make(PluginRegistry)
    const logger = await container.make(LoggerService)
    const shared = {
      storage: await container.make(StorageService),
      queue: await container.make(QueueService),
      mail: await container.make(MailService),
      events: await container.make(EventBus),
      audit: await container.make(AuditService),
      rateLimits: await container.make(RateLimitService),
      i18n: await container.make(TranslationService),
      platform: await container.make(PlatformInfo),
    }
    for (const plugin of registry.plugins) {
      const context: PluginContext = { id: plugin.id, logger: logger.child({ plugin: plugin.id }), ...shared }
      await plugin.definition.register?.(context)
    }
  }
}
