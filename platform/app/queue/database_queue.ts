import { HttpContext } from '@adonisjs/core/http'
import type { Database } from '@adonisjs/lucid/database'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { QueueService, type DispatchOptions, type JobClass, type LoggerService } from '@sceau/plugin-sdk/server'
import type { JobExecutor } from './job_executor.js'
import { everyToMs, type JobRegistry } from './job_registry.js'
import { firstInsertedId } from '#services/engines/inserted_id'
import { rawRows } from '#services/engines/raw_rows'

const JOBS = 'queue_jobs'
const SCHEDULES = 'queue_schedules'
/** A claimed job whose process died is retried once its lease runs out; running jobs renew it. */
const LEASE_MS = 5 * 60_000

interface JobRow {
  id: number
  name: string
  payload: string
  attempts: number
  max_attempts: number
}

/**
 * The embedded queue: jobs are rows of the database, so they survive a crash or restart, and any
 * process sharing the database may run them. Claiming is one atomic UPDATE (SKIP LOCKED on PostgreSQL).
 */
export class DatabaseQueue extends QueueService {
  readonly driver = 'inline' as const
  #onDispatch: (() => void) | null = null

  readonly leaseMs: number

  constructor(
    private db: Database,
    private registry: JobRegistry,
    options: { leaseMs?: number } = {}
  ) {
    super()
    this.leaseMs = options.leaseMs ?? LEASE_MS
  }

  async dispatch<P>(job: JobClass<P>, payload: P, options: DispatchOptions = {}) {
    this.registry.get(job.jobName)
    const now = Date.now()
    const row = {
      name: job.jobName,
      payload: JSON.stringify(payload ?? null),
      status: 'pending',
      attempts: 0,
      max_attempts: 1 + job.retries,
      run_at: now + (options.delayMs ?? 0),
      locked_until: 0,
      job_key: options.jobKey ?? null,
      created_at: now,
    }
    // The row is the outbox (docs/operations.md "Outbox"): in the caller's transaction when given.
    const trx = options.transaction as TransactionClientContract | undefined
    const client: QueryClientContract = trx ?? this.db.connection()
    const query = client.table(JOBS).returning('id')
    const inserted = options.jobKey ? await query.knexQuery.insert(row).onConflict('job_key').ignore() : await query.insert(row)
    const id = firstInsertedId(inserted)
    if (id === undefined && options.jobKey) {
      // Deduplicated: name the job already holding the key, as BullMQ does.
      const existing = await client.from(JOBS).where('job_key', options.jobKey).select('id').first()
      if (existing) return String(existing.id)
    }
    if (trx) trx.after('commit', () => this.#kick())
    else this.#kick()
    return String(id)
  }

  /**
   * Wakes the local worker: at once, or, for a job dispatched while a request is answered, once that
   * answer is out, so the job (a head's token, a mail) does not hold it up in this process (the CPU,
   * SQLite's one connection). The worker's poll still finds the job should the answer stream for long.
   */
  #kick() {
    const response = HttpContext.get()?.response.response
    if (response && !response.writableFinished && !response.destroyed) response.once('close', () => this.#onDispatch?.())
    else this.#onDispatch?.()
  }

  /** Lets the local worker start a fresh job at once instead of at its next poll. */
  onDispatch(listener: () => void) {
    this.#onDispatch = listener
  }

  /**
   * Takes the next due job (or one whose lease ran out). Only jobs this process can run: a job of a
   * plugin it does not load waits for a process that does, instead of failing here.
   */
  async claim(): Promise<JobRow | null> {
    const now = Date.now()
    const names = this.registry.names()
    if (!names.length) return null
    const lock = this.db.connection().dialect.name === 'postgres' ? 'FOR UPDATE SKIP LOCKED' : ''
    const result = await this.db.rawQuery(
      `UPDATE ${JOBS} SET status = 'running', attempts = attempts + 1, locked_until = ?
       WHERE id = (SELECT id FROM ${JOBS}
                   WHERE ((status = 'pending' AND run_at <= ?) OR (status = 'running' AND locked_until < ?))
                     AND name IN (${names.map(() => '?').join(', ')})
                   ORDER BY run_at, id LIMIT 1 ${lock})
       RETURNING id, name, payload, attempts, max_attempts`,
      [now + this.leaseMs, now, now, ...names]
    )
    return rawRows<JobRow>(result)[0] ?? null
  }

  /** Pushes the lease of a job still running forward; false when the job is no longer this claim's. */
  async renewLease(job: JobRow) {
    const updated = await this.db
      .from(JOBS)
      .where({ id: job.id, status: 'running', attempts: job.attempts })
      .update({ locked_until: Date.now() + this.leaseMs })
    return Number(Array.isArray(updated) ? updated[0] : updated) === 1
  }

  async complete(id: number) {
    await this.db.from(JOBS).where('id', id).delete()
  }

  async fail(job: JobRow, error: unknown, retryInMs: number) {
    const message = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error)
    const final = job.attempts >= job.max_attempts
    await this.db
      .from(JOBS)
      .where('id', job.id)
      .update(
        final
          ? { status: 'failed', job_key: null, last_error: message.slice(0, 4000) }
          : { status: 'pending', run_at: Date.now() + retryInMs, last_error: message.slice(0, 4000) }
      )
    return final
  }

