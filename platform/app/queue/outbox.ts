import type { Database } from '@adonisjs/lucid/database'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Queue } from 'bullmq'
import type { DispatchOptions, JobClass, LoggerService } from '@sceau/plugin-sdk/server'
import { firstInsertedId } from '#services/engines/inserted_id'

const TABLE = 'queue_outbox'
/** BullMQ refuses ids made only of digits: a row's job is "outbox-<id>". */
const JOB_PREFIX = 'outbox-'
/** Rows handed to Redis in one go by a sweep. */
const BATCH = 200
/** BullMQ waits for its connection without limit: a relay gives up on Redis after this. */
const REDIS_DEADLINE_MS = 2000

/** The promise, or a rejection once the deadline passed (the promise's own outcome is then ignored). */
function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms)
  })
  promise.catch(() => {})
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer))
}

export interface OutboxRow {
  id: number | string
  name: string
  payload: string
  max_attempts: number
  backoff_ms: number
  run_at: number | string
}

export interface OutboxOptions {
  /** How often the relay looks for rows to hand (again) to Redis. */
  sweepMs?: number
  /** A relayed row whose job Redis no longer holds (restarted empty) is relayed again after this. */
  staleMs?: number
}

/** The BullMQ job id of an outbox row; null for jobs that did not come from the outbox (schedules). */
export function outboxRowId(jobId: string | undefined) {
  if (!jobId?.startsWith(JOB_PREFIX)) return null
  const id = Number(jobId.slice(JOB_PREFIX.length))
  return Number.isSafeInteger(id) ? id : null
}

export function outboxJobId(rowId: number | string) {
  return `${JOB_PREFIX}${rowId}`
}

/**
 * The outbox of the BullMQ driver (docs/operations.md "Outbox"): dispatch writes a row, in the
 * caller's transaction when it gives one; the relay adds it to BullMQ under the row's id (so adding
 * it twice enqueues it once) and a sweep hands again to Redis whatever it lost. The worker deletes
 * the row when the job succeeded, marks it failed after its last attempt, and skips a job whose row
 * is gone (already done).
 */
export class Outbox {
  readonly sweepMs: number
  readonly staleMs: number
  #timer: NodeJS.Timeout | null = null
  #running = false
  #sweeping: Promise<unknown> | null = null
  /** After a failed relay, dispatches leave their rows to the sweep for a while instead of waiting on Redis. */
  #redisFailedAt = 0
  #warned = false

  constructor(
    private db: Database,
    /** The BullMQ prefix: rows are relayed by the instances of their own queue only. */
    private prefix: string,
    private queue: () => Queue,
    /** Whether the queue's connection is up (or not tried yet): BullMQ waits for it otherwise. */
    private redisReady: () => boolean,
    private logger: LoggerService,
    options: OutboxOptions = {}
  ) {
    this.sweepMs = options.sweepMs ?? 2000
    this.staleMs = options.staleMs ?? 30_000
  }

  /** Writes the job's row; with a jobKey already held by a row not finished, names that row instead. */
  async record<P>(job: JobClass<P>, payload: P, options: DispatchOptions = {}): Promise<{ id: number; created: boolean }> {
    const client: QueryClientContract = (options.transaction as TransactionClientContract | undefined) ?? this.db.connection()
    const now = Date.now()
    const row = {
      queue: this.prefix,
      name: job.jobName,
      payload: JSON.stringify(payload ?? null),
      status: 'pending',
      max_attempts: 1 + job.retries,
      backoff_ms: job.backoffMs,
      run_at: now + (options.delayMs ?? 0),
      // Unique across queues sharing the database: the key is qualified by the prefix.
      job_key: options.jobKey ? `${this.prefix}|${options.jobKey}` : null,
      created_at: now,
    }
    const query = client.table(TABLE).returning('id')
    const inserted = options.jobKey ? await query.knexQuery.insert(row).onConflict('job_key').ignore() : await query.insert(row)
    const id = firstInsertedId(inserted)
    if (id !== undefined) return { id: Number(id), created: true }
    const existing = await client.from(TABLE).where('job_key', row.job_key!).select('id').first()
    if (!existing) throw new Error(`outbox: no row holds the key ${options.jobKey}`)
    return { id: Number(existing.id), created: false }
  }

