import { randomBytes } from 'node:crypto'
import type { Database } from '@adonisjs/lucid/database'
import { column, defineTable } from '@sceau/plugin-sdk/server'
import { IDEMPOTENCY_RETENTION_HOURS } from '@sceau/shared'
import { isUniqueViolation } from '#services/engines/db_errors'

/** How long an answer is replayed to a retry with the same key. */
export const IDEMPOTENCY_RETENTION_MS = IDEMPOTENCY_RETENTION_HOURS * 60 * 60 * 1000
/** How long a running request holds its key without renewing it: past that, its process is taken for dead. */
export const IDEMPOTENCY_LEASE_MS = 30_000

/** What a retry is answered: the first answer's status, its few meaningful headers and its body. */
export interface StoredAnswer {
  status: number
  headers: Record<string, string>
  /** The body's text; `json` tells whether it was sent as JSON. */
  body: string
  json: boolean
}

/** The request a key was first used for. */
export interface KeyedRequest {
  fingerprint: string
  method: string
  path: string
}

/** What to do with a request that carries a key. */
export type Claim =
  | { kind: 'run'; holder: string }
  | { kind: 'replay'; answer: StoredAnswer }
  /** The key was first used for another request (method, path or body). */
  | { kind: 'mismatch' }
  /** The key's first request is still running. */
  | { kind: 'inFlight' }

/** Encrypts what is stored (answers may hold upload tokens or API secrets) and reads it back. */
export interface AnswerSealer {
  encrypt(value: string): string
  decrypt(value: string): string | null
}

const keyTable = defineTable('idempotency_keys', {
  scope: column.string(),
  idempotencyKey: column.string(),
  fingerprint: column.string(),
  holder: column.string().nullable(),
  lockedUntil: column.date().nullable(),
  status: column.number().nullable(),
  answer: column.string().nullable(),
  expiresAt: column.date(),
})

/**
 * The Idempotency-Key records in the database, so every node sees them: a key is claimed by the
 * first request that carries it (a unique row per caller and key), then holds that request's answer.
 */
export class IdempotencyKeys {
  constructor(
    private db: Database,
    private sealer: AnswerSealer
  ) {}

  async claim(scope: string, key: string, request: KeyedRequest, now = new Date()): Promise<Claim> {
    // A few rounds: a row may expire, be released or be taken over between our reads.
    for (let round = 0; round < 3; round++) {
      const holder = randomBytes(16).toString('hex')
      try {
        await this.db.table(keyTable.table).insert({
          scope,
          idempotency_key: key,
          fingerprint: request.fingerprint,
          method: request.method,
          path: request.path.slice(0, 1000),
          holder,
          locked_until: new Date(now.getTime() + IDEMPOTENCY_LEASE_MS),
          created_at: now,
          expires_at: new Date(now.getTime() + IDEMPOTENCY_RETENTION_MS),
        })
        return { kind: 'run', holder }
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
      }
      const found = await this.db.from(keyTable.table).where({ scope, idempotency_key: key }).first()
      if (!found) continue
      const row = keyTable.read(found)
      if (row.expiresAt <= now) {
        await this.#where(scope, key).where('expires_at', '<=', now).delete()
        continue
      }
      if (row.fingerprint !== request.fingerprint) return { kind: 'mismatch' }
      if (row.status !== null && row.answer !== null) {
        const text = this.sealer.decrypt(row.answer)
        // An answer that no longer decrypts (APP_KEY changed) cannot be replayed: run again rather than refuse forever.
        if (text !== null) return { kind: 'replay', answer: JSON.parse(text) as StoredAnswer }
      } else if (row.lockedUntil && row.lockedUntil > now) {
        return { kind: 'inFlight' }
      }
      // The holder died (its lease ran out) or the answer is unreadable: this request takes the key over.
      const changed = await this.#where(scope, key)
        .where('fingerprint', request.fingerprint)
        .where((query) => (row.holder === null ? query.whereNull('holder') : query.where('holder', row.holder)))
        .update({ holder, locked_until: new Date(now.getTime() + IDEMPOTENCY_LEASE_MS), status: null, answer: null })
      if (Number(changed) > 0) return { kind: 'run', holder }
    }
    return { kind: 'inFlight' }
  }

  /** Keeps the key held while its request runs. */
  async renew(scope: string, key: string, holder: string, now = new Date()) {
    await this.#where(scope, key)
      .where('holder', holder)
      .update({ locked_until: new Date(now.getTime() + IDEMPOTENCY_LEASE_MS) })
  }

  /** Records the answer; retries get it from now on. */
  async answer(scope: string, key: string, holder: string, answer: StoredAnswer) {
    const sealed = this.sealer.encrypt(JSON.stringify(answer))
    await this.#where(scope, key).where('holder', holder).update({ status: answer.status, answer: sealed, holder: null, locked_until: null })
  }

  /** Forgets a key whose request changed nothing (refused or failed): a retry runs again. */
  async release(scope: string, key: string, holder: string) {
    await this.#where(scope, key).where('holder', holder).delete()
  }

  /** Deletes the records past their retention; returns how many went. */
  async purge(now = new Date(), limit = 5000) {
    let removed = 0
    for (;;) {
      const ids = (await this.db.from(keyTable.table).where('expires_at', '<=', now).select('id').limit(limit)).map((row) => row.id as number)
      if (ids.length === 0) return removed
      await this.db.from(keyTable.table).whereIn('id', ids).delete()
      removed += ids.length
      if (ids.length < limit) return removed
    }
  }

  #where(scope: string, key: string) {
    return this.db.from(keyTable.table).where({ scope, idempotency_key: key })
  }
}
