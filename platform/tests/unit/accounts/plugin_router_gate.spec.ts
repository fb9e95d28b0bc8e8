import { test } from '@japa/runner'
import type { Router } from '@adonisjs/core/http'
import type { RouteOptions } from '@sceau/plugin-sdk/server'
import { createApiRouter } from '#plugins/plugin_router'
import { RouteRegistry } from '#plugins/route_registry'

/** A router that records which middleware each route got. */
function recordingRouter() {
  const used: Record<string, unknown[]> = {}
  const add = (method: string) => (path: string) => ({
    use(middleware: unknown) {
      ;(used[`${method.toUpperCase()} ${path}`] ??= []).push(middleware)
      return this
    },
  })
  const router = { get: add('get'), post: add('post'), put: add('put'), patch: add('patch'), delete: add('delete') }
  return { router: router as unknown as Router, used }
}

test.group('Plugin routes get the same access middleware as the platform', () => {
  test('"user" routes (the default) pass their gate and API-key options to the auth middleware; public ones get none', ({ assert }) => {
    const { router, used } = recordingRouter()
    const calls: RouteOptions[] = []
    const api = createApiRouter(router, new RouteRegistry(), 'demo', {
      user: (options) => {
        calls.push(options)
        return `auth:${options.gate ?? 'full'}:${options.apiKeys ? 'keys' : 'users'}`
      },
      guest: () => 'guest',
    })
    api.get('/demo/items', () => {})
    api.post('/demo/subscribe', () => {}, { gate: 'confirmed' })
    api.get('/demo/sync', () => {}, { apiKeys: true })
    api.get('/demo/info', () => {}, { access: 'public' })

    assert.deepEqual(used['GET /api/v2/demo/items'], ['auth:full:users'])
    assert.deepEqual(used['POST /api/v2/demo/subscribe'], ['auth:confirmed:users'])
    assert.deepEqual(used['GET /api/v2/demo/sync'], ['auth:full:keys'])
    assert.isUndefined(used['GET /api/v2/demo/info'])
    assert.lengthOf(calls, 3)
  })

  test('"idempotent" routes get the Idempotency-Key middleware after their access middleware; only POSTs may be', ({ assert }) => {
    const { router, used } = recordingRouter()
    const api = createApiRouter(router, new RouteRegistry(), 'demo', { user: () => 'auth', guest: () => 'guest', idempotency: () => 'idempotency' })
    api.post('/demo/orders', () => {}, { idempotent: true })
    api.post('/demo/public-orders', () => {}, { access: 'public', idempotent: true })
    assert.deepEqual(used['POST /api/v2/demo/orders'], ['auth', 'idempotency'])
    assert.deepEqual(used['POST /api/v2/demo/public-orders'], ['idempotency'])
    assert.throws(() => api.put('/demo/orders/:id', () => {}, { idempotent: true }), /only POST routes are idempotent/)
  })
})
