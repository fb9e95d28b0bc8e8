import app from '@adonisjs/core/services/app'
import { Job, type JobClass, type JobContext } from '@sceau/plugin-sdk/server'
import { JobRegistry } from '#queue/job_registry'
import { uniqueName } from '@sceau/testing/unique'
import type { Json } from '@sceau/testing/browser'

export interface TestJobOptions {
  handle: (payload: Json, context: JobContext) => Promise<void> | void
  retries?: number
  backoffMs?: number
}

/** A job class of its own for one test (unique name), with short retries so the suite stays fast. */
export function makeJob(options: TestJobOptions): JobClass {
  return class TestJob extends Job {
    static jobName = `test:${uniqueName('job')}`
    static retries = options.retries ?? 0
    static backoffMs = options.backoffMs ?? 10

    async handle(payload: unknown, context: JobContext) {
      await options.handle(payload, context)
    }
  }
}

/**
 * A registry holding the app's jobs (core and plugins) and the test's: a test worker is then a
 * full platform worker, able to run whatever other tests left in a shared queue.
 */
export async function registryWith(jobs: JobClass[], schedules: Record<string, number> = {}) {
  const appRegistry = await app.container.make(JobRegistry)
  const registry = new JobRegistry()
  const appSchedules = new Map(appRegistry.schedules().map(({ name, schedule }) => [name, schedule]))
  for (const name of appRegistry.names()) registry.register({ job: appRegistry.get(name), schedule: appSchedules.get(name) })
  for (const job of jobs) {
    const every = schedules[job.jobName]
    registry.register({ job, schedule: every ? { every } : undefined })
  }
  return registry
}
