import { test } from '@japa/runner'
import { assertManifest, definePlugin, isPlugin, Job, manifestProblems, PluginManifestError } from '@sceau/plugin-sdk/server'
import { assertNoRouteCollision, defineWebPlugin, type TranslationLoaders } from '@sceau/plugin-sdk/web'
import type { Assert } from '@japa/assert'

/** Asserts the call throws a PluginManifestError naming the plugin, with the given words in it. */
function assertRefused(assert: Assert, call: () => unknown, pluginId: string, words: string) {
  try {
    call()
  } catch (error) {
    assert.instanceOf(error, PluginManifestError)
    assert.equal((error as PluginManifestError).pluginId, pluginId)
    assert.include((error as Error).message, `Plugin "${pluginId}"`)
    assert.include((error as Error).message, words)
    return
  }
  assert.fail(`expected plugin "${pluginId}" to be refused (${words})`)
}

const translations = Object.fromEntries(['fr', 'en', 'es', 'it', 'pt'].map((locale) => [locale, async () => ({ default: {} })])) as TranslationLoaders

class GoodJob extends Job {
  static jobName = 'demo:cleanup'
  async handle() {}
}
class UnprefixedJob extends Job {
  static jobName = 'cleanup'
  async handle() {}
}

test.group('definePlugin (server half)', () => {
  test('accepts a plugin whose names carry its id', ({ assert }) => {
    const plugin = definePlugin({
      id: 'demo',
      permissions: [{ name: 'demo.use', description: 'Use it' }],
      events: ['demo:done'],
      jobs: [{ job: GoodJob, schedule: { every: '1 hour' } }],
    })
    assert.isTrue(isPlugin(plugin))
    assert.isFalse(isPlugin({ id: 'demo' }), 'a look-alike object is not a plugin')
    assert.isTrue(Object.isFrozen(plugin))
  })

  test('refuses ids that are not lower-case slugs', ({ assert }) => {
    for (const id of ['Demo', 'a', '1demo', 'demo_plugin', 'demo plugin', '', 'x'.repeat(33)]) {
      assertRefused(assert, () => definePlugin({ id }), id, 'invalid id')
    }
  })

  test('refuses permission, event and job names without the plugin prefix', ({ assert }) => {
    assertRefused(assert, () => definePlugin({ id: 'demo', permissions: [{ name: 'other.use', description: '' }] }), 'demo', 'permission "other.use"')
    assertRefused(assert, () => definePlugin({ id: 'demo', permissions: [{ name: 'demouse', description: '' }] }), 'demo', 'must start with "demo."')
    assertRefused(assert, () => definePlugin({ id: 'demo', events: ['transfer:sent'] }), 'demo', 'event "transfer:sent"')
    assertRefused(assert, () => definePlugin({ id: 'demo', jobs: [{ job: UnprefixedJob }] }), 'demo', 'job "cleanup"')
  })
})

test.group('defineWebPlugin (web half)', () => {
  test('accepts a plugin with every translation and rooted routes', ({ assert }) => {
    const plugin = defineWebPlugin({
      id: 'demo',
      translations,
      routes: [{ path: '/app/demo', layout: 'dashboard', screen: async () => ({ default: () => null }) }],
    })
    assert.equal(plugin.id, 'demo')
  })

  test('refuses a bad id', ({ assert }) => {
    assertRefused(assert, () => defineWebPlugin({ id: 'Demo', translations }), 'Demo', 'invalid id')
  })

  test('refuses missing translations, naming the language', ({ assert }) => {
    const { pt: _pt, ...withoutPt } = translations
    assertRefused(assert, () => defineWebPlugin({ id: 'demo', translations: withoutPt as TranslationLoaders }), 'demo', 'missing "pt" translations')
    assertRefused(assert, () => defineWebPlugin({ id: 'demo' } as unknown as Parameters<typeof defineWebPlugin>[0]), 'demo', 'missing "fr" translations')
  })

  test('refuses routes that do not start with "/"', ({ assert }) => {
    const screen = async () => ({ default: () => null })
    assertRefused(
      assert,
      () => defineWebPlugin({ id: 'demo', translations, routes: [{ path: 'app/demo', layout: 'dashboard', screen }] }),
      'demo',
      'route "app/demo"'
    )
  })

  test('assertNoRouteCollision names the plugin that comes second', ({ assert }) => {
    const screen = async () => ({ default: () => null })
    const first = { id: 'first', routes: [{ path: '/app/items/:id', layout: 'dashboard' as const, screen }] }
    const second = { id: 'second', routes: [{ path: '/app/items/:slug', layout: 'dashboard' as const, screen }] }
    assertRefused(assert, () => assertNoRouteCollision([first, second]), 'second', 'already declared by "first"')
    assert.doesNotThrow(() => assertNoRouteCollision([first, { id: 'third', routes: [{ path: '/app/other', layout: 'dashboard' as const, screen }] }]))
  })
})

test.group('Plugin manifest (package.json "sceau" field)', () => {
  test('a complete manifest has no problems', ({ assert }) => {
    assert.deepEqual(manifestProblems({ id: 'demo', platform: '^0.1.0', requires: ['transfer'] }), [])
    assert.deepEqual(manifestProblems({ id: 'demo', platform: '^0.1.0', webRoutes: ['/demo', '/demo/:id?'] }), [])
    assert.deepEqual(assertManifest('demo', { id: 'demo', platform: '^0.1.0' }), { id: 'demo', platform: '^0.1.0' })
  })

  test('lists every problem, and assertManifest names the plugin', ({ assert }) => {
    assert.deepEqual(manifestProblems(undefined), ['the package.json has no "sceau" manifest'])
    const problems = manifestProblems({ id: 'Bad Id', platform: '', requires: 'transfer', webRoutes: ['demo'] })
    assert.lengthOf(problems, 4)
    assert.match(problems[0], /"id" must match/)
    assert.match(problems[1], /"platform" must be a semver range/)
    assert.match(problems[2], /"requires" must be a list/)
    assert.match(problems[3], /"webRoutes" must be a list of paths/)
    assertRefused(assert, () => assertManifest('listed-id', { id: 'listed-id' }), 'listed-id', '"platform"')
  })
})
