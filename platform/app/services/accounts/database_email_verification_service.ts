import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import {
  ApiError,
  column,
  defineTable,
  EmailVerificationService,
  MailService,
  renderMail,
  TranslationService,
  type EmailCodeSubject,
  type SendCodeInput,
  type SentCode,
} from '@sceau/plugin-sdk/server'

const K = 'emailVerification.'
const DEFAULTS = { ttlSeconds: 15 * 60, attempts: 5, maxCodes: 4 }

export const verificationTable = defineTable('email_verifications', {
  id: column.number(),
  purpose: column.string(),
  subject: column.string(),
  email: column.string(),
  codeHash: column.string(),
  attempts: column.number(),
  maxAttempts: column.number(),
  expiresAt: column.date(),
  usedAt: column.date().nullable(),
  createdAt: column.date(),
})

function codeHash(purpose: string, subject: string, code: string) {
  return createHash('sha256').update(`${purpose}:${subject}:${code}`).digest('hex')
}

function sameDigest(a: string, b: string) {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

/** EmailVerificationService of @sceau/plugin-sdk: codes in the email_verifications table, mailed through the queue. */
export class DatabaseEmailVerificationService extends EmailVerificationService {
  constructor(
    /** Resolved at each mail: tests swap the MailService after this singleton exists. */
    private mail: () => Promise<MailService>,
    private i18n: TranslationService
  ) {
    super()
  }

  async send(input: SendCodeInput): Promise<SentCode> {
    const maxCodes = input.maxCodes ?? DEFAULTS.maxCodes
    if ((await this.sentCount(input.purpose, input.subject)) >= maxCodes) throw ApiError.tooManyRequests(600, `${K}errors.tooManyCodes`)
    const code = String(randomInt(1_000_000)).padStart(6, '0')
    const ttlSeconds = input.ttlSeconds ?? DEFAULTS.ttlSeconds
    const now = new Date()
    const expiresAt = new Date(now.getTime() + ttlSeconds * 1000)
    await db.transaction(async (trx) => {
      // A new code replaces the subject's previous ones.
      await trx
        .from(verificationTable.table)
        .where({ purpose: input.purpose, subject: input.subject })
        .whereNull('used_at')
        .update(verificationTable.write({ usedAt: now }))
      await trx.table(verificationTable.table).insert(
        verificationTable.write({
          purpose: input.purpose,
          subject: input.subject,
          email: input.email.toLowerCase(),
          codeHash: codeHash(input.purpose, input.subject, code),
          attempts: 0,
          maxAttempts: input.attempts ?? DEFAULTS.attempts,
          expiresAt,
          createdAt: now,
        })
      )
    })
    await this.#mail(input, code, Math.round(ttlSeconds / 60))
    return { email: input.email, expiresAt }
  }

  async #mail(input: SendCodeInput, code: string, minutes: number) {
    const t = (key: string, data?: Record<string, unknown>) => this.i18n.translate(input.locale, key, data)
    const subject = t(`${K}mail.subject`, { code })
    const { html, text } = renderMail({
      locale: input.locale,
      title: subject,
      paragraphs: [t(input.intro ?? `${K}mail.body`), code],
      notes: [t(`${K}mail.expiry`, { minutes }), t(`${K}mail.ignore`)],
    })
    await (await this.mail()).sendLater({ to: input.email, subject, html, text })
  }

  async check(input: EmailCodeSubject & { code: string }): Promise<true> {
    const code = input.code.replace(/\s+/g, '')
    const row = await db
      .from(verificationTable.table)
      .where({ purpose: input.purpose, subject: input.subject })
      .whereNull('used_at')
      .orderBy('id', 'desc')
      .first()
    const current = row ? verificationTable.read(row) : null
    if (!current || current.email !== input.email.toLowerCase() || current.expiresAt <= new Date()) {
      throw new ApiError(410, 'E_CODE_EXPIRED', `${K}errors.expired`)
    }
    // One attempt counted atomically, so parallel guesses cannot pass the limit.
    const spent = await db
      .from(verificationTable.table)
      .where('id', current.id)
      .whereNull('used_at')
      .whereRaw('attempts < max_attempts')
      .increment('attempts', 1)
    if (Number(spent) === 0) throw new ApiError(429, 'E_CODE_ATTEMPTS', `${K}errors.tooManyAttempts`)
    if (!sameDigest(current.codeHash, codeHash(input.purpose, input.subject, code))) {
      throw ApiError.invalid({ code: `${K}errors.incorrect` }, `${K}errors.incorrect`)
    }
    const used = await db
      .from(verificationTable.table)
      .where('id', current.id)
      .whereNull('used_at')
      .update(verificationTable.write({ usedAt: new Date() }))
    if (Number(used) === 0) throw new ApiError(410, 'E_CODE_EXPIRED', `${K}errors.expired`)
    return true
  }

  async sentCount(purpose: string, subject: string) {
    const row = await db.from(verificationTable.table).where({ purpose, subject }).count('* as n').first()
    return Number(row?.n ?? 0)
  }
}
