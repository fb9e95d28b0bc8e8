import { Queue, Worker, type ConnectionOptions } from 'bullmq'
import { QueueService, type DispatchOptions, type JobClass, type LoggerService } from '@sceau/plugin-sdk/server'
import type { JobExecutor } from './job_executor.js'
import { everyToMs, type JobRegistry } from './job_registry.js'

export const QUEUE_NAME = 'sceau'

/** BullMQ connection options from REDIS_URL; workers need maxRetriesPerRequest: null. */
export function bullConnection(redisUrl: string): ConnectionOptions {
  const url = new URL(redisUrl)
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    maxRetriesPerRequest: null,
  }
}

/** Enqueues jobs on Redis; `node ace queue:work` processes run them. */
export class BullmqQueue extends QueueService {
  readonly driver = 'bullmq' as const
  #queue: Queue | null = null

  constructor(
    readonly connection: ConnectionOptions,
    private registry: JobRegistry,
    readonly prefix = 'sceau'
  ) {
    super()
  }

  get queue() {
    this.#queue ??= new Queue(QUEUE_NAME, { connection: this.connection, prefix: this.prefix })
    return this.#queue
  }

  async dispatch<P>(job: JobClass<P>, payload: P, options: DispatchOptions = {}) {
    this.registry.get(job.jobName)
    const added = await this.queue.add(job.jobName, payload ?? null, {
      attempts: 1 + job.retries,
      backoff: { type: 'exponential', delay: job.backoffMs },
      delay: options.delayMs,
      // Not jobId: BullMQ refuses ids with ":" or made of digits, and keeps failed jobs' ids taken.
      deduplication: options.jobKey ? { id: options.jobKey } : undefined,
      removeOnComplete: true,
      removeOnFail: 1000,
    })
    return String(added.id)
  }

  /** Registers every schedule on Redis; BullMQ fires each period once whatever the number of workers. */
  async syncSchedules() {
    for (const { name, schedule } of this.registry.schedules()) {
      await this.queue.upsertJobScheduler(`schedule:${name}`, { every: everyToMs(schedule.every) }, { name, data: {} })
    }
  }

  async close() {
    await this.#queue?.close()
    this.#queue = null
  }
}

/** A BullMQ worker running the registered job classes; the body of `node ace queue:work`. */
export class BullmqWorker {
  #worker: Worker | null = null

  constructor(
    private connection: ConnectionOptions,
    private executor: JobExecutor,
    private logger: LoggerService,
    private prefix = 'sceau'
  ) {}

  async start(concurrency: number) {
    this.#worker = new Worker(QUEUE_NAME, async (job) => this.executor.run(job.name, job.data, job.attemptsMade + 1, String(job.id)), {
      connection: this.connection,
      concurrency,
      prefix: this.prefix,
    })
    this.#worker.on('failed', (job, error) => {
      this.logger.warn(`queue: job ${job?.name} failed`, { jobId: job?.id, attempt: job?.attemptsMade, error: error.message })
    })
    this.#worker.on('error', (error) => this.logger.error('queue: worker error', { error: error.message }))
    await this.#worker.waitUntilReady()
  }

  /** Finishes the jobs under way, then disconnects. */
  async stop() {
    await this.#worker?.close()
    this.#worker = null
  }
}
