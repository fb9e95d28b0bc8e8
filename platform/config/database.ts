import { join } from 'node:path'
import { defineConfig } from '@adonisjs/lucid'
import env from '#start/env'
import { dataDir, drivers } from '#config/sceau'
import { enabledPlugins } from '#config/plugins'

/** The slice of a better-sqlite3 connection set up on creation. */
type SqliteConnection = { pragma(source: string): unknown }

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
