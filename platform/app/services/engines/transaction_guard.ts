/*
 * knex settles three outage cases in ways that answer 500 or worse.
 * A connection the pool could not open rejects with the bare socket error ("read ECONNRESET" while
 * PostgreSQL shuts down: no port, no query), which names no engine: it is marked as the database's.
 * And two outage cases of a transaction (knex issues #3847 and #6141):
 *   - a transaction whose BEGIN (or SAVEPOINT) failed is handed out anyway, already complete: its
 *     first query throws "Transaction query already complete", and the request answers 500;
 *   - commit() resolves although the COMMIT failed (the connection was cut), so the request would
 *     answer as if its writes were saved.
 * The guard, installed once on the knex client's class (nested transactions share it), rejects
 * both with the driver's own error instead: an outage's error, answered 503 (engine_outage.ts).
 * A query still run on a transaction that an error closed carries that error as its cause, so a
 * transaction closed by an outage answers 503 and one a bug closed stays a 500.
 */

import { raisedBy } from '#exceptions/engine_outage'

interface Transactor {
  isCompleted(): boolean
  executionPromise: Promise<unknown>
  commit(value?: unknown): Promise<unknown>
  /** The transaction's own knex client: every query of the transaction goes through its `query`. */
  client: { query(...args: unknown[]): Promise<unknown> }
}

type Container = (transactor: Transactor) => unknown

interface KnexClient {
  transaction(container: Container | undefined, config: unknown, outerTx: unknown): unknown
  acquireConnection(): Promise<unknown>
}

const GUARDED = Symbol.for('sceau.transactionGuard')
/** knex's error for a query on a transaction already committed or rolled back. */
const CLOSED = /Transaction query already complete/

/** Guards every transaction of this knex client's class (`knex.client`). Idempotent. */
export function guardTransactions(client: object) {
  const prototype = Object.getPrototypeOf(client) as KnexClient & { [GUARDED]?: true }
  if (prototype[GUARDED]) return
  const begin = prototype.transaction
  prototype.transaction = function (container, config, outerTx) {
    const guarded: Container | undefined =
      container &&
      ((transactor) => {
        // BEGIN failed: not handed out; the transaction's promise rejects with the driver's error.
        if (transactor.isCompleted()) return undefined
        guard(transactor)
        return container(transactor)
      })
    return begin.call(this, guarded, config, outerTx)
  }
  const acquire = prototype.acquireConnection
  prototype.acquireConnection = function () {
    return acquire.call(this).catch((error: unknown) => Promise.reject(raisedBy(error, 'database')))
  }
  prototype[GUARDED] = true
}

function guard(transactor: Transactor) {
  /** What closed the transaction (a failed COMMIT, a rollback's reason), else the last error one of its queries raised. */
  let closedBy: unknown = null
  let lastError: unknown = null
  let committing = false
  let commitFailure: unknown = null
  // knex rejects this promise before commit() resolves, so a COMMIT's failure is known when commit() returns.
  transactor.executionPromise.catch((error: unknown) => {
    if (error) closedBy = error
    if (committing) commitFailure = error ?? new Error('COMMIT failed')
  })

  const commit = transactor.commit
  transactor.commit = async (value?: unknown) => {
    committing = true
    const answer = await commit(value)
    if (commitFailure) throw commitFailure
    return answer
  }

  const client = transactor.client
  const query = client.query
  client.query = function (...args: unknown[]) {
    return query.apply(this, args).catch((error: unknown) => {
      const closed = error instanceof Error && CLOSED.test(error.message)
      if (closed && !error.cause && (closedBy ?? lastError)) error.cause = closedBy ?? lastError
      if (!closed) lastError = error
      throw error
    })
  }
}
