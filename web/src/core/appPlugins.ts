/* Core + the listed plugins: the single source for routes, menus and catalogues. */
import { assertNoRouteCollision, type WebPluginDefinition } from '@sceau/plugin-sdk/web'
import { webPlugins } from '../plugins'
import { corePlugin } from './corePlugin'
import type { CatalogueSource } from '../i18n/i18n'

export const appPlugins: readonly WebPluginDefinition[] = [corePlugin, ...webPlugins]
assertNoRouteCollision(appPlugins)

export function catalogueSources(plugins: readonly WebPluginDefinition[]): CatalogueSource[] {
  return plugins.map((plugin) => ({ namespace: plugin.id, load: (language) => plugin.translations[language]() }))
}
