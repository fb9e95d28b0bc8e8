/*
 * Liveness and readiness (GET /api/v2/health/live, GET /api/v2/health) against really broken
 * dependencies: a Redis URL on a closed port, a bucket that does not exist on a real S3 server, an
 * SMTP host that refuses connections. A load balancer takes a 503 node out; a degraded one serves.
 */
import { test } from '@japa/runner'
import { spawnServer, type PlatformServer } from '@sceau/testing/platform_server'
import { freePort } from '@sceau/testing/free_port'
import { startS3Server } from '@sceau/testing/s3'
import type { Json } from '@sceau/testing/browser'

const NO_JOBS = { QUEUE_INLINE_WORKER: 'false' }

async function health(server: PlatformServer) {
  const response = await fetch(`${server.url}/api/v2/health`)
  return { status: response.status, body: (await response.json()) as Json }
}

test.group('Health: liveness and readiness', (group) => {
  const children: PlatformServer[] = []
  group.each.teardown(async () => {
    for (const child of children.splice(0)) await child.stop('SIGKILL').catch(() => {})
  })

  test('liveness answers while the process runs, touching nothing; readiness is 200 when every engine answers', async ({ client, assert }) => {
    const live = await client.get('/api/v2/health/live')
    live.assertStatus(200)
    assert.deepEqual(live.body(), { status: 'ok' })
    const ready = await client.get('/api/v2/health')
    ready.assertStatus(200)
    assert.equal(ready.body().status, 'ok')
    assert.isTrue(ready.body().checks.database.ok)
    const status = await client.get('/api/v2/status')
    status.assertStatus(200)
    assert.equal(status.body().status, 'operational')
    assert.deepInclude(status.body().components, { name: 'web', state: 'operational' })
    assert.isTrue(status.body().components.every((c: { state: string }) => c.state === 'operational'))
  })

  test('a Redis that does not answer makes the node not ready (503, "redis" named); it is still live', async ({ assert }) => {
    const closed = await freePort()
    const { server, ready } = await spawnServer({
      env: { ...NO_JOBS, REDIS_URL: `redis://127.0.0.1:${closed}`, QUEUE_DRIVER: 'inline', LIMITER_STORE: 'database' },
    })
    children.push(server)
    await ready()
    const answer = await health(server)
    assert.equal(answer.status, 503, server.output())
    assert.equal(answer.body.status, 'down')
    assert.deepEqual(answer.body.failing, ['redis'])
    assert.isFalse(answer.body.checks.redis.ok)
    assert.isTrue(answer.body.checks.database.ok)
    assert.equal((await fetch(`${server.url}/api/v2/health/live`)).status, 200)

    // The public status page says the queue is down, with names and states only.
    const status = await fetch(`${server.url}/api/v2/status`)
    assert.equal(status.status, 200)
    const text = await status.text()
    const body = JSON.parse(text)
    assert.equal(body.status, 'down')
    assert.deepInclude(body.components, { name: 'queue', state: 'down' })
    assert.deepInclude(body.components, { name: 'database', state: 'operational' })
    assert.notInclude(text, String(closed), 'no address leaks to the public page')
    assert.notInclude(text, 'ECONNREFUSED')
  }).timeout(90_000)

  test('a missing bucket makes the node not ready; an unreachable SMTP server only degrades it', async ({ assert }) => {
    const s3 = await startS3Server('sceau-readiness-present')
    try {
      const closed = await freePort()
      const base = { ...NO_JOBS, S3_ENDPOINT: s3.options.endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }
      const missing = await spawnServer({ env: { ...base, S3_BUCKET: 'sceau-readiness-missing' } })
      children.push(missing.server)
      await missing.ready()
      const down = await health(missing.server)
      assert.equal(down.status, 503, missing.server.output())
      assert.deepEqual(down.body.failing, ['bucket'])
      assert.isFalse(down.body.checks.bucket.ok)

      const degraded = await spawnServer({ env: { ...base, S3_BUCKET: 'sceau-readiness-present', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(closed) } })
      children.push(degraded.server)
      await degraded.ready()
      const answer = await health(degraded.server)
      assert.equal(answer.status, 200, degraded.server.output())
      assert.equal(answer.body.status, 'degraded')
      assert.deepEqual(answer.body.unreachable, ['smtp'])
      assert.isTrue(answer.body.checks.bucket.ok)
      assert.isFalse(answer.body.checks.smtp.ok)
    } finally {
      await s3.close()
    }
  }).timeout(120_000)
})
