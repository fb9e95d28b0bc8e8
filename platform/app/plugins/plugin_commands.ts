/*
 * Ace commands of the listed plugins (adonisrc "commands" loader). A plugin offering commands
 * exports "./commands" from its package: a default array of command classes. Plugins switched off
 * in config/plugins.ts or PLUGINS_DISABLED bring none.
 */
import type { BaseCommand } from '@adonisjs/core/ace'
import type { CommandMetaData } from '@adonisjs/core/types/ace'
import { enabledPlugins } from '#config/plugins'

type CommandClass = typeof BaseCommand

let loaded: CommandClass[] | undefined

async function pluginCommands(): Promise<CommandClass[]> {
  if (loaded) return loaded
  const all: CommandClass[] = []
  for (const entry of enabledPlugins) {
    let module: { default?: CommandClass[] }
    try {
      module = await import(`${entry.package}/commands`)
    } catch (error) {
      // No "./commands" export (or, for a plugin listed by folder, no commands module): no commands.
      const { code, message } = error as { code?: string; message?: string }
      if (code === 'ERR_PACKAGE_PATH_NOT_EXPORTED') continue
      if (code === 'ERR_MODULE_NOT_FOUND' && message?.includes(`${entry.package}/commands`)) continue
      throw error
    }
    all.push(...(module.default ?? []))
  }
  return (loaded = all)
}

export async function getMetaData(): Promise<CommandMetaData[]> {
  return (await pluginCommands()).map((command) => command.serialize())
}

export async function getCommand(metaData: CommandMetaData): Promise<CommandClass | null> {
  return (await pluginCommands()).find((command) => command.commandName === metaData.commandName) ?? null
}
