import type { HttpContext } from '@adonisjs/core/http'
import type { CookieOptions } from '@adonisjs/core/types/http'
import type { SessionData, SessionStoreWithTaggingContract } from '@adonisjs/session/types'
import { MessageBuilder } from '@adonisjs/core/helpers'
import { loadSessionWithAccount, rememberSessionUser } from '#services/accounts/account_loader'

/** Encrypted cookie holding an anonymous session's data: its id and values. */
export const ANONYMOUS_SESSION_COOKIE = 'sceau_anon'
/** The only key an anonymous visitor's session holds: shield's CSRF secret. */
const ANONYMOUS_KEYS = new Set(['csrf-secret'])

/** A session row's expiry slides at most this often: a read does not write a row every time (30-day sessions). */
const TOUCH_EVERY_MS = 15 * 60_000
/** When this process last slid each session's expiry (bounded: cleared past MAX_TOUCHED ids). */
const touched = new Map<string, number>()
const MAX_TOUCHED = 50_000

/**
 * The database session store, deferred: while a session only holds the CSRF secret (an anonymous
 * page view), its data lives in an encrypted cookie and no row is written; the first value worth
 * keeping (a login, anything else) moves it to the database, where it stays. CSRF checks read the
 * secret from either place, so they hold before and after.
 */
export class DeferredSessionStore implements SessionStoreWithTaggingContract {
  #inDatabase = false

  constructor(
    private database: SessionStoreWithTaggingContract,
    private ctx: HttpContext | null,
    private cookie: Partial<CookieOptions>
  ) {}

  #cookieFor(sessionId: string): SessionData | null {
    const value = this.ctx?.request.encryptedCookie(ANONYMOUS_SESSION_COOKIE) as { id?: string; values?: SessionData } | null
    return value && value.id === sessionId && value.values ? value.values : null
  }

  async read(sessionId: string) {
    const values = this.ctx ? await this.#readWithAccount(sessionId) : await this.database.read(sessionId)
    if (values) {
      this.#inDatabase = true
      return values
    }
    return this.#cookieFor(sessionId)
  }

  /** The row as the database store reads it (expired: deleted; tampered: none), with the account of the user it is tagged with. */
  async #readWithAccount(sessionId: string): Promise<SessionData | null> {
    const row = await loadSessionWithAccount(sessionId)
    if (!row) return null
    if (Date.now() > row.expiresAt.getTime()) {
      await this.database.destroy(sessionId)
      return null
    }
    let values: SessionData | null
    try {
      values = new MessageBuilder().verify<SessionData>(row.data, sessionId)
    } catch {
      values = null
    }
    // The session guard asks for this user next: it is handed over instead of read again.
    if (values && row.user) rememberSessionUser(this.ctx!.request, row.user)
    return values
  }

  async write(sessionId: string, values: SessionData) {
    if (this.ctx && !this.#inDatabase && Object.keys(values).every((key) => ANONYMOUS_KEYS.has(key))) {
      this.ctx.response.encryptedCookie(ANONYMOUS_SESSION_COOKIE, { id: sessionId, values }, this.cookie)
      return
    }
    await this.database.write(sessionId, values)
    this.#inDatabase = true
    if (this.ctx?.request.cookiesList()[ANONYMOUS_SESSION_COOKIE]) this.ctx.response.clearCookie(ANONYMOUS_SESSION_COOKIE)
  }

  async destroy(sessionId: string) {
    touched.delete(sessionId)
    await this.database.destroy(sessionId)
    if (this.#cookieFor(sessionId)) this.ctx!.response.clearCookie(ANONYMOUS_SESSION_COOKIE)
  }

  /** An anonymous cookie lives as long as the session cookie it was written with: nothing to renew. */
  async touch(sessionId: string) {
    if (!this.#inDatabase) return
    const now = Date.now()
    if (now - (touched.get(sessionId) ?? 0) < TOUCH_EVERY_MS) return
    if (touched.size >= MAX_TOUCHED) touched.clear()
    touched.set(sessionId, now)
    await this.database.touch(sessionId)
  }

  tag(sessionId: string, userId: string) {
    return this.database.tag(sessionId, userId)
  }

  untag(sessionId: string, userId: string) {
    return this.database.untag(sessionId, userId)
  }

  tagged(userId: string) {
    return this.database.tagged(userId)
  }
}
