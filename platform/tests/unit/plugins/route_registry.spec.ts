import { test } from '@japa/runner'
import { PluginManifestError } from '@sceau/plugin-sdk/server'
import { RouteRegistry } from '#plugins/route_registry'
import type { Assert } from '@japa/assert'

/** The message a collision must give: the plugin that collides, the route, and who has it already. */
function collision(assert: Assert, call: () => void, owner: string, route: string, existing: string) {
  try {
    call()
  } catch (error) {
    assert.instanceOf(error, PluginManifestError)
    assert.equal((error as PluginManifestError).pluginId, owner)
    assert.include((error as Error).message, `Plugin "${owner}"`)
    assert.include((error as Error).message, route)
    assert.include((error as Error).message, `registered by "${existing}"`)
    return
  }
  assert.fail(`expected ${route} to collide`)
}

test.group('RouteRegistry', () => {
  test('the same method and path twice collides, naming both owners', ({ assert }) => {
    const routes = new RouteRegistry()
    routes.claim('get', '/api/v2/transfer/limits', 'transfer')
    collision(assert, () => routes.claim('get', '/api/v2/transfer/limits', 'intruder'), 'intruder', 'GET /api/v2/transfer/limits', 'transfer')
  })

  test('params with different names still collide', ({ assert }) => {
    const routes = new RouteRegistry()
    routes.claim('get', '/api/v2/items/:id', 'first')
    collision(assert, () => routes.claim('get', '/api/v2/items/:slug', 'second'), 'second', '/api/v2/items/:slug', 'first')
    routes.claim('get', '/api/v2/items/:id/files/:file', 'first')
    collision(assert, () => routes.claim('get', '/api/v2/items/:x/files/:y', 'third'), 'third', 'GET', 'first')
  })

  test('a trailing slash or the method case does not hide a collision', ({ assert }) => {
    const routes = new RouteRegistry()
    routes.claim('post', '/api/v2/things', 'first')
    collision(assert, () => routes.claim('POST', '/api/v2/things/', 'second'), 'second', 'POST', 'first')
  })

  test('another method or another path does not collide', ({ assert }) => {
    const routes = new RouteRegistry()
    routes.claim('get', '/api/v2/items/:id', 'first')
    routes.claim('delete', '/api/v2/items/:id', 'second')
    routes.claim('get', '/api/v2/items/:id/files', 'second')
    routes.claim('get', '/api/v2/other/:id', 'second')
    assert.lengthOf(routes.entries(), 4)
    assert.deepEqual(routes.entries()[0], { route: 'GET /api/v2/items/:', owner: 'first' })
  })
})
