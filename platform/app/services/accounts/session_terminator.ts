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

/**
 * Marks the access tokens a `{ token: true }` login hands out, so a password change can end them
 * like sessions while the personal tokens made in the settings live on unless asked.
 */
export const LOGIN_TOKEN_ABILITIES = ['*', 'login']

/**
 * Revokes a user's access tokens: those of token logins, or every one (personal tokens too), except
 * the one making the request. Organisation API keys are another table and stay.
 */
export async function revokeAccessTokens(userId: number, which: 'logins' | 'all', keepTokenId?: number) {
  const query = db.from('auth_access_tokens').where('tokenable_id', userId)
  if (which === 'logins') query.where('abilities', JSON.stringify(LOGIN_TOKEN_ABILITIES))
  if (keepTokenId !== undefined) query.whereNot('id', keepTokenId)
  await query.delete()
}
