import type { LoadedPlugin } from './plugin_loader.js'
import { RouteRegistry } from './route_registry.js'

/** The plugins loaded in this process, and who owns each API route. */
export class PluginRegistry {
  readonly routes = new RouteRegistry()

  constructor(readonly plugins: readonly LoadedPlugin[]) {}

  ids() {
    return this.plugins.map((plugin) => plugin.id)
  }

  /** The health checks plugins contribute (PluginDefinition.health), by name. */
  healthChecks(): Record<string, () => Promise<void>> {
    return Object.assign({}, ...this.plugins.map((plugin) => plugin.definition.health ?? {}))
  }

  /** Every permission declared by a plugin, by name. */
  permissions() {
    return this.plugins.flatMap((plugin) => plugin.definition.permissions ?? [])
  }
}
