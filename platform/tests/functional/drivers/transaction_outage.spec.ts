/*
 * A transaction cut by a database outage (app/services/engines/transaction_guard.ts): on a PostgreSQL
 * cluster of the test's own, reached through a proxy that cuts the connection when BEGIN or COMMIT
 * goes through, the transaction fails with the outage's error (a 503 naming the database, never
 * "Transaction query already complete" nor a COMMIT that failed reported as saved), nothing is
 * half-saved, and the next transaction goes through without a restart.
 */
import { createServer, connect, type Server, type Socket } from 'node:net'
import { once } from 'node:events'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import pg from 'pg'
import { PostgresCluster, postgresBinariesRequirement } from '@sceau/testing/postgres_cluster'
import { needs } from '@sceau/testing/requirements'
import { outageAnswer, outageOf } from '#exceptions/engine_outage'

const requirement = needs('A transaction cut by an outage', [postgresBinariesRequirement])
const CONNECTION = 'transaction_outage'
/** A second connection to the same proxy, whose pool has never opened one: its first query opens it. */
const FRESH = 'transaction_outage_fresh'

/** A TCP proxy to PostgreSQL that cuts both sides when the client sends bytes matching `cutOn` (resets the client's with `resetOn`). */
class CuttingProxy {
  cutOn: RegExp | null = null
  resetOn: RegExp | null = null
  cuts = 0
  private sockets = new Set<Socket>()

  private constructor(private server: Server) {}

  static async start(target: number) {
    const server = createServer()
    const proxy = new CuttingProxy(server)
    server.on('connection', (client) => {
      const upstream = connect({ host: '127.0.0.1', port: target })
      for (const socket of [client, upstream]) {
        proxy.sockets.add(socket)
        socket.on('close', () => proxy.sockets.delete(socket))
        socket.on('error', () => {})
      }
      client.on('data', (chunk) => {
        if (proxy.resetOn?.test(chunk.toString('latin1'))) {
          proxy.cuts++
          client.resetAndDestroy()
          upstream.destroy()
        } else if (proxy.cutOn?.test(chunk.toString('latin1'))) {
          proxy.cuts++
          client.destroy()
          upstream.destroy()
        } else upstream.write(chunk)
      })
      upstream.on('data', (chunk) => client.write(chunk))
      client.on('close', () => upstream.destroy())
      upstream.on('close', () => client.destroy())
    })
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    return proxy
  }

  get port() {
    return (this.server.address() as { port: number }).port
  }

  async close() {
    for (const socket of this.sockets) socket.destroy()
    await new Promise((resolve) => this.server.close(resolve))
  }
}

async function errorOf(run: () => Promise<unknown>) {
  try {
    await run()
  } catch (error) {
    return error as Error
  }
  return null
}

