// @vitest-environment node
/* The visitor shell's plugin list (scripts/visitorRoutes.ts): the app's, without what the shell never uses. */
import { describe, expect, it } from 'vitest'
import type { WebPluginDefinition } from '@sceau/plugin-sdk/web'
import { KEPT_PATHS, visitorDeclaration } from '../../scripts/visitorRoutes'
import { appPlugins } from '../core/appPlugins'
import { visitorPlugins } from './visitorPlugins'
import { VISITOR_PATHS } from './visitorPath'

/** What links, languages, slots and catalogues read: the same in both lists. */
const shape = (plugins: readonly WebPluginDefinition[]) =>
  plugins.map((plugin) => ({
    id: plugin.id,
    routes: (plugin.routes ?? []).map(({ path, paths, layout, access }) => ({ path, paths, layout, access })),
    slots: Object.keys(plugin.slots ?? {}),
    translations: Object.keys(plugin.translations),
  }))

describe('the visitor shell’s plugin list', () => {
  it('has the app’s plugins, routes (paths in every language, layouts, access), slots and catalogues', () => {
    expect(shape(visitorPlugins)).toEqual(shape(appPlugins))
    expect(visitorPlugins.find((plugin) => plugin.id === 'transfer')?.slots?.['home.hero']).toBeTypeOf('function')
  })

  it('keeps the screens of the pages the shell renders only, and no menus or permissions', () => {
    const screens = visitorPlugins.flatMap((plugin) => (plugin.routes ?? []).filter((route) => route.screen).map((route) => route.path))
    expect(screens.sort()).toEqual([...VISITOR_PATHS].sort())
    expect(visitorPlugins.filter((plugin) => plugin.navItems || plugin.permissions)).toEqual([])
    // The app's list is untouched.
    expect(appPlugins.every((plugin) => (plugin.routes ?? []).every((route) => typeof route.screen === 'function'))).toBe(true)
    expect(appPlugins.find((plugin) => plugin.id === 'core')?.navItems?.length).toBeGreaterThan(0)
  })

  it('cuts each property with its comma, the rest of the source as it was', () => {
    expect(KEPT_PATHS).toEqual(VISITOR_PATHS)
    const source = `export default defineWebPlugin({
  id: 'x',
  permissions: P,
  routes: [
    { path: '/transfer', layout: 'transfer', screen: () => import('./a.js') },
    { path: '/app/x', layout: 'dashboard', screen: () => import('./b.js'), access: 'user' },
    { ...SPREAD, screen: load },
  ],
  navItems: [{ id: 'n', screen: 'kept: not a route' }],
  translations: t,
})`
    expect(visitorDeclaration(source, 'plugin.ts')).toBe(`export default defineWebPlugin({
  id: 'x',
  routes: [
    { path: '/transfer', layout: 'transfer', screen: () => import('./a.js') },
    { path: '/app/x', layout: 'dashboard', access: 'user' },
    { ...SPREAD, },
  ],
  translations: t,
})`)
  })
})
