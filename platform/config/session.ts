import { configProvider } from '@adonisjs/core'
import { secureCookies } from '#config/app'
import { defineConfig, stores } from '@adonisjs/session'
import type { SessionStoreFactory, SessionStoreWithTaggingContract } from '@adonisjs/session/types'
import { DeferredSessionStore } from '#services/accounts/deferred_session_store'

/** The database store, but anonymous visitors' sessions (only a CSRF secret) stay in a cookie: no row per page view. */
const deferredDatabase = configProvider.create(async (app): Promise<SessionStoreFactory> => {
  const database = await stores.database({ tableName: 'sessions' }).resolver(app)
  return (ctx, config) => new DeferredSessionStore(database(ctx, config) as SessionStoreWithTaggingContract, ctx, config.cookie)
})

/* Sessions live in the database so every platform process sees them and a user's sessions can be ended. */
const sessionConfig = defineConfig({
  enabled: true,
  cookieName: 'sceau_session',
  clearWithBrowser: false,
  age: '30 days',
  cookie: {
    path: '/',
    httpOnly: true,
    secure: secureCookies,
    sameSite: 'lax',
  },
  store: 'database',
  stores: {
    database: deferredDatabase,
  },
})

export default sessionConfig
