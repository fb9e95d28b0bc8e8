import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { ApiError, RateLimitService } from '@sceau/plugin-sdk/server'
import { settings } from '../config.js'
import { ReceptionMailer } from '../mails/reception_mailer.js'
import { ReceptionAccess, sourceKey, type Source } from './access.js'
import { codeTable } from './tables.js'
import { sameDigest, sha256Hex, verificationCode } from './tokens.js'

const K = 'receptions.errors.'

/**
 * The "verified" audience: a six-digit code mailed to the sender's address, single use, expiring,
 * a few attempts each; the right code answers a grant bound to the source and the address.
 */
@inject()
export class VerificationCodes {
  constructor(
    private access: ReceptionAccess,
    private mailer: ReceptionMailer,
    private rateLimits: RateLimitService
  ) {}

  async send(source: Source, email: string, locale: string, ip: string) {
    if (this.access.requires(source) !== 'code') throw ApiError.badRequest('E_NO_CODE', `${K}noCode`)
    const limit = { requests: settings.code.resendsPerWindow, windowSeconds: settings.code.windowSeconds }
    for (const key of [`receptions:code:${sourceKey(source)}:${email}`, `receptions:code-ip:${ip}`]) {
      const attempt = await this.rateLimits.attempt(key, limit)
      if (!attempt.allowed) throw ApiError.tooManyRequests(attempt.retryAfterSeconds, `${K}tooManyCodes`)
    }
    const code = verificationCode()
    const now = new Date()
    const source_ = sourceKey(source)
    await db
      .from(codeTable.table)
      .where({ source: source_, email })
      .whereNull('used_at')
      .update(codeTable.write({ usedAt: now }))
    await db.table(codeTable.table).insert(
      codeTable.write({
        source: source_,
        email,
        codeHash: sha256Hex(`${source_}:${email}:${code}`),
        attempts: 0,
        expiresAt: new Date(now.getTime() + settings.code.ttlSeconds * 1000),
        createdAt: now,
      })
    )
    await this.mailer.code(email, locale, code, Math.round(settings.code.ttlSeconds / 60))
  }

  async check(source: Source, email: string, code: string) {
    const source_ = sourceKey(source)
    const row = await db.from(codeTable.table).where({ source: source_, email }).whereNull('used_at').orderBy('id', 'desc').first()
    const current = row ? codeTable.read(row) : null
    if (!current || current.expiresAt <= new Date()) throw new ApiError(410, 'E_CODE_EXPIRED', `${K}codeExpired`)
    const spent = await db
      .from(codeTable.table)
      .where('id', current.id)
      .whereNull('used_at')
      .where('attempts', '<', settings.code.attempts)
      .increment('attempts', 1)
    if (!Number(spent)) throw new ApiError(429, 'E_CODE_ATTEMPTS', `${K}codeAttempts`)
    if (!sameDigest(current.codeHash, sha256Hex(`${source_}:${email}:${code}`))) throw ApiError.invalid({ code: `${K}codeIncorrect` }, `${K}codeIncorrect`)
    const used = await db
      .from(codeTable.table)
      .where('id', current.id)
      .whereNull('used_at')
      .update(codeTable.write({ usedAt: new Date() }))
    if (!Number(used)) throw new ApiError(410, 'E_CODE_EXPIRED', `${K}codeExpired`)
    return this.access.grantFor(source, 'code', email)
  }
}