test.group('A transaction cut by a database outage', (group) => {
  let cluster: PostgresCluster
  let proxy: CuttingProxy
  /** Straight to the cluster (not through the proxy): what was really saved. */
  let direct: InstanceType<typeof pg.Client>

  group.setup(async () => {
    requirement.assertPresent()
    cluster = await PostgresCluster.start()
    proxy = await CuttingProxy.start(cluster.port)
    direct = new pg.Client({ connectionString: cluster.url })
    await direct.connect()
    await direct.query('CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL)')
    db.manager.add(CONNECTION, {
      client: 'pg',
      connection: `postgres://postgres@127.0.0.1:${proxy.port}/postgres`,
      pool: { min: 0, max: 2 },
    })
    db.manager.add(FRESH, { client: 'pg', connection: `postgres://postgres@127.0.0.1:${proxy.port}/postgres`, pool: { min: 0, max: 1 } })
    return async () => {
      await db.manager.close(CONNECTION, true).catch(() => {})
      await db.manager.close(FRESH, true).catch(() => {})
      await direct.end().catch(() => {})
      await proxy.close()
      await cluster.close()
    }
  })

  group.each.setup(async () => {
    proxy.cutOn = proxy.resetOn = null
    await direct.query('TRUNCATE notes')
  })

  const saved = async () => (await direct.query('SELECT body FROM notes ORDER BY id')).rows.map((row) => String(row.body))

  test('a COMMIT cut on its way fails with the outage (503), not as saved; the next transaction goes through', async ({ assert }) => {
    const failure = await errorOf(() =>
      db.connection(CONNECTION).transaction(async (trx) => {
        await trx.table('notes').insert({ body: 'cut' })
        proxy.cutOn = /COMMIT/
      })
    )
    assert.equal(proxy.cuts > 0, true, 'the proxy cut the COMMIT')
    assert.isNotNull(failure, 'the transaction reported success although its COMMIT never reached the database')
    assert.equal(outageOf(failure), 'database', failure?.message)
    assert.equal(outageAnswer(failure)?.status, 503)
    assert.deepEqual(await saved(), [])

    proxy.cutOn = null
    await db.connection(CONNECTION).transaction((trx) => trx.table('notes').insert({ body: 'after' }))
    assert.deepEqual(await saved(), ['after'])
  })

  test('a BEGIN cut on its way fails with the outage (503), never "Transaction query already complete"', async ({ assert }) => {
    proxy.cutOn = /BEGIN/
    const managed = await errorOf(() => db.connection(CONNECTION).transaction((trx) => trx.table('notes').insert({ body: 'managed' })))
    const unmanaged = await errorOf(async () => {
      const trx = await db.connection(CONNECTION).transaction()
      await trx.table('notes').insert({ body: 'unmanaged' })
      await trx.commit()
    })
    assert.isAbove(proxy.cuts, 1)
    for (const failure of [managed, unmanaged]) {
      assert.isNotNull(failure)
      assert.notMatch(failure!.message, /already complete/)
      assert.equal(outageOf(failure), 'database', failure!.message)
      assert.equal(outageAnswer(failure)?.status, 503)
    }
    assert.deepEqual(await saved(), [])

    proxy.cutOn = null
    await db.connection(CONNECTION).transaction((trx) => trx.table('notes').insert({ body: 'after' }))
    assert.deepEqual(await saved(), ['after'])
  })

  test('a query still run on a transaction the outage closed is that outage (503); on one a bug closed, a 500', async ({ assert }) => {
    // The caller keeps the closed transaction and queries it again (a branch still running after the failure).
    let kept: Awaited<ReturnType<ReturnType<typeof db.connection>['transaction']>> | undefined
    proxy.cutOn = /COMMIT/
    await errorOf(() =>
      db.connection(CONNECTION).transaction(async (trx) => {
        kept = trx
        await trx.table('notes').insert({ body: 'cut' })
      })
    )
    proxy.cutOn = null
    const late = await errorOf(() => kept!.from('notes').select('*'))
    assert.match(late!.message, /already complete/)
    assert.equal(outageAnswer(late)?.status, 503)

    // A bug: a transaction committed, then used again; no outage closed it, though one did a moment ago.
    const committed = await db.connection(CONNECTION).transaction()
    await committed.commit()
    const misuse = await errorOf(() => committed.from('notes').select('*'))
    assert.match(misuse!.message, /already complete/)
    assert.isNull(outageAnswer(misuse), 'a transaction used after its own commit is a bug (500)')
  })

  test('a connection reset while the pool opens it (a bare socket error, no port, no query) is the database’s: 503', async ({ assert }) => {
    // The startup message names the user: reset there, as a PostgreSQL shutting down resets a connection it was accepting.
    proxy.resetOn = /user\0postgres/
    const failure = await errorOf(() => db.connection(FRESH).rawQuery('SELECT 1'))
    assert.isAbove(proxy.cuts, 0)
    assert.isNotNull(failure)
    assert.equal((failure as { code?: string }).code, 'ECONNRESET', failure!.message)
    assert.equal(outageAnswer(failure)?.status, 503)
    assert.equal(outageAnswer(failure)?.messageKey, 'errors.unavailable.database')

    proxy.resetOn = null
    assert.deepEqual((await db.connection(FRESH).rawQuery('SELECT 1 AS one')).rows, [{ one: 1 }])
  })
})
