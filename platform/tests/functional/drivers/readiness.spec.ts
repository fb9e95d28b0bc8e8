/*
 * Liveness and readiness (GET /api/v2/health/live, GET /api/v2/health) against really broken
 * dependencies: a Redis URL on a closed port, a bucket that does not exist on a real S3 server, an
 * SMTP host that refuses connections. A load balancer takes a 503 node out; a degraded one serves.
 */
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { spawnServer, type PlatformServer } from '@sceau/testing/platform_server'
import { freePort } from '@sceau/testing/free_port'
import { waitFor } from '@sceau/testing/wait_for'
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
    // The components docs/operations.md lists (anchoring only when it is on).
    assert.deepEqual(
      status.body().components.map((c: { name: string }) => c.name),
      ['web', 'database', 'queue', 'files', 'mail', 'timestamps']
    )
    assert.isTrue(status.body().components.every((c: { state: string }) => c.state === 'operational'))
  })

  test('the local files folder: a plain file in its place makes the node not ready; short of free space, degraded', async ({ assert, cleanup }) => {
    // A node on the local files driver with a data folder of its own (the suite's database, copied when it is SQLite).
    const dataDir = await mkdtemp(join(tmpdir(), 'sceau-files-probe-'))
    cleanup(() => rm(dataDir, { recursive: true, force: true }))
    if (db.connection().dialect.name !== 'postgres') await db.rawQuery('VACUUM INTO ?', [join(dataDir, 'sceau.sqlite')])
    const env = { ...NO_JOBS, DATA_DIR: dataDir, S3_BUCKET: undefined }
    const files = join(dataDir, 'files')

    const broken = await spawnServer({ env })
    children.push(broken.server)
    await broken.ready()
    const fine = await health(broken.server)
    assert.equal(fine.status, 200, broken.server.output())
    assert.equal(fine.body.drivers.files, 'fs')
    assert.isTrue(fine.body.checks.files.ok)
    await rm(files, { recursive: true, force: true })
    await writeFile(files, 'not a folder')
    // A passed files check stands for FILES_CHECK_REUSE_MS, so the break shows in the first answer after it.
    const down = await waitFor(async () => {
      const answer = await health(broken.server)
      return answer.status === 200 ? null : answer
    }, 'the node is not ready once its files folder is a plain file')
    assert.equal(down.status, 503)
    assert.deepEqual(down.body.failing, ['files'])
    const status = (await (await fetch(`${broken.server.url}/api/v2/status`)).json()) as Json
    assert.equal(status.status, 'down')
    assert.deepInclude(status.components, { name: 'files', state: 'down' })
    await rm(files)
    await mkdir(files)
    assert.equal((await health(broken.server)).status, 200, 'ready again once the folder is back, without a restart')

    // A threshold above what this disk has free: still ready, reported degraded.
    const short = await spawnServer({ env: { ...env, FILES_MIN_FREE_MB: String(1024 ** 3) } })
    children.push(short.server)
    await short.ready()
    const degraded = await health(short.server)
    assert.equal(degraded.status, 200, short.server.output())
    assert.equal(degraded.body.status, 'degraded')
    assert.deepEqual(degraded.body.degraded, ['files'])
    const shortStatus = (await (await fetch(`${short.server.url}/api/v2/status`)).json()) as Json
    assert.equal(shortStatus.status, 'degraded')
    assert.deepInclude(shortStatus.components, { name: 'files', state: 'degraded' })
  }).timeout(120_000)

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