  /**
   * Relays a row just written, unless Redis failed a moment ago (the sweep will): a request never
   * waits for a Redis that is down, at most for one command on one that hangs.
   */
  async relaySoon(id: number) {
    if (Date.now() - this.#redisFailedAt < this.sweepMs * 2 || !this.redisReady()) return
    await this.#relay(await this.db.from(TABLE).where({ id, status: 'pending' }).select('*'))
  }

  /** Adds rows to BullMQ under their ids; stops at the first Redis failure (the sweep retries). */
  async #relay(rows: OutboxRow[]) {
    let relayed = 0
    try {
      for (const row of rows) {
        const added = this.queue().add(row.name, JSON.parse(row.payload), {
          jobId: outboxJobId(row.id),
          attempts: row.max_attempts,
          backoff: { type: 'exponential', delay: row.backoff_ms },
          delay: Math.max(0, Number(row.run_at) - Date.now()),
          removeOnComplete: true,
          removeOnFail: 1000,
        })
        await withDeadline(added, REDIS_DEADLINE_MS)
        await this.db.from(TABLE).where({ id: row.id }).whereIn('status', ['pending', 'relayed']).update({ status: 'relayed', relayed_at: Date.now() })
        relayed++
      }
      if (this.#warned) this.logger.info('outbox: Redis answers again, relaying')
      this.#warned = false
    } catch (error) {
      this.#redisFailedAt = Date.now()
      if (!this.#warned) this.logger.warn('outbox: Redis refused a job, kept in the database for the next sweep', { error: String(error) })
      this.#warned = true
    }
    return relayed
  }

  /**
   * Hands to Redis the rows it never got, and again the relayed rows whose job it no longer holds
   * (a Redis restarted empty). Idempotent: a job already on Redis is not added twice.
   */
  async sweep() {
    const pending = await this.db.from(TABLE).where({ queue: this.prefix, status: 'pending' }).orderBy('id').limit(BATCH).select('*')
    let relayed = await this.#relay(pending)
    const stale = await this.db
      .from(TABLE)
      .where({ queue: this.prefix, status: 'relayed' })
      .where('relayed_at', '<', Date.now() - this.staleMs)
      .orderBy('id')
      .limit(BATCH)
      .select('*')
    for (const row of stale) {
      const held = await withDeadline(this.queue().getJob(outboxJobId(row.id)), REDIS_DEADLINE_MS).catch(() => 'unreachable' as const)
      if (held === 'unreachable') break
      if (held) await this.db.from(TABLE).where({ id: row.id, status: 'relayed' }).update({ relayed_at: Date.now() })
      else relayed += await this.#relay([row])
    }
    return relayed
  }

  /** Whether a job from the outbox still has work to do (its row is there and not failed). */
  async isOpen(jobId: string | undefined) {
    const id = outboxRowId(jobId)
    if (id === null) return true
    const row = await this.db.from(TABLE).where('id', id).select('status').first()
    return Boolean(row && row.status !== 'failed')
  }

  async complete(jobId: string | undefined) {
    const id = outboxRowId(jobId)
    if (id !== null) await this.db.from(TABLE).where('id', id).delete()
  }

  async fail(jobId: string | undefined, error: unknown) {
    const id = outboxRowId(jobId)
    if (id === null) return
    const message = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error)
    await this.db
      .from(TABLE)
      .where('id', id)
      .update({ status: 'failed', job_key: null, last_error: message.slice(0, 4000) })
  }

  /** Sweeps periodically in this process (web and queue:work processes alike; sweeps may overlap safely). */
  start() {
    if (this.#running) return
    this.#running = true
    const schedule = () => {
      this.#timer = setTimeout(tick, this.sweepMs)
      this.#timer.unref()
    }
    const tick = () => {
      this.#sweeping = this.sweep()
        .catch((error) => this.logger.error('outbox: sweep failed', { error: String(error) }))
        .finally(() => {
          this.#sweeping = null
          if (this.#running) schedule()
        })
    }
    schedule()
  }

  async stop() {
    this.#running = false
    if (this.#timer) clearTimeout(this.#timer)
    this.#timer = null
    await this.#sweeping
  }
}
