import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { SessionCollection } from '@adonisjs/session'

/**
 * Ends a user's sessions after a password change: every session tagged with the user's id (the
 * database store tags them at login), except the one making the change, and every remember-me
 * token, so no device stays or comes back logged in with the old password.
 */
export async function endOtherSessions(userId: number, keepSessionId?: string) {
  const sessions = await app.container.make(SessionCollection)
  for (const session of await sessions.tagged(String(userId))) {
    if (session.id !== keepSessionId) await sessions.destroy(session.id)
  }
  await db.from('remember_me_tokens').where('tokenable_id', userId).delete()
}
