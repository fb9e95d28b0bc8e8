import { join } from 'node:path'
import { test } from '@japa/runner'
import { spawnNode } from '@sceau/testing/child_process'
import { platformBuild as buildDir } from '@sceau/testing/platform_paths'
import { serverEnv, spawnServer } from '@sceau/testing/platform_server'
import { file, needs } from '@sceau/testing/requirements'

const build = needs('production build test', [file(join(buildDir, 'bin', 'server.js'), 'node scripts/sceau.mjs build')])

/** Same routes as plugin_boot.spec.ts: one per plugin, all compiled from TypeScript outside platform/. */
/** One route per plugin and what an anonymous GET gets (git-deploy's routes all ask to log in). */
const PLUGIN_ROUTES: [path: string, status: number][] = [
  ['/api/v2/transfer/limits', 200],
  ['/api/v2/consignment/offer', 200],
  ['/api/v2/receptions/safelink-options', 200],
  ['/api/v2/capsules/formats', 200],
  ['/api/v2/git-deploy/releases', 401],
]

test.group('Production build (node scripts/sceau.mjs build)', () => {
  test("platform/build migrates and serves every plugin route from the plugins' compiled code", async ({ assert, cleanup }) => {
    build.assertPresent()
    // Plain JavaScript only: NODE_OPTIONS (TypeScript loader, source condition) is dropped.
    const { env } = await serverEnv({ NODE_ENV: 'production' })
    delete env.NODE_OPTIONS
    const migrate = spawnNode(['ace.js', 'migration:run', '--force'], { cwd: buildDir, env })
    const migrated = await migrate.exited
    assert.equal(migrated.code, 0, migrate.output())

    const { server, ready } = await spawnServer({ build: true, env: { NODE_ENV: 'production' } })
    cleanup(async () => {
      await server.stop('SIGKILL').catch(() => {})
    })
    await ready()
    for (const [path, status] of PLUGIN_ROUTES) {
      const response = await fetch(`${server.url}${path}`)
      assert.equal(response.status, status, `GET ${path}\n${server.output()}`)
    }
    assert.deepEqual(await server.stop('SIGTERM'), { code: 0, signal: null }, server.output())
  })
})
