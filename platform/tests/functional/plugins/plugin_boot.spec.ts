import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { pluginList } from '#config/plugins'
import type { Child } from '@sceau/testing/child_process'
import { spawnServer } from '@sceau/testing/platform_server'

/** One route per plugin and what an anonymous GET gets when the plugin is loaded (404 when it is not). */
const PLUGIN_ROUTES: Record<string, [path: string, status: number]> = {
  transfer: ['/api/v2/transfer/limits', 200],
  consignment: ['/api/v2/consignment/offer', 200],
  receptions: ['/api/v2/receptions/safelink-options', 200],
  capsules: ['/api/v2/capsules/formats', 200],
  // Every git-deploy route needs an account or an API key: a loaded plugin asks to log in.
  'git-deploy': ['/api/v2/git-deploy/releases', 401],
}

const fixture = (id: string, folder: string) => ({ id, package: app.makePath('tests', 'support', 'fixtures', folder) })
const listed = (id: string) => pluginList.find((entry) => entry.id === id)!

/**
 * The platform as its own process, on the suite's database and engines (already migrated). It runs
 * no embedded jobs: those of the suite's other tests would be its to finish before a SIGTERM exit.
 */
const NO_JOBS = { QUEUE_INLINE_WORKER: 'false' }

test.group('Platform boot with a plugin list', (group) => {
  const children: Child[] = []
  group.each.teardown(async () => {
    for (const child of children.splice(0)) await child.stop('SIGKILL').catch(() => {})
  })

  test('PLUGINS_DISABLED=receptions: the four others run, receptions routes are gone', async ({ assert }) => {
    const { server, ready } = await spawnServer({ env: { ...NO_JOBS, PLUGINS_DISABLED: 'receptions' } })
    children.push(server)
    await ready()

    const health = (await (await fetch(`${server.url}/api/v2/health`)).json()) as { plugins: string[] }
    assert.deepEqual(health.plugins, ['transfer', 'consignment', 'capsules', 'git-deploy'])
    for (const [id, [path, status]] of Object.entries(PLUGIN_ROUTES)) {
      const response = await fetch(`${server.url}${path}`)
      assert.equal(response.status, id === 'receptions' ? 404 : status, `${id}: GET ${path}`)
    }
    assert.deepEqual(await server.stop('SIGTERM'), { code: 0, signal: null }, server.output())
  })

  test('a route collision stops the boot with an error naming the plugin', async ({ assert }) => {
    const { server } = await spawnServer({ plugins: [listed('transfer'), fixture('fixture-collider', 'collider')] })
    children.push(server)
    const exit = await server.exited
    assert.notEqual(exit.code, 0, server.output())
    assert.include(server.output(), 'Plugin "fixture-collider"')
    assert.include(server.output(), 'GET /api/v2/transfer/limits collides with one registered by "transfer"')
  })

  test('a bad manifest stops the boot with an error naming the plugin', async ({ assert }) => {
    const { server } = await spawnServer({ plugins: [listed('transfer'), fixture('fixture-bad', 'bad_manifest')] })
    children.push(server)
    const exit = await server.exited
    assert.notEqual(exit.code, 0, server.output())
    assert.include(server.output(), 'Plugin "fixture-bad"')
    assert.include(server.output(), '"platform" must be a semver range')
  })

  test('a plugin from outside the workspace list boots and answers through the contract', async ({ assert }) => {
    const { server, ready } = await spawnServer({ env: NO_JOBS, plugins: [listed('transfer'), fixture('fixture-good', 'good')] })
    children.push(server)
    await ready()
    const response = await fetch(`${server.url}/api/v2/fixture-good/ping`)
    assert.equal(response.status, 200)
    assert.deepEqual(await response.json(), { pong: true })
    assert.deepEqual(((await (await fetch(`${server.url}/api/v2/health`)).json()) as { plugins: string[] }).plugins, ['transfer', 'fixture-good'])
    assert.deepEqual(await server.stop('SIGTERM'), { code: 0, signal: null }, server.output())
  })
})
