/*
 * Which engine an error says is unavailable, so a request answers 503 naming it in words (with
 * Retry-After) instead of a 500, and a full disk answers 507. Errors are recognised by their shape
 * (ioredis, knex/pg and SQLite, the AWS SDK, Node's system errors); a bare network error is
 * attributed by the port it was refused on, compared with the engines this process is configured for.
 */
import { ApiError, isApiError } from '@sceau/plugin-sdk/server'
import env from '#start/env'

export type Engine = 'database' | 'redis' | 'files'

/** How long a client should wait before trying again during an outage (engines recover within seconds). */
export const OUTAGE_RETRY_AFTER_SECONDS = 5

/** 503: the named engine does not answer; the message names it in the reader's language. */
export function engineUnavailable(engine: Engine) {
  return new ApiError(503, 'E_UNAVAILABLE', `errors.unavailable.${engine}`, { seconds: OUTAGE_RETRY_AFTER_SECONDS })
}

/** 507: the disk (or the database file's disk) is full. */
export function storageFull() {
  return new ApiError(507, 'E_STORAGE_FULL', 'errors.storageFull')
}

const FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL'])
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND', 'ECONNABORTED'])
/** PostgreSQL: shutting down, starting up, too many connections, and the connection exception class. */
const PG_UNAVAILABLE = /^(57P0[123]|53300|08\d{3})$/
const PG_MESSAGES = /Connection terminated|not queryable|terminating connection|the database system is (starting up|shutting down)/i
/** knex's message of a failed query: the SQL, " - ", then the driver's error. */
const KNEX_QUERY = /^\s*(select|insert|update|delete|with|begin|commit|rollback|release|savepoint)\b[\s\S]* - \S/i
const REDIS_MESSAGES = /^(Connection is closed\.|Stream isn't writeable|Command timed out|Reached the max retries per request)|^(LOADING|MASTERDOWN|BUSY) /

/** The engine whose connection raised an error, set where the error is caught (a bare socket error names none itself). */
const RAISED_BY = Symbol.for('sceau.raisedBy')

/** Marks an error as raised by this engine's connection (e.g. the database pool's acquire); returns it. */
export function raisedBy<T>(error: T, engine: Engine): T {
  if (error && typeof error === 'object' && !Object.isFrozen(error)) Object.defineProperty(error, RAISED_BY, { value: engine, configurable: true })
  return error
}

interface ErrorShape {
  name?: string
  code?: string
  errno?: string | number
  message?: string
  port?: number
  cause?: unknown
  errors?: unknown[]
  $metadata?: unknown
  $fault?: string
  [RAISED_BY]?: Engine
}

/** The error, its causes and the errors an AggregateError carries (a connection tried on IPv4 and IPv6). */
function* chain(error: unknown, depth = 0): Generator<ErrorShape> {
  if (!error || typeof error !== 'object' || depth > 5) return
  const shape = error as ErrorShape
  yield shape
  if (Array.isArray(shape.errors)) for (const inner of shape.errors) yield* chain(inner, depth + 1)
  yield* chain(shape.cause, depth + 1)
}

let enginePorts: Map<number, Engine> | undefined

/** The engines' ports, from the URLs this process is configured with. */
function portsOfEngines() {
  const ports = new Map<number, Engine>()
  const add = (value: string | undefined, engine: Engine, fallback: number) => {
    if (!value) return
    try {
      const url = new URL(value)
      ports.set(Number(url.port) || fallback, engine)
    } catch {
      // A malformed URL fails at boot in the driver itself.
    }
  }
  add(env.get('DATABASE_URL'), 'database', 5432)
  add(env.get('REDIS_URL'), 'redis', 6379)
  add(env.get('S3_ENDPOINT'), 'files', env.get('S3_ENDPOINT')?.startsWith('https:') ? 443 : 80)
  return ports
}

/** The outage an error stands for: a full disk, an engine that does not answer, or null (a bug: 500). */
export function outageOf(error: unknown): Engine | 'full' | null {
  for (const e of chain(error)) {
    const code = String(e.code ?? '')
    if (FULL_CODES.has(code)) return 'full'
    if (e.name === 'MaxRetriesPerRequestError' || (e.message && REDIS_MESSAGES.test(e.message))) return 'redis'
    if (e.name === 'KnexTimeoutError' || PG_UNAVAILABLE.test(code) || code === 'SQLITE_BUSY' || (e.message && PG_MESSAGES.test(e.message))) return 'database'
    // The AWS SDK marks what it gave up on: a server fault (5xx, throttling) or a request that never got an answer.
    if (e.$metadata && (e.$fault === 'server' || NETWORK_CODES.has(code) || e.name === 'TimeoutError')) return 'files'
    // A socket error on a connection of known origin (a database connection reset while it was opened).
    if (NETWORK_CODES.has(code) && e[RAISED_BY]) return e[RAISED_BY]
    // A pooled database connection cut mid-query: knex prefixes the socket error with the query, no port.
    if (NETWORK_CODES.has(code) && e.message && KNEX_QUERY.test(e.message)) return 'database'
    if (NETWORK_CODES.has(code) && typeof e.port === 'number') {
      const engine = (enginePorts ??= portsOfEngines()).get(e.port)
      if (engine) return engine
    }
  }
  return null
}

/** The API error an outage answers with, or null when the error is not an outage. */
export function outageAnswer(error: unknown): ApiError | null {
  if (isApiError(error)) return null
  const outage = outageOf(error)
  if (outage === 'full') return storageFull()
  return outage ? engineUnavailable(outage) : null
}
