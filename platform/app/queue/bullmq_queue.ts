import { Queue, Worker, type ConnectionOptions } from 'bullmq'
import { QueueService, type DispatchOptions, type JobClass, type LoggerService } from '@sceau/plugin-sdk/server'
import type { JobExecutor } from './job_executor.js'
import { everyToMs, type JobRegistry } from './job_registry.js'
import { Redis, type RedisOptions } from 'ioredis'
import { queueRedisOptions, redisUrlOptions, requestRedisOptions } from '#services/redis_options'
import { trackRedisClient, untrackRedisClient } from '#services/redis_clients'

export const QUEUE_NAME = 'sceau'

/** BullMQ connection options from REDIS_URL: reconnects forever, at most a second apart (redis_options.ts). */
export function bullConnection(redisUrl: string): ConnectionOptions {
  return { ...redisUrlOptions(redisUrl), ...queueRedisOptions } as ConnectionOptions
}

/** Enqueues jobs on Redis; `node ace queue:work` processes run them. */
export class BullmqQueue extends QueueService {
  readonly driver = 'bullmq' as const
  #queue: Queue | null = null
  #client: Redis | null = null

  constructor(
    readonly connection: ConnectionOptions,
    private registry: JobRegistry,
    readonly prefix = 'sceau'
  ) {
    super()
  }

  get queue() {
    if (!this.#queue) {
      // Requests enqueue: a command fails within a second while Redis is down instead of holding the request.
      this.#client = new Redis({ ...(this.connection as RedisOptions), ...requestRedisOptions })
      trackRedisClient('queue', this.#client)
      this.#queue = new Queue(QUEUE_NAME, { connection: this.#client, prefix: this.prefix })
      this.#queue.on('error', () => {})
    }
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
    untrackRedisClient('queue')
    this.#client?.disconnect()
    this.#client = null
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
