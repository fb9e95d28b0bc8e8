import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { JobContext } from '@sceau/plugin-sdk/server'
import { DatabaseQueue, DatabaseQueueWorker } from '#queue/database_queue'
import { JobExecutor } from '#queue/job_executor'
import { startInlineWorker, stopInlineWorker } from '#queue/inline_worker'
import type { JobRegistry } from '#queue/job_registry'
import { MemoryLogger } from '@sceau/testing/memory_logger'
import { makeJob, registryWith } from '#tests/support/test_jobs'
import { deferred, waitFor } from '@sceau/testing/wait_for'
import { uniqueName } from '@sceau/testing/unique'
import { firstInsertedId } from '#services/engines/inserted_id'

/**
 * What only the embedded queue does (leases, schedules polled from the database, jobs of plugins
 * loaded elsewhere), against the suite's database (SQLite or PostgreSQL), whatever queue driver
 * the suite is configured with; the scenarios every driver shares are in queue_drivers.spec.ts. The suite's own inline worker is paused so these workers are the
 * only ones claiming rows; they know every app job too, so nothing left by other tests is failed.
 */
test.group('Queue, embedded driver: leases, schedules, foreign jobs', (group) => {
  const workers: DatabaseQueueWorker[] = []
  const logger = new MemoryLogger()

  group.setup(async () => {
    await stopInlineWorker()
    return async () => {
      await db.from('queue_jobs').where('name', 'like', 'test:%').delete()
      await db.from('queue_schedules').where('name', 'like', 'test:%').delete()
      await startInlineWorker(app)
    }
  })
  group.each.teardown(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()))
  })

  function setup(registry: JobRegistry, options: { leaseMs?: number; concurrency?: number } = {}) {
    const queue = new DatabaseQueue(db, registry, { leaseMs: options.leaseMs })
    const worker = new DatabaseQueueWorker(queue, new JobExecutor(app, registry, logger), logger, {
      concurrency: options.concurrency ?? 2,
      pollMs: 10,
    })
    workers.push(worker)
    return { queue, worker }
  }

  const row = (id: string) => db.from('queue_jobs').where('id', id).first()

  test('a final failure is logged once, as an error, and releases the job key', async ({ assert }) => {
    const job = makeJob({
      retries: 1,
      backoffMs: 10,
      handle: () => {
        throw new Error('boom')
      },
    })
    const { queue, worker } = setup(await registryWith([job]))
    await worker.start()
    const id = await queue.dispatch(job, {}, { jobKey: uniqueName('test-failing') })
    const failed = await waitFor(async () => {
      const current = await row(id)
      return current?.status === 'failed' ? current : null
    }, 'the job to be marked failed')
    assert.isNull(failed.job_key)
    assert.lengthOf(
      logger.lines.filter((line) => line.level === 'error' && line.meta.jobId === failed.id),
      1
    )
  })

  test('a job whose worker died (lease expired) is picked up again by another worker', async ({ assert }) => {
    const seen: JobContext[] = []
    const job = makeJob({ retries: 1, handle: (_payload, context) => void seen.push(context) })
    const registry = await registryWith([job])
    // A process claims the job, then dies: it never completes nor renews the lease.
    const dead = new DatabaseQueue(db, registry, { leaseMs: 50 })
    const id = await dead.dispatch(job, { x: 1 })
    const claimed = await dead.claim()
    assert.equal(String(claimed?.id), id)
    assert.equal((await row(id)).status, 'running')

    const { worker } = setup(registry, { leaseMs: 50 })
    await worker.start()
    await waitFor(() => seen.length === 1, 'another worker to take the abandoned job')
    assert.equal(seen[0].jobId, id)
    assert.equal(seen[0].attempt, 2)
  })

  test('a job abandoned on every attempt is marked failed instead of looping', async ({ assert }) => {
    let runs = 0
    const job = makeJob({ retries: 0, handle: () => void runs++ })
    const registry = await registryWith([job])
    const dead = new DatabaseQueue(db, registry, { leaseMs: 50 })
    const id = await dead.dispatch(job, {})
    await dead.claim()

    const { worker } = setup(registry, { leaseMs: 50 })
    await worker.start()
    const failed = await waitFor(async () => {
      const current = await row(id)
      return current?.status === 'failed' ? current : null
    }, 'the abandoned job to be marked failed')
    assert.equal(runs, 0)
    assert.include(failed.last_error, 'lease expired')
  })

  test('a running job keeps its lease: no second worker runs it while it is under way', async ({ assert, cleanup }) => {
    const release = deferred()
    cleanup(() => release.resolve())
    let runs = 0
    const job = makeJob({
      handle: async () => {
        runs++
        await release.promise
      },
    })
    const registry = await registryWith([job])
    // Short enough to pass several times during the test, long enough that a busy machine still
    // renews in time (renewal every third of it).
    const a = setup(registry, { leaseMs: 450 })
    const b = setup(registry, { leaseMs: 450 })
    await a.worker.start()
    await b.worker.start()
    const id = await a.queue.dispatch(job, {})

    // Watch the lease being renewed several times past its length while both workers poll.
    const leases = new Set<number>()
    await waitFor(async () => {
      const current = await row(id)
      if (current?.status === 'running') leases.add(Number(current.locked_until))
      return leases.size >= 4
    }, 'the lease of the running job to be renewed')
    assert.equal(runs, 1)

    release.resolve()
    await waitFor(async () => !(await row(id)), 'the job to complete')
    assert.equal(runs, 1)
  })

  test('a schedule fires once per period with two workers polling the same database', async ({ assert }) => {
    let runs = 0
    const job = makeJob({ handle: () => void runs++ })
    // One period an hour: the test starts each new period itself by making the schedule due.
    const registry = await registryWith([job], { [job.jobName]: 3_600_000 })
    const a = setup(registry)
    const b = setup(registry)
    const polls = { a: 0, b: 0 }
    for (const [name, queue] of [
      ['a', a.queue],
      ['b', b.queue],
    ] as const) {
      const fire = queue.fireDueSchedules.bind(queue)
      queue.fireDueSchedules = async () => {
        await fire()
        polls[name]++
      }
    }
    await a.worker.start()
    await b.worker.start()
    const schedule = await db.from('queue_schedules').where('name', job.jobName).firstOrFail()
    assert.isAbove(Number(schedule.next_run_at), Date.now(), 'the first period ends one period from now')

    for (const period of [1, 2, 3]) {
      await db
        .from('queue_schedules')
        .where('name', job.jobName)
        .update({ next_run_at: Date.now() - 1 })
      await waitFor(() => runs >= period, `the run of period ${period}`)
      // Both workers keep polling for a while after the run: neither fires the period again.
      const after = { ...polls }
      await waitFor(() => polls.a >= after.a + 3 && polls.b >= after.b + 3, 'both workers to poll again')
      await waitFor(async () => !(await db.from('queue_jobs').where('name', job.jobName).first()), 'the run to finish')
      assert.equal(runs, period)
    }
  })

  test('a schedule row left by a removed plugin does not stop the other schedules', async ({ assert }) => {
    let runs = 0
    const job = makeJob({ handle: () => void runs++ })
    const registry = await registryWith([job], { [job.jobName]: 3_600_000 })
    const { queue } = setup(registry)
    await queue.syncSchedules()
    const stale = `test:${uniqueName('removed-plugin')}`
    await db.table('queue_schedules').insert({ name: stale, every_ms: 60_000, next_run_at: 0 })
    await db
      .from('queue_schedules')
      .where('name', job.jobName)
      .update({ next_run_at: Date.now() - 1 })

    await queue.fireDueSchedules()
    assert.lengthOf(await db.from('queue_jobs').where('name', job.jobName), 1)
    // The unknown schedule is left for a process that knows it; nothing was enqueued for it.
    assert.lengthOf(await db.from('queue_jobs').where('name', stale), 0)
    assert.equal(Number((await db.from('queue_schedules').where('name', stale).first()).next_run_at), 0)
  })

  test('a job this process cannot run (plugin not loaded) is left for a process that can', async ({ assert }) => {
    const runs: unknown[] = []
    const job = makeJob({ handle: (payload) => void runs.push(payload) })
    const { queue, worker } = setup(await registryWith([job]))
    const foreign = `test:${uniqueName('not-loaded-here')}`
    const [inserted] = await db
      .table('queue_jobs')
      .returning('id')
      .insert({ name: foreign, payload: '{}', status: 'pending', attempts: 0, max_attempts: 1, run_at: 0, locked_until: 0, created_at: 0 })
    const foreignId = String(firstInsertedId([inserted]))

    await worker.start()
    await queue.dispatch(job, { mine: true })
    await waitFor(() => runs.length === 1, 'this process to run its own job')
    const untouched = await row(foreignId)
    assert.equal(untouched.status, 'pending')
    assert.equal(Number(untouched.attempts), 0)
  })
})
