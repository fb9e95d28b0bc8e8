import { MessageBuilder } from '@adonisjs/core/helpers'
import db from '@adonisjs/lucid/services/db'
import type { Session } from '@adonisjs/session'

/** Session key marking an id a login replaced: requests still carrying it were sent before. */
const RETIRED_KEY = 'sceau.retiredAt'
/** Long enough for any request sent before the login to be answered. */
const TOMBSTONE_SECONDS = 10 * 60

/**
 * Leaves a marker under the id a login replaced (the session store deleted it): a read sent before
 * the login and answered after it then knows not to hand the browser a session or CSRF cookie.
 */
export async function retireSessionId(sessionId: string, tableName = 'sessions') {
  const data = new MessageBuilder().build({ [RETIRED_KEY]: Date.now() }, undefined, sessionId)
  const expiresAt = new Date(Date.now() + TOMBSTONE_SECONDS * 1000)
  await db.insertQuery().table(tableName).insert({ id: sessionId, data, expires_at: expiresAt }).knexQuery.onConflict('id').merge(['data', 'expires_at'])
}

export function isRetired(session: Session) {
  return session.has(RETIRED_KEY)
}
