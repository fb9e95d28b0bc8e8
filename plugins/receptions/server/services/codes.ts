import { inject } from '@adonisjs/core'
import { ApiError, EmailVerificationService, RateLimitService } from '@sceau/plugin-sdk/server'
import { settings } from '../config.js'
import { ReceptionAccess, sourceKey, type Source } from './access.js'

const K = 'receptions.errors.'
const PURPOSE = 'receptions:upload'

/**
 * The "verified" audience: a six-digit code mailed to the sender's address by the platform's
 * EmailVerificationService; the right code answers a grant bound to the source and the address.
 */
@inject()
export class VerificationCodes {
  constructor(
    private access: ReceptionAccess,
    private verifications: EmailVerificationService,
    private rateLimits: RateLimitService
  ) {}

  #subject(source: Source, email: string) {
    return { purpose: PURPOSE, subject: `${sourceKey(source)}:${email}`, email }
  }

  async send(source: Source, email: string, locale: string, ip: string) {
    if (this.access.requires(source) !== 'code') throw ApiError.badRequest('E_NO_CODE', `${K}noCode`)
    const attempt = await this.rateLimits.attempt(`receptions:code-ip:${ip}`, { requests: settings.code.perIpAndHour, windowSeconds: 3600 })
    if (!attempt.allowed) throw ApiError.tooManyRequests(attempt.retryAfterSeconds, `${K}tooManyCodes`)
    await this.verifications.send({ ...this.#subject(source, email), locale, intro: 'receptions.mail.code.body' })
  }

  async check(source: Source, email: string, code: string) {
    if (this.access.requires(source) !== 'code') throw ApiError.badRequest('E_NO_CODE', `${K}noCode`)
    await this.verifications.check({ ...this.#subject(source, email), code })
    return this.access.grantFor(source, 'code', email)
  }
}
