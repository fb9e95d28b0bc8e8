/*
 * The plugins this platform loads, in this order. No file-system scanning: a plugin runs only
 * when it is listed here. PLUGINS_DISABLED (comma-separated ids) switches some off without an edit.
 */
export interface PluginEntry {
  /** Must equal the "sceau.id" of the package's manifest. */
  id: string
  package: string
}

export const pluginList: PluginEntry[] = [
  { id: 'transfer', package: '@sceau/plugin-transfer' },
  { id: 'consignment', package: '@sceau/plugin-consignment' },
  { id: 'receptions', package: '@sceau/plugin-receptions' },
  { id: 'capsules', package: '@sceau/plugin-capsules' },
  { id: 'git-deploy', package: '@sceau/plugin-git-deploy' },
]

const disabled = new Set(
  (process.env.PLUGINS_DISABLED ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
)

export const enabledPlugins = pluginList.filter((plugin) => !disabled.has(plugin.id))
