import { describe, expect, it } from 'vitest'
import { appPlugins } from './appPlugins'
import { CORE_REDIRECTS } from './corePlugin'
import { routeManifest } from './routeManifest'

describe('routeManifest (dist/routes.json, read by the server to answer 404 for unknown pages)', () => {
  it('lists every screen of the core and the plugins, their localised paths and the redirects', () => {
    const manifest = routeManifest(appPlugins, CORE_REDIRECTS)
    expect(manifest.prefixes).toEqual(['en', 'es', 'it', 'pt'])
    for (const route of appPlugins.flatMap((plugin) => plugin.routes ?? [])) {
      expect(manifest.paths).toContain(route.path)
      for (const local of Object.values(route.paths ?? {})) expect(manifest.paths).toContain(local)
    }
    for (const path of ['/', '/app', '/download/:token', '/infos/our-engagements', '/contact', '/pages/nos-engagements']) expect(manifest.paths).toContain(path)
    expect(manifest.paths).not.toContain('/app/subscriptions')
  })
})
