import type { PluginContext } from '@sceau/plugin-sdk/server'

let current: PluginContext | null = null

/** Kept at registration: the app URL (links in mails) and the loaded plugins (optional "protect"). */
export function rememberContext(context: PluginContext) {
  current = context
}

export function pluginContext(): Pick<PluginContext, 'appUrl' | 'loadedPlugins'> {
  if (!current) throw new Error('the transfer plugin was not registered')
  return current
}
