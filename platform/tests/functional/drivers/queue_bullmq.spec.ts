import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { MemoryLogger } from '@sceau/testing/memory_logger'
import { TEST_REDIS_URL, deleteKeysUnder, keysUnder } from '@sceau/testing/redis'
import { uniqueName } from '@sceau/testing/unique'
import { BullmqQueue, bullConnection } from '#queue/bullmq_queue'
import type { JobRegistry } from '#queue/job_registry'
import { makeJob, registryWith } from '#tests/support/test_jobs'

/**
 * What only the BullMQ driver does (its keys and job schedulers on Redis), against the Redis at
 * TEST_REDIS_URL (127.0.0.1:6379), whatever the suite's queue driver: each test has its own key
 * prefix, removed afterwards. The scenarios every driver shares are in queue_drivers.spec.ts.
 */
test.group('Queue, BullMQ driver: Redis keys and schedulers', (group) => {
  const connection = bullConnection(TEST_REDIS_URL)
  let stops: (() => Promise<void>)[] = []

  group.each.teardown(async () => {
    for (const stop of stops.reverse()) await stop()
    stops = []
  })

  function setup(registry: JobRegistry) {
    const prefix = uniqueName('sceau-test-bullmq')
    const queue = new BullmqQueue(connection, registry, prefix, db, new MemoryLogger())
    stops.push(async () => {
      await queue.close()
      await deleteKeysUnder(prefix)
    })
    return { prefix, queue }
  }

  test('dispatch stores the job on Redis under the prefix', async ({ assert }) => {
    const job = makeJob({ handle: () => {} })
    const { prefix, queue } = setup(await registryWith([job]))
    const id = await queue.dispatch(job, { hello: 'redis' })
    assert.equal(await queue.queue.getJobState(id), 'waiting')
    assert.include(await keysUnder(prefix), `${prefix}:sceau:${id}`)
  })

  test('syncSchedules registers each schedule once on Redis, whatever the number of processes', async ({ assert }) => {
    const job = makeJob({ handle: () => {} })
    const registry = await registryWith([job], { [job.jobName]: 3_600_000 })
    const { queue } = setup(registry)
    // Two processes starting side by side both sync: still one scheduler per schedule.
    const other = new BullmqQueue(connection, registry, queue.prefix, db, new MemoryLogger())
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
})
