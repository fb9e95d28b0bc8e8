/*
 * E-mailed verification codes: a third party (an anonymous sender, someone dropping files on a
 * reception link) proves they read a mailbox by typing the six digits mailed to it. The platform
 * draws, stores (SHA-256), mails, expires and counts them; the plugin says what a code is for.
 */

/** What a code confirms. */
export interface EmailCodeSubject {
  /** The kind of confirmation, named `<plugin id>:<what>` ("transfer:draft", "receptions:upload"). */
  purpose: string
  /** Which one within the purpose (a draft id, a link's token): a new code replaces the subject's previous one. */
  subject: string
  /** The address the code is mailed to; a code only works for it. */
  email: string
}

export interface SendCodeInput extends EmailCodeSubject {
  /** The mail's language (fr, en, es, it, pt; others fall back to French). */
  locale: string
  /** Catalogue key of the mail's first line, what to do with the code ("transfer.mail.code.body"); a generic line by default. */
  intro?: string
  /** How long the code works (default 15 minutes). */
  ttlSeconds?: number
  /** Wrong tries before the code stops working (default 5). */
  attempts?: number
  /** Codes a subject may be sent in all, the first one included (default 4): past it, 429 E_TOO_MANY_REQUESTS. */
  maxCodes?: number
}

export interface SentCode {
  email: string
  expiresAt: Date
}

export abstract class EmailVerificationService {
  /**
   * Draws a six-digit code, stores its hash (the subject's previous code stops working) and queues
   * the mail (MailService.sendLater): "{code} is your Sceau verification code", the intro line, the
   * code, how long it works. Throws ApiError 429 E_TOO_MANY_REQUESTS ("Too many codes asked") past `maxCodes`.
   */
  abstract send(input: SendCodeInput): Promise<SentCode>
  /**
   * Spends one attempt of the subject's current code and resolves `true` when the code is right (it
   * is then used up). Otherwise throws a translated ApiError: 422 E_VALIDATION with `fields.code`
   * "Incorrect code"; 410 E_CODE_EXPIRED when no code works (none sent to that address, expired or
   * used: "ask for a new one"); 429 E_CODE_ATTEMPTS when its attempts are spent. Spaces in `code` are ignored.
   */
  abstract check(input: EmailCodeSubject & { code: string }): Promise<true>
  /** Codes sent for the subject so far (every address). */
  abstract sentCount(purpose: string, subject: string): Promise<number>
}
