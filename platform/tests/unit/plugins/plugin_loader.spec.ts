import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { isPlugin, PluginManifestError } from '@sceau/plugin-sdk/server'
import { loadPlugins, locatePlugin } from '#plugins/plugin_loader'
import { pluginList } from '#config/plugins'
import type { Assert } from '@japa/assert'

/** Fixture packages under tests/support/fixtures, listed by absolute path. */
const fixture = (id: string, folder: string) => ({ id, package: app.makePath('tests', 'support', 'fixtures', folder) })
const transfer = pluginList.find((entry) => entry.id === 'transfer')!

async function assertBootRefused(assert: Assert, entries: { id: string; package: string }[], pluginId: string, words: string) {
  try {
    await loadPlugins(entries, '0.1.0')
  } catch (error) {
    assert.instanceOf(error, PluginManifestError)
    assert.equal((error as PluginManifestError).pluginId, pluginId)
    assert.include((error as Error).message, `Plugin "${pluginId}"`)
    assert.include((error as Error).message, words)
    return
  }
  assert.fail(`expected the plugin list to be refused because of "${pluginId}"`)
}

test.group('loadPlugins', () => {
  test('loads a valid plugin from its package, with its manifest and definition', async ({ assert }) => {
    const [loaded] = await loadPlugins([fixture('fixture-good', 'good')], '0.1.0')
    assert.equal(loaded.id, 'fixture-good')
    assert.equal(loaded.packageName, fixture('fixture-good', 'good').package)
    assert.deepEqual(loaded.manifest, { id: 'fixture-good', requires: [], platform: '^0.1.0' })
    assert.isTrue(isPlugin(loaded.definition))
    assert.equal(loaded.serverDir, app.makePath('tests', 'support', 'fixtures', 'good', 'server'))
  })

  test('every real plugin of config/plugins.ts loads on this platform version', async ({ assert }) => {
    const { platformVersion } = await import('#plugins/platform_version')
    const loaded = await loadPlugins(pluginList, platformVersion(app))
    assert.deepEqual(
      loaded.map((plugin) => plugin.id),
      pluginList.map((entry) => entry.id)
    )
  })

  test('refuses an id in config/plugins.ts that differs from the manifest', async ({ assert }) => {
    await assertBootRefused(assert, [fixture('fixture-listed', 'wrong_id')], 'fixture-listed', 'manifest says "fixture-wrong"')
  })

  test('refuses a plugin whose platform range this platform does not satisfy', async ({ assert }) => {
    await assertBootRefused(assert, [fixture('fixture-future', 'future_platform')], 'fixture-future', 'needs platform ^99.0.0, this platform is 0.1.0')
  })

  test('refuses a plugin whose required plugin is missing or listed after it', async ({ assert }) => {
    await assertBootRefused(assert, [fixture('fixture-needy', 'needs_transfer')], 'fixture-needy', 'requires plugin "transfer"')
    await assertBootRefused(assert, [fixture('fixture-needy', 'needs_transfer'), transfer], 'fixture-needy', 'requires plugin "transfer"')
    const loaded = await loadPlugins([transfer, fixture('fixture-needy', 'needs_transfer')], '0.1.0')
    assert.deepEqual(
      loaded.map((plugin) => plugin.id),
      ['transfer', 'fixture-needy']
    )
  })

  test('refuses a server entry that is not a definePlugin export', async ({ assert }) => {
    await assertBootRefused(assert, [fixture('fixture-plain', 'not_a_plugin')], 'fixture-plain', 'must export default definePlugin')
  })

  test('refuses a definePlugin id that differs from the manifest', async ({ assert }) => {
    await assertBootRefused(assert, [fixture('fixture-other', 'other_id')], 'fixture-other', 'definePlugin id "fixture-another"')
  })

  test('refuses a manifest without a platform range', async ({ assert }) => {
    await assertBootRefused(assert, [fixture('fixture-bad', 'bad_manifest')], 'fixture-bad', '"platform" must be a semver range')
  })

  test('refuses a package that cannot be found', async ({ assert }) => {
    await assertBootRefused(assert, [{ id: 'ghost', package: '@sceau/plugin-ghost' }], 'ghost', 'cannot be resolved')
    await assertBootRefused(assert, [fixture('ghost', 'no_such_folder')], 'ghost', 'cannot be resolved')
  })

  test('locatePlugin finds a workspace plugin without importing it', ({ assert }) => {
    const location = locatePlugin(transfer)
    assert.match(location.packageJson, /plugins\/transfer\/package\.json$/)
    assert.match(location.serverEntry, /plugins\/transfer\/(server\/plugin\.ts|build\/server\/plugin\.js)$/)
  })
})
