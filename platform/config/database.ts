import { join } from 'node:path'
import { defineConfig } from '@adonisjs/lucid'
import env from '#start/env'
import { dataDir, drivers } from '#config/sceau'
import { enabledPlugins } from '#config/plugins'

/** The slice of a better-sqlite3 connection set up on creation. */
type SqliteStatement = { safeIntegers(on?: boolean): unknown }
type SqliteConnection = { pragma(source: string): unknown; prepare(source: string): SqliteStatement }

/**
 * knex compiles every query's SQL again (better-sqlite3's prepare) although an app sends the same few
 * hundred texts: the connection keeps its last 500 statements by text. knex only runs them to the end
 * (all or run, never an iterator held open), so one statement is never in use twice at once, and SQLite
 * prepares a statement again by itself after a schema change. Safe integers are off unless a query asks
 * (knex sets them on the statement each time it asks, so a reused one starts from off).
 */
export function cacheStatements(conn: SqliteConnection, size = 500) {
  const prepare = conn.prepare.bind(conn)
  const statements = new Map<string, SqliteStatement>()
  conn.prepare = (source: string) => {
    let statement = statements.get(source)
    if (statement) {
      statements.delete(source)
      statement.safeIntegers(false)
    } else {
      statement = prepare(source)
      if (statements.size >= size) statements.delete(statements.keys().next().value!)
    }
    statements.set(source, statement)
    return statement
  }
}

/** Platform migrations first, then each plugin's (linked under database/plugins/<id> at boot). */
const migrations = {
  naturalSort: true,
  paths: ['./database/migrations', ...enabledPlugins.map((p) => `./database/plugins/${p.id}`)],
}

const dbConfig = defineConfig({
  connection: drivers.database,
  prettyPrintDebugQueries: false,
  connections: {
    sqlite: {
      client: 'better-sqlite3',
      connection: { filename: join(dataDir, 'sceau.sqlite') },
      useNullAsDefault: true,
      pool: {
        afterCreate: (conn: SqliteConnection, done: (error: Error | null, conn: SqliteConnection) => void) => {
          // WAL lets readers run while a writer commits; busy_timeout waits instead of failing on a lock.
          conn.pragma('journal_mode = WAL')
          conn.pragma('busy_timeout = 5000')
          conn.pragma('foreign_keys = ON')
          cacheStatements(conn)
          done(null, conn)
        },
      },
      migrations,
      schemaGeneration: { enabled: false },
    },
    postgres: {
      client: 'pg',
      connection: env.get('DATABASE_URL') ?? '',
      pool: { min: 0, max: 10 },
      migrations,
      schemaGeneration: { enabled: false },
    },
  },
})

export default dbConfig
