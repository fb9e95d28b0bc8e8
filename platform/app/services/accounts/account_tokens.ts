import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { ApiError } from '@sceau/plugin-sdk/server'
import UserToken, { type UserTokenPurpose } from '#models/user_token'
import { randomBase62 } from '#uploads/upload_tokens'

/** 43 base62 characters (256 bits), stored as their SHA-256 only. */
export function newLinkToken() {
  const value = randomBase62(43)
  return { value, hash: hashLinkToken(value) }
}

export function hashLinkToken(value: string) {
  return createHash('sha256').update(value).digest('hex')
}

/** "Request expired" (docs/product.md §2): the answer for an unknown, used or expired link. */
export const requestExpired = () => new ApiError(410, 'E_REQUEST_EXPIRED', 'errors.requestExpired')

/** Single-use, expiring links sent by mail: e-mail confirmation and password reset. */
export class AccountTokens {
  /** A new link token; earlier unused ones of the same purpose stop working. */
  static async issue(userId: number, purpose: UserTokenPurpose, lifetime: { hours?: number; minutes?: number }) {
    const token = newLinkToken()
    await db.transaction(async (trx) => {
      await trx.from('user_tokens').where('user_id', userId).where('purpose', purpose).whereNull('used_at').delete()
      await UserToken.create({ userId, purpose, tokenHash: token.hash, expiresAt: DateTime.now().plus(lifetime), usedAt: null }, { client: trx })
    })
    return token.value
  }

  /** The token's row while it is unused and unexpired, or null. */
  static async peek(value: string, purpose: UserTokenPurpose) {
    if (!/^[0-9A-Za-z]{43}$/.test(value)) return null
    const row = await UserToken.query().where('token_hash', hashLinkToken(value)).where('purpose', purpose).first()
    if (!row || row.usedAt || row.expiresAt <= DateTime.now()) return null
    return row
  }

  /**
   * Uses the token once: a single conditional UPDATE, so two concurrent requests cannot both
   * succeed. Throws "Request expired" when it is unknown, used or expired.
   */
  static async consume(value: string, purpose: UserTokenPurpose): Promise<number> {
    const row = await AccountTokens.peek(value, purpose)
    if (!row) throw requestExpired()
    const now = new Date()
    const updated = await db.from('user_tokens').where('id', row.id).whereNull('used_at').where('expires_at', '>', now).update({ used_at: now })
    if (Number(Array.isArray(updated) ? updated[0] : updated) !== 1) throw requestExpired()
    return row.userId
  }
}
