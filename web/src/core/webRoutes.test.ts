// @vitest-environment node
/*
 * The server answers 404 for a page it does not know (platform spa_controller): it knows the core
 * screens from @sceau/shared CORE_WEB_ROUTES and each plugin's from its package.json "webRoutes".
 * Both lists must say exactly what the app mounts, or a real page answers 404 (or a dead one 200).
 */
import { describe, expect, it } from 'vitest'
import type { WebPluginDefinition } from '@sceau/plugin-sdk/web'
import { CORE_WEB_ROUTES } from '@sceau/shared'
import transfer from '@sceau/plugin-transfer/package.json'
import consignment from '@sceau/plugin-consignment/package.json'
import receptions from '@sceau/plugin-receptions/package.json'
import capsules from '@sceau/plugin-capsules/package.json'
import gitDeploy from '@sceau/plugin-git-deploy/package.json'
import { appPlugins } from './appPlugins'
import { CORE_PLUGIN_ID, CORE_REDIRECTS } from './corePlugin'

const manifests: { sceau: { id: string; webRoutes?: string[] } }[] = [transfer, consignment, receptions, capsules, gitDeploy]

/** Every path pattern a plugin mounts: canonical and localised. */
function mounted(plugin: Pick<WebPluginDefinition, 'routes'>): string[] {
  return (plugin.routes ?? []).flatMap((route) => [route.path, ...Object.values(route.paths ?? {}).filter((path): path is string => Boolean(path))])
}

const sorted = (paths: Iterable<string>) => [...new Set(paths)].sort()

describe('web routes the server knows', () => {
  it('core: CORE_WEB_ROUTES lists every core screen (localised paths included) and redirect, nothing more', () => {
    const core = appPlugins.find((plugin) => plugin.id === CORE_PLUGIN_ID)!
    expect(sorted(CORE_WEB_ROUTES)).toEqual(sorted([...mounted(core), ...Object.keys(CORE_REDIRECTS)]))
    expect(CORE_WEB_ROUTES).toContain('/status')
  })

  it.each(appPlugins.filter((plugin) => plugin.id !== CORE_PLUGIN_ID).map((plugin) => [plugin.id, plugin] as const))(
    'plugin "%s": its package.json "webRoutes" lists exactly the screens its web/plugin.ts mounts',
    (id, plugin) => {
      const manifest = manifests.find((candidate) => candidate.sceau.id === id)
      expect(manifest, `no package.json manifest for the web plugin "${id}"`).toBeDefined()
      expect(sorted(manifest!.sceau.webRoutes ?? []), id).toEqual(sorted(mounted(plugin)))
    }
  )
})
