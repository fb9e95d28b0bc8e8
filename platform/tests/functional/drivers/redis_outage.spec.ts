/*
 * Redis stops and comes back, twice, under a platform process of its own (a redis-server of the
 * test's own on a free port, never the shared one): while it is down, logins and upload writes
 * answer 503 with Retry-After and a translated message naming the service, health says "redis";
 * once it answers again the same process serves them, without a restart.
 */
import { test } from '@japa/runner'
import { spawnServer, type PlatformServer } from '@sceau/testing/platform_server'
import { RedisServer, redisServerRequirement } from '@sceau/testing/redis_server'
import { needs } from '@sceau/testing/requirements'
import { uniqueName } from '@sceau/testing/unique'
import { waitFor } from '@sceau/testing/wait_for'
import { createUpload, openBatch, tusPatch } from '@sceau/testing/uploads'

const requirement = needs('Redis outage', [redisServerRequirement])

/** A failed login as a browser sends it (CSRF cookie first); its answer. */
async function login(base: string) {
  const page = await fetch(`${base}/`, { headers: { accept: 'text/html' } })
  await page.arrayBuffer()
  const cookies = page.headers.getSetCookie().map((line) => line.split(';')[0])
  const xsrf = cookies.find((pair) => pair.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? ''
  const response = await fetch(`${base}/api/v2/users/sessions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'accept-language': 'fr',
      cookie: cookies.join('; '),
      'x-xsrf-token': decodeURIComponent(xsrf),
    },
    body: JSON.stringify({ email: `${uniqueName('nobody')}@example.test`, password: 'not the password' }),
  })
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as { error: { code: string; message: string } },
  }
}

async function health(base: string) {
  const response = await fetch(`${base}/api/v2/health`)
  return { status: response.status, body: (await response.json()) as { status: string; failing?: string[] } }
}

test.group('Redis outage', (group) => {
  let redis: RedisServer | undefined
  let server: PlatformServer | undefined
  group.each.teardown(async () => {
    await server?.stop('SIGKILL').catch(() => {})
    await redis?.stop()
  })

  test('logins and upload writes answer 503 while Redis is down and work again once it is back, twice, without a restart', async ({ assert }) => {
    requirement.assertPresent()
    redis = await RedisServer.start()
    const spawned = await spawnServer({
      env: { REDIS_URL: redis.url, QUEUE_PREFIX: uniqueName('outage'), LIMITER_STORE: 'redis', QUEUE_DRIVER: 'inline', QUEUE_INLINE_WORKER: 'false' },
    })
    server = await spawned.ready()
    const base = server.url
    const batch = await openBatch()
    const upload = await createUpload(10, { filename: 'outage.txt' }, { token: batch.uploadToken, base })

    assert.equal((await login(base)).status, 400, server.output())
    for (const round of [1, 2]) {
      await redis.stop()
      const refused = await login(base)
      assert.equal(refused.status, 503, `round ${round}: ${JSON.stringify(refused.body)}\n${server.output()}`)
      assert.equal(refused.body.error.code, 'E_UNAVAILABLE')
      assert.include(refused.body.error.message, 'tentatives de connexion')
      assert.notInclude(refused.body.error.message, String(redis.port))
      assert.isAbove(Number(refused.retryAfter), 0)
      const patch = await tusPatch(upload, 0, new Uint8Array(10), { token: batch.uploadToken })
      assert.equal(patch.status, 503, await patch.text())
      assert.isAbove(Number(patch.headers.get('retry-after')), 0)
      const down = await health(base)
      assert.equal(down.status, 503)
      assert.deepEqual(down.body.failing, ['redis'])

      await redis.resume()
      await waitFor(async () => (await login(base)).status === 400, `round ${round}: logins answer again once Redis is back`, {
        timeoutMs: 15_000,
        intervalMs: 100,
      })
      await waitFor(async () => (await health(base)).status === 200, `round ${round}: health is ready again`, { timeoutMs: 15_000, intervalMs: 100 })
    }
    const finished = await tusPatch(upload, 0, new Uint8Array(10), { token: batch.uploadToken })
    assert.equal(finished.status, 204, await finished.text())
  }).timeout(120_000)
})
