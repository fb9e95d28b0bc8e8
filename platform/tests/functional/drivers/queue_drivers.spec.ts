import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { JobClass, JobContext, QueueService } from '@sceau/plugin-sdk/server'
import { MemoryLogger } from '@sceau/testing/memory_logger'
import { TEST_REDIS_URL, deleteKeysUnder } from '@sceau/testing/redis'
import { uniqueName } from '@sceau/testing/unique'
import { deferred, isPending, waitFor } from '@sceau/testing/wait_for'
import { BullmqQueue, BullmqWorker, bullConnection } from '#queue/bullmq_queue'
import { DatabaseQueue, DatabaseQueueWorker } from '#queue/database_queue'
import { startInlineWorker, stopInlineWorker } from '#queue/inline_worker'
import { JobExecutor } from '#queue/job_executor'
import type { JobRegistry } from '#queue/job_registry'
import { makeJob, registryWith } from '#tests/support/test_jobs'

/** What a driver holds for one job: gone (null) once it ran. */
type HeldJob = { state: 'pending' | 'running' | 'failed'; attempts: number; error: string | null } | null

/** One test's queue on a driver, and workers on it. */
interface OpenQueue {
  queue: QueueService
  startWorker(concurrency?: number): Promise<{ stop(): Promise<void> }>
  job(id: string): Promise<HeldJob>
  pendingCount(job: JobClass): Promise<number>
}

interface QueueDriverUnderTest {
  name: string
  /** Once per group; resolves to its teardown. */
  prepare(): Promise<() => Promise<void>>
  /** A queue of its own for one test; `close` is registered for the test's end. */
  open(registry: JobRegistry, onClose: (close: () => Promise<void>) => void): OpenQueue
}

const logger = new MemoryLogger()

/** The embedded queue on the suite's database (SQLite or PostgreSQL); the suite's own inline worker is paused meanwhile. */
const embedded: QueueDriverUnderTest = {
  name: 'embedded driver (database rows, in-process worker)',
  async prepare() {
    await stopInlineWorker()
    return async () => {
      await db.from('queue_jobs').where('name', 'like', 'test:%').delete()
      await startInlineWorker(app)
    }
  },
  open(registry, onClose) {
    const queue = new DatabaseQueue(db, registry, {})
    return {
      queue,
      async startWorker(concurrency = 2) {
        const worker = new DatabaseQueueWorker(queue, new JobExecutor(app, registry, logger), logger, { concurrency, pollMs: 10 })
        onClose(() => worker.stop())
        await worker.start()
        return worker
      },
      async job(id) {
        const row = await db.from('queue_jobs').where('id', id).first()
        return row ? { state: row.status, attempts: Number(row.attempts), error: row.last_error ?? null } : null
      },
      async pendingCount(job) {
        return Number((await db.from('queue_jobs').where({ name: job.jobName, status: 'pending' }).count('* as n'))[0].n)
      },
    }
  },
}

/** BullMQ on the Redis at TEST_REDIS_URL, whatever the suite's queue driver: each test has its own key prefix, removed afterwards. */
const bullmq: QueueDriverUnderTest = {
  name: 'BullMQ driver (Redis)',
  async prepare() {
    return async () => {}
  },
  open(registry, onClose) {
    const connection = bullConnection(TEST_REDIS_URL)
    const prefix = uniqueName('sceau-test-bullmq')
    const queue = new BullmqQueue(connection, registry, prefix, db, logger)
    onClose(async () => {
      await queue.close()
      await deleteKeysUnder(prefix)
    })
    const states: Record<string, 'pending' | 'running' | 'failed'> = {
      waiting: 'pending',
      delayed: 'pending',
      prioritized: 'pending',
      active: 'running',
      failed: 'failed',
    }
    return {
      queue,
      async startWorker(concurrency = 2) {
        const worker = new BullmqWorker(queue, new JobExecutor(app, registry, logger), logger)
        onClose(() => worker.stop())
        await worker.start(concurrency)
        return worker
      },
      async job(id) {
        // The state first: a job read before it would show the attempts of an earlier state.
        const state = states[await queue.queue.getJobState(id)]
        const job = state && (await queue.queue.getJob(id))
        return job ? { state, attempts: job.attemptsMade, error: job.failedReason ?? null } : null
      },
      async pendingCount() {
        return queue.queue.getJobCountByTypes('waiting', 'delayed', 'prioritized')
      },
    }
  },
}