  /** Creates or updates each schedule's row; the first due time is one period from now. */
  async syncSchedules() {
    const now = Date.now()
    for (const { name, schedule } of this.registry.schedules()) {
      const every = everyToMs(schedule.every)
      await this.db
        .table(SCHEDULES)
        .knexQuery.insert({ name, every_ms: every, next_run_at: now + every })
        .onConflict('name')
        .merge(['every_ms'])
    }
  }

  /**
   * Enqueues the scheduled jobs that are due; a compare-and-set makes each period fire once across
   * processes. Only this process's schedules: a row of a plugin it does not load is left alone.
   */
  async fireDueSchedules() {
    const now = Date.now()
    const names = this.registry.schedules().map(({ name }) => name)
    if (!names.length) return
    const due = await this.db.from(SCHEDULES).where('next_run_at', '<=', now).whereIn('name', names)
    for (const row of due) {
      const advanced = await this.db
        .from(SCHEDULES)
        .where({ name: row.name, next_run_at: row.next_run_at })
        .update({ next_run_at: now + Number(row.every_ms) })
      if (Number(advanced) === 1 || (Array.isArray(advanced) && advanced[0] === 1)) {
        await this.dispatch(this.registry.get(row.name), {}, { jobKey: `schedule:${row.name}` })
      }
    }
  }
}

/** Polls the database queue inside this process and runs jobs, a few at a time. */
export class DatabaseQueueWorker {
  #running = new Set<Promise<void>>()
  #timer: NodeJS.Timeout | null = null
  #stopped = true
  #pumping = false

  constructor(
    private queue: DatabaseQueue,
    private executor: JobExecutor,
    private logger: LoggerService,
    private options: { concurrency: number; pollMs: number } = { concurrency: 2, pollMs: 500 }
  ) {}

  async start() {
    this.#stopped = false
    await this.queue.syncSchedules()
    this.queue.onDispatch(() => void this.#pump())
    this.#tick()
  }

  #tick = () => {
    if (this.#stopped) return
    void this.queue
      .fireDueSchedules()
      .catch((error) => this.logger.error('queue: schedule check failed', { error: String(error) }))
      .then(() => this.#pump())
      .finally(() => {
        if (!this.#stopped) this.#timer = setTimeout(this.#tick, this.options.pollMs)
      })
  }

  async #pump() {
    if (this.#pumping || this.#stopped) return
    this.#pumping = true
    try {
      while (!this.#stopped && this.#running.size < this.options.concurrency) {
        const job = await this.queue.claim()
        if (!job) break
        const run = this.#execute(job)
          .catch((error) => this.logger.error('queue: job outcome not recorded', { jobId: job.id, error: String(error) }))
          .finally(() => {
            this.#running.delete(run)
            void this.#pump()
          })
        this.#running.add(run)
      }
    } catch (error) {
      this.logger.error('queue: claim failed', { error: String(error) })
    } finally {
      this.#pumping = false
    }
  }

  async #execute(job: JobRow) {
    // Renews the lease while the job runs, so a long job is not taken for abandoned and run twice.
    const heartbeat = setInterval(
      () => {
        this.queue.renewLease(job).catch((error) => this.logger.warn('queue: lease renewal failed', { jobId: job.id, error: String(error) }))
      },
      Math.max(10, Math.floor(this.queue.leaseMs / 3))
    )
    try {
      if (job.attempts > job.max_attempts) {
        // Reclaimed after its worker died on every attempt (a crash, an OOM kill): stop here.
        throw new Error(`abandoned by its worker ${job.attempts - 1} times (lease expired), not retried again`)
      }
      await this.executor.run(job.name, JSON.parse(job.payload), job.attempts, String(job.id))
      await this.queue.complete(job.id)
    } catch (error) {
      const final = await this.queue.fail(job, error, this.executor.backoff(job.name, job.attempts))
      this.logger[final ? 'error' : 'warn'](`queue: job ${job.name} failed`, {
        jobId: job.id,
        attempt: job.attempts,
        final,
        error: error instanceof Error ? error.message : String(error),
      })
    } finally {
      clearInterval(heartbeat)
    }
  }

  /** Stops claiming and waits for the jobs under way (graceful shutdown). */
  async stop() {
    this.#stopped = true
    if (this.#timer) clearTimeout(this.#timer)
    await Promise.allSettled([...this.#running])
  }
}
