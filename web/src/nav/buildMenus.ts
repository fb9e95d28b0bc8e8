/*
 * Sidebar menus from the core's and the plugins' nav items: children join their `parent`, entries
 * sort by `order`, `visible(access)` hides an entry (and its children), an entry whose page no
 * plugin registers is left out (a menu never leads to the 404 page), and empty groups disappear.
 */
import type { AccessState, NavItem, WebPluginDefinition } from '@sceau/plugin-sdk/web'
import { isRegisteredPath } from './registeredPath'

export { isRegisteredPath }

export interface MenuEntry {
  id: string
  /** Translation key with its namespace, e.g. "receptions:nav.inbox". */
  label: string
  to?: string
  icon?: string
  children: MenuEntry[]
}

export interface Menus {
  top: MenuEntry[]
  bottom: MenuEntry[]
}

export function buildMenus(plugins: readonly Pick<WebPluginDefinition, 'id' | 'navItems' | 'routes'>[], access: AccessState): Menus {
  const owners = new Map<string, string>()
  const items: NavItem[] = []
  for (const plugin of plugins) {
    for (const item of plugin.navItems ?? []) {
      const owner = owners.get(item.id)
      if (owner) throw new Error(`Nav item "${item.id}" of "${plugin.id}" is already declared by "${owner}"`)
      owners.set(item.id, plugin.id)
      items.push(item)
    }
  }
  const built = (item: NavItem) => item.to === undefined || isRegisteredPath(plugins, item.to)
  const visible = items.filter((item) => built(item) && (item.visible?.(access) ?? true))
  const byOrder = (a: NavItem, b: NavItem) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.id.localeCompare(b.id)
  const entries = (menu: NavItem['menu']): MenuEntry[] =>
    visible
      .filter((item) => item.menu === menu && !item.parent)
      .sort(byOrder)
      .map((item) => ({
        id: item.id,
        label: item.label,
        to: item.to,
        icon: item.icon,
        children: visible
          .filter((child) => child.parent === item.id)
          .sort(byOrder)
          .map((child) => ({ id: child.id, label: child.label, to: child.to, icon: child.icon, children: [] })),
      }))
      .filter((entry) => entry.to !== undefined || entry.children.length > 0)
  return { top: entries('top'), bottom: entries('bottom') }
}