/** The queue contract (SDK QueueService) every driver keeps: the same scenarios, run once per driver. */
for (const driver of [embedded, bullmq]) {
  test.group(`Queue, ${driver.name}`, (group) => {
    let closes: (() => Promise<void>)[] = []
    group.setup(() => driver.prepare())
    group.each.teardown(async () => {
      // Workers first (registered after their queue), then the queue.
      for (const close of closes.reverse()) await close()
      closes = []
    })
    const open = (registry: JobRegistry) => driver.open(registry, (close) => closes.push(close))

    test('dispatch keeps the job pending until a worker runs it with its payload; then it is gone', async ({ assert }) => {
      const seen: { payload: unknown; context: JobContext }[] = []
      const job = makeJob({ handle: (payload, context) => void seen.push({ payload, context }) })
      const { queue, startWorker, job: held } = open(await registryWith([job]))

      const id = await queue.dispatch(job, { hello: 'world', n: 1 })
      assert.deepEqual(await held(id), { state: 'pending', attempts: 0, error: null })
      await startWorker()
      await waitFor(() => seen.length === 1, 'the job to run')
      assert.deepEqual(seen[0].payload, { hello: 'world', n: 1 })
      assert.equal(seen[0].context.jobId, id)
      assert.equal(seen[0].context.attempt, 1)
      await waitFor(async () => (await held(id)) === null, 'the finished job to be removed')
    })

    test('a failing job is retried with exponential backoff, then kept as failed; its key is free again', async ({ assert }) => {
      const attempts: { attempt: number; at: number }[] = []
      const job = makeJob({
        retries: 2,
        backoffMs: 40,
        handle: (_payload, context) => {
          attempts.push({ attempt: context.attempt, at: Date.now() })
          throw new Error(`boom on attempt ${context.attempt}`)
        },
      })
      const { queue, startWorker, job: held } = open(await registryWith([job]))
      await startWorker()

      const key = uniqueName('test-failing')
      const id = await queue.dispatch(job, {}, { jobKey: key })
      const failed = await waitFor(async () => {
        const current = await held(id)
        return current?.state === 'failed' ? current : null
      }, 'the job to fail for good')
      assert.deepEqual(
        attempts.map((a) => a.attempt),
        [1, 2, 3]
      )
      assert.equal(failed.attempts, 3)
      assert.include(failed.error, 'boom on attempt 3')
      // Backoff: base delay, then twice the base (lower bounds only: never how fast it ran).
      assert.isAtLeast(attempts[1].at - attempts[0].at, 40)
      assert.isAtLeast(attempts[2].at - attempts[1].at, 80)
      // The same work can be dispatched again after a final failure.
      assert.notEqual(await queue.dispatch(job, {}, { jobKey: key }), id)
    })

    test('jobKey keeps one pending job per key (any key, even with ":" or digits) and frees it once it ran', async ({ assert }) => {
      const runs: unknown[] = []
      const job = makeJob({ handle: (payload) => void runs.push(payload) })
      const { queue, startWorker, pendingCount, job: held } = open(await registryWith([job]))
      const key = `${uniqueName('test-key')}:with:colons`

      const first = await queue.dispatch(job, { n: 1 }, { jobKey: key })
      const second = await queue.dispatch(job, { n: 2 }, { jobKey: key })
      assert.equal(second, first, 'the second dispatch names the job already pending')
      await queue.dispatch(job, { n: 3 }, { jobKey: String(Date.now()) })
      await queue.dispatch(job, { n: 4 }, { jobKey: `schedule:${uniqueName('two-parts')}` })
      assert.equal(await pendingCount(job), 3)

      await startWorker()
      await waitFor(() => runs.length === 3, 'the three distinct jobs to run')
      assert.sameDeepMembers(runs, [{ n: 1 }, { n: 3 }, { n: 4 }])
      // Ran is not done: the key stays taken until the job is recorded as done, a moment after its handler returned.
      await waitFor(async () => (await held(first)) === null, 'the keyed job to be recorded as done')

      await queue.dispatch(job, { n: 5 }, { jobKey: key })
      await waitFor(() => runs.length === 4, 'the key to be usable again once its job ran')
      assert.deepEqual(runs[3], { n: 5 })
    })

    test('stop() lets the job under way finish before it resolves; a stopped worker takes nothing more', async ({ assert, cleanup }) => {
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
      const { queue, startWorker, job: held } = open(await registryWith([job]))
      const worker = await startWorker()
      const id = await queue.dispatch(job, {})
      await started.promise

      const stopping = worker.stop()
      assert.isTrue(await isPending(stopping), 'stop waits while the job runs')
      release.resolve()
      await stopping
      assert.isTrue(finished)
      assert.isNull(await held(id), 'the finished job was completed, not abandoned')

      const later = await queue.dispatch(job, {})
      await new Promise((resolve) => setTimeout(resolve, 100))
      assert.equal((await held(later))?.state, 'pending')
    })
  })
}
