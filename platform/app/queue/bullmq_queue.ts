import { Queue, Worker, type ConnectionOptions, type Job } from 'bullmq'
import type { Database } from '@adonisjs/lucid/database'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { QueueService, type DispatchOptions, type JobClass, type LoggerService } from '@sceau/plugin-sdk/server'
import { Outbox, outboxJobId, type OutboxOptions } from './outbox.js'
import type { JobExecutor } from './job_executor.js'
import { everyToMs, type JobRegistry } from './job_registry.js'
import { Redis, type RedisOptions } from 'ioredis'
import { queueRedisOptions, redisUrlOptions, requestRedisOptions } from '#services/engines/redis_options'
import { trackRedisClient, untrackRedisClient } from '#services/engines/redis_clients'

export const QUEUE_NAME = 'sceau'

/** BullMQ connection options from REDIS_URL: reconnects forever, at most a second apart (redis_options.ts). */
export function bullConnection(redisUrl: string): ConnectionOptions {
  return { ...redisUrlOptions(redisUrl), ...queueRedisOptions } as ConnectionOptions
}

/**
 * Jobs for `node ace queue:work` processes: written to the database's outbox (in the caller's
 * transaction when given), relayed to Redis by the Outbox, so no dispatch waits on or is lost with Redis.
 */
export class BullmqQueue extends QueueService {
  readonly driver = 'bullmq' as const
  #queue: Queue | null = null
  #client: Redis | null = null
  #scheduleTimer: NodeJS.Timeout | null = null
  readonly outbox: Outbox

  constructor(
    readonly connection: ConnectionOptions,
    private registry: JobRegistry,
    readonly prefix: string,
    db: Database,
    logger: LoggerService,
    outboxOptions: OutboxOptions = {}
  ) {
    super()
    const ready = () => !this.#client || this.#client.status === 'ready' || this.#client.status === 'wait'
    this.outbox = new Outbox(db, prefix, () => this.queue, ready, logger, outboxOptions)
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
    const { id, created } = await this.outbox.record(job, payload, options)
    const relay = () => this.outbox.relaySoon(id).catch(() => {})
    if (!created) return outboxJobId(id)
    // In a transaction the row exists for others only once committed; the request does not wait for Redis then.
    if (options.transaction) (options.transaction as TransactionClientContract).after('commit', () => void relay())
    else await relay()
    return outboxJobId(id)
  }

  /** Registers every schedule on Redis; BullMQ fires each period once whatever the number of workers. */
  async syncSchedules() {
    for (const { name, schedule } of this.registry.schedules()) {
      await this.queue.upsertJobScheduler(`schedule:${name}`, { every: everyToMs(schedule.every) }, { name, data: {} })
    }
  }

  /**
   * Registers the schedules again every period (queue:work processes): a Redis restarted empty lost
   * them, and upserting an existing scheduler changes nothing.
   */
  keepSchedules(everyMs: number, logger: LoggerService) {
    this.#scheduleTimer ??= setInterval(() => {
      this.syncSchedules().catch((error) => logger.warn('queue: schedules not registered again', { error: String(error) }))
    }, everyMs)
    this.#scheduleTimer.unref()
  }

  async close() {
    if (this.#scheduleTimer) clearInterval(this.#scheduleTimer)
    this.#scheduleTimer = null
    await this.outbox.stop()
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
    private queue: BullmqQueue,
    private executor: JobExecutor,
    private logger: LoggerService
  ) {}

  /**
   * Runs a job unless its outbox row says it is done (a job relayed again after Redis lost track of
   * it); the row is deleted before BullMQ hears of the success, so no sweep relays a finished job.
   */
  async #process(job: Job) {
    const outbox = this.queue.outbox
    if (!(await outbox.isOpen(job.id))) {
      this.logger.info(`queue: job ${job.name} already done, not run again`, { jobId: job.id })
      return
    }
    try {
      await this.executor.run(job.name, job.data, job.attemptsMade + 1, String(job.id))
    } catch (error) {
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) await outbox.fail(job.id, error)
      throw error
    }
    await outbox.complete(job.id)
  }

  /**
   * `lockSeconds`: how long a job stays this worker's without its lock being renewed; a killed
   * worker's running jobs go to another after that, at the next stall check (as often again).
   */
  async start(concurrency: number, lockSeconds = 30) {
    this.#worker = new Worker(QUEUE_NAME, (job) => this.#process(job), {
      connection: this.queue.connection,
      concurrency,
      prefix: this.queue.prefix,
      lockDuration: lockSeconds * 1000,
      stalledInterval: lockSeconds * 1000,
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
