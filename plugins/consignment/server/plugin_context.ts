import type { PluginContext } from '@sceau/plugin-sdk/server'

let current: PluginContext | null = null

/** Kept at registration: the app URL (certificate links, QR codes) and the loaded plugins (transfer). */
export function rememberContext(context: PluginContext) {
  current = context
}

export function pluginContext(): PluginContext {
  if (!current) throw new Error('The consignment plugin is not registered')
  return current
}
