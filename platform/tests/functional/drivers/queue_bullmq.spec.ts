import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import type { JobContext } from '@sceau/plugin-sdk/server'
import { BullmqQueue, BullmqWorker, bullConnection } from '#queue/bullmq_queue'
import { JobExecutor } from '#queue/job_executor'
import type { JobRegistry } from '#queue/job_registry'
import { MemoryLogger } from '#tests/support/memory_logger'
import { TEST_REDIS_URL, deleteKeysUnder, keysUnder } from '#tests/support/redis'
import { makeJob, registryWith } from '#tests/support/test_jobs'
import { deferred, isPending, waitFor } from '#tests/support/wait_for'
import { uniqueName } from '#tests/support/unique'

/**
 * The BullMQ driver against the Redis at TEST_REDIS_URL (127.0.0.1:6379), whatever the suite's
 * queue driver: each test has its own key prefix, removed afterwards.
 */
test.group('Queue, BullMQ driver (Redis)', (group) => {
  const logger = new MemoryLogger()
  const connection = bullConnection(TEST_REDIS_URL)
  let stops: (() => Promise<void>)[] = []

  group.each.teardown(async () => {
    for (const stop of stops.reverse()) await stop()
    stops = []
  })

  function setup(registry: JobRegistry) {
    const prefix = uniqueName('sceau-test-bullmq')
    const queue = new BullmqQueue(connection, registry, prefix)
    const workers: BullmqWorker[] = []
    stops.push(async () => {
      await Promise.all(workers.map((worker) => worker.stop()))
      await queue.close()
      await deleteKeysUnder(prefix)
    })
    return {
      prefix,
      queue,
      async startWorker(concurrency = 2) {
        const worker = new BullmqWorker(connection, new JobExecutor(app, registry, logger), logger, prefix)
        workers.push(worker)
        await worker.start(concurrency)
        return worker
      },
    }
  }

  test('dispatch stores the job on Redis under the prefix; a worker runs it', async ({ assert }) => {
    const seen: { payload: unknown; context: JobContext }[] = []
    const job = makeJob({ handle: (payload, context) => void seen.push({ payload, context }) })
    const { prefix, queue, startWorker } = setup(await registryWith([job]))

    const id = await queue.dispatch(job, { hello: 'redis' })
    assert.equal(await queue.queue.getJobState(id), 'waiting')
    assert.include(await keysUnder(prefix), `${prefix}:sceau:${id}`)

    await startWorker()
    await waitFor(() => seen.length === 1, 'the job to run')
    assert.deepEqual(seen[0].payload, { hello: 'redis' })
    assert.equal(seen[0].context.jobId, id)
    assert.equal(seen[0].context.attempt, 1)
  })

  test('a failing job is retried with exponential backoff, then kept as failed', async ({ assert }) => {
    const attempts: { attempt: number; at: number }[] = []
    const job = makeJob({
      retries: 2,
      backoffMs: 40,
      handle: (_payload, context) => {
        attempts.push({ attempt: context.attempt, at: Date.now() })
        throw new Error(`boom on attempt ${context.attempt}`)
      },
    })
    const { queue, startWorker } = setup(await registryWith([job]))
    await startWorker()

    const id = await queue.dispatch(job, {})
    await waitFor(async () => (await queue.queue.getJobState(id)) === 'failed', 'the job to fail for good')
    const failed = (await queue.queue.getJob(id))!
    assert.deepEqual(
      attempts.map((a) => a.attempt),
      [1, 2, 3]
    )
    assert.equal(failed.attemptsMade, 3)
    assert.equal(failed.failedReason, 'boom on attempt 3')
    assert.isAtLeast(attempts[1].at - attempts[0].at, 40)
    assert.isAtLeast(attempts[2].at - attempts[1].at, 80)
  })

  test('jobKey keeps one pending job per key (any key, even with ":" or digits) and frees it after', async ({ assert }) => {
    const runs: unknown[] = []
    const job = makeJob({ handle: (payload) => void runs.push(payload) })
    const { queue, startWorker } = setup(await registryWith([job]))
    const key = `${uniqueName('test-key')}:with:colons`

    const first = await queue.dispatch(job, { n: 1 }, { jobKey: key })
    const second = await queue.dispatch(job, { n: 2 }, { jobKey: key })
    assert.equal(second, first, 'the second dispatch names the job already pending')
    await queue.dispatch(job, { n: 3 }, { jobKey: String(Date.now()) })
    await queue.dispatch(job, { n: 4 }, { jobKey: 'schedule:two-parts' })
    assert.equal(await queue.queue.getJobCountByTypes('waiting'), 3)

    await startWorker()
    await waitFor(() => runs.length === 3, 'the three distinct jobs to run')
    assert.sameDeepMembers(runs, [{ n: 1 }, { n: 3 }, { n: 4 }])

    await queue.dispatch(job, { n: 5 }, { jobKey: key })
    await waitFor(() => runs.length === 4, 'the key to be usable again once its job ran')
    assert.deepEqual(runs[3], { n: 5 })
  })

  test('syncSchedules registers each schedule once on Redis, whatever the number of processes', async ({ assert }) => {
    const job = makeJob({ handle: () => {} })
    const registry = await registryWith([job], { [job.jobName]: 3_600_000 })
    const { queue } = setup(registry)
    // Two processes starting side by side both sync: still one scheduler per schedule.
    const other = new BullmqQueue(connection, registry, queue.prefix)
    await Promise.all([queue.syncSchedules(), other.syncSchedules()])
    await other.close()

    const schedulers = await queue.queue.getJobSchedulers()
    const mine = schedulers.filter((s) => s.key === `schedule:${job.jobName}`)
    assert.lengthOf(mine, 1)
    assert.equal(Number(mine[0].every), 3_600_000)
    assert.sameMembers(
      schedulers.map((s) => s.key),
      registry.schedules().map(({ name }) => `schedule:${name}`)
    )
  })

  test('stop() lets the job under way finish, then disconnects', async ({ assert, cleanup }) => {
    const started = deferred()
    const release = deferred()
    cleanup(() => release.resolve())
    let finished = false
    const job = makeJob({
      handle: async () => {
        started.resolve()
        await release.promise
        finished = true
      },
    })
    const { queue, startWorker } = setup(await registryWith([job]))
    const worker = await startWorker()
    const id = await queue.dispatch(job, {})
    await started.promise

    const stopping = worker.stop()
    assert.isTrue(await isPending(stopping), 'stop waits while the job runs')
    release.resolve()
    await stopping
    assert.isTrue(finished)
    // Completed jobs are removed: the job is gone rather than left active for another worker.
    assert.isUndefined(await queue.queue.getJob(id))
  })
})
