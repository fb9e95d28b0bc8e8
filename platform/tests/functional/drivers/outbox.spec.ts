/*
 * The BullMQ driver's outbox (docs/operations.md "Outbox"), on a redis-server of the test's own that
 * it stops and restarts empty (never the shared one): a dispatch is a database row, relayed to
 * Redis under the row's id; nothing is lost while Redis is down or when it comes back empty, a row
 * relayed twice is enqueued once, and a job relayed again after it ran does not run again.
 */
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { MemoryLogger } from '@sceau/testing/memory_logger'
import { RedisServer, redisServerRequirement } from '@sceau/testing/redis_server'
import { needs } from '@sceau/testing/requirements'
import { uniqueName } from '@sceau/testing/unique'
import { waitFor } from '@sceau/testing/wait_for'
import { BullmqQueue, BullmqWorker, bullConnection } from '#queue/bullmq_queue'
import { JobExecutor } from '#queue/job_executor'
import type { JobRegistry } from '#queue/job_registry'
import { outboxRowId } from '#queue/outbox'
import { makeJob, registryWith } from '#tests/support/test_jobs'

const requirement = needs('Outbox', [redisServerRequirement])
/** The figure the issue sets for requests that create or charge, whatever Redis does. */
const REQUEST_BUDGET_MS = 5000

test.group('Outbox (BullMQ on a Redis of the test’s own)', (group) => {
  let redis: RedisServer | undefined
  let closes: (() => Promise<void>)[] = []
  const logger = new MemoryLogger()
  group.each.teardown(async () => {
    for (const close of closes.reverse()) await close()
    closes = []
    await redis?.stop()
    redis = undefined
  })

  async function open(registry: JobRegistry) {
    redis = await RedisServer.start()
    const queue = new BullmqQueue(bullConnection(redis.url), registry, uniqueName('outbox'), db, logger, { sweepMs: 50, staleMs: 200 })
    const worker = new BullmqWorker(queue, new JobExecutor(app, registry, logger), logger)
    closes.push(() => queue.close())
    closes.push(() => worker.stop())
    const rows = () => db.from('queue_outbox').where('queue', queue.prefix).select('id', 'status')
    return { queue, worker, rows, redis }
  }

  /** Waits until the outbox holds nothing more for this queue, then until Redis has nothing waiting or running. */
  async function settled(queue: BullmqQueue, rows: () => Promise<unknown[]>) {
    await waitFor(async () => (await rows()).length === 0, 'every outbox row to be done')
    await waitFor(async () => (await queue.queue.getJobCountByTypes('waiting', 'active', 'delayed')) === 0, 'Redis to be idle')
  }

  test('a dispatch while Redis is down answers at once from the database; the job runs once Redis is back', async ({ assert }) => {
    requirement.assertPresent()
    const runs: unknown[] = []
    const job = makeJob({ handle: (payload) => void runs.push(payload) })
    const { queue, worker, rows, redis } = await open(await registryWith([job]))
    await worker.start(2)

    await redis.stop()
    const started = Date.now()
    const id = await queue.dispatch(job, { n: 1 })
    assert.isBelow(Date.now() - started, REQUEST_BUDGET_MS)
    assert.deepEqual(
      (await rows()).map((row) => ({ id: Number(row.id), status: row.status })),
      [{ id: outboxRowId(id), status: 'pending' }]
    )

    queue.outbox.start()
    await redis.resume()
    await waitFor(() => runs.length === 1, 'the job to run once Redis is back', { timeoutMs: 20_000 })
    await settled(queue, rows)
    await queue.outbox.sweep()
    assert.deepEqual(runs, [{ n: 1 }])
  }).timeout(60_000)

  test('Redis restarted empty: the jobs it lost are relayed again and each runs once', async ({ assert }) => {
    requirement.assertPresent()
    const runs: unknown[] = []
    const job = makeJob({ handle: (payload) => void runs.push(payload) })
    const { queue, worker, rows, redis } = await open(await registryWith([job]))

    for (const n of [1, 2, 3]) await queue.dispatch(job, { n })
    assert.equal(await queue.queue.getJobCountByTypes('waiting'), 3)
    assert.sameMembers(
      (await rows()).map((row) => row.status),
      ['relayed', 'relayed', 'relayed']
    )
    await redis.stop()
    await redis.resume()
    assert.equal(await queue.queue.getJobCountByTypes('waiting'), 0, 'the restarted Redis is empty')

    queue.outbox.start()
    await worker.start(2)
    await waitFor(() => runs.length >= 3, 'the lost jobs to run', { timeoutMs: 20_000 })
    await settled(queue, rows)
    await queue.outbox.sweep()
    assert.sameDeepMembers(runs, [{ n: 1 }, { n: 2 }, { n: 3 }])
  }).timeout(60_000)

  test('a row relayed twice is enqueued once; a job relayed again after it ran does not run again', async ({ assert }) => {
    requirement.assertPresent()
    const runs: unknown[] = []
    const job = makeJob({ handle: (payload) => void runs.push(payload) })
    const { queue, worker, rows } = await open(await registryWith([job]))

    const id = await queue.dispatch(job, { n: 1 })
    // As a second relay would: the row handed to Redis again.
    await db.from('queue_outbox').where('id', outboxRowId(id)!).update({ status: 'pending' })
    await queue.outbox.sweep()
    assert.equal(await queue.queue.getJobCountByTypes('waiting'), 1)

    await worker.start(1)
    await settled(queue, rows)
    // As a sweep that missed the end of the job would: the same job id, added again once it ran.
    await queue.queue.add(job.jobName, { n: 1 }, { jobId: id })
    await waitFor(async () => (await queue.queue.getJobCountByTypes('waiting', 'active')) === 0, 'the stale copy to be taken')
    await waitFor(async () => (await queue.queue.getJobState(id)) !== 'active', 'the stale copy to finish')
    assert.deepEqual(runs, [{ n: 1 }])
    assert.isTrue(logger.lines.some((line) => line.message.includes('already done, not run again')))
  }).timeout(60_000)

  test('Redis restarted empty: the schedules are registered again without restarting the worker', async ({ assert }) => {
    requirement.assertPresent()
    const job = makeJob({ handle: () => {} })
    const { queue, redis } = await open(await registryWith([job], { [job.jobName]: 3_600_000 }))
    const mine = async () => (await queue.queue.getJobSchedulers()).filter((s) => s.key === `schedule:${job.jobName}`).length
    await queue.syncSchedules()
    assert.equal(await mine(), 1)
    queue.keepSchedules(100, logger)

    await redis.stop()
    await redis.resume()
    await waitFor(async () => (await mine()) === 1, 'the schedule to be registered again', { timeoutMs: 20_000 })
  }).timeout(60_000)
})
