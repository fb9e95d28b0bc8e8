import { secureCookies } from '#config/app'
import { defineConfig, stores } from '@adonisjs/session'

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
    database: stores.database({ tableName: 'sessions' }),
  },
})

export default sessionConfig
