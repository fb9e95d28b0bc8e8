/*
 * Accounts settings: link lifetimes, rate limits and the support address. Rate limits are fixed
 * windows in the RateLimitService store (database by default, Redis when configured).
 */
import env from '#start/env'
import { appUrl } from '#config/app'

export type Limit = { requests: number; windowSeconds: number; blockSeconds?: number }

export const accounts = {
  /** Lifetime of the e-mail confirmation link. */
  confirmationTtlHours: 48,
  /** Lifetime of the password reset link. */
  resetTtlMinutes: 60,
  /** Lifetime of an organisation invitation. */
  invitationTtlDays: 14,
  /** Where the support form's messages go (docs/product.md §2 support screen). */
  supportEmail: env.get('SUPPORT_EMAIL') ?? `support@${new URL(appUrl).hostname}`,
  limits: {
    /**
     * Failed logins only. Locked per account and IP pair, so a stranger cannot lock the owner out;
     * per account a much higher cap slows down a guesser spread over many IPs; per IP, generous for
     * shared offices.
     */
    loginPair: { requests: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
    loginAccount: { requests: 50, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
    loginIp: { requests: 30, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
    /** Never reached: its count is the generation of an account's pair keys, bumped by an operator's unlock. */
    loginUnlocks: { requests: 1_000_000, windowSeconds: 366 * 24 * 60 * 60 },
    resendAccount: { requests: 3, windowSeconds: 10 * 60 },
    resendIp: { requests: 20, windowSeconds: 10 * 60 },
    resetAccount: { requests: 3, windowSeconds: 60 * 60 },
    resetIp: { requests: 20, windowSeconds: 60 * 60 },
    /**
     * Sign-up attempts (valid or not, so probing taken addresses counts too): an e-mail address gets
     * few, an IP address many, as a whole office signs up from behind one address.
     */
    signUpIp: { requests: 60, windowSeconds: 60 * 60 },
    signUpAddress: { requests: 5, windowSeconds: 60 * 60 },
    /** The sign-up form's first step, which tells whether an address is taken (once per colleague of an office, or more). */
    emailCheckIp: { requests: 60, windowSeconds: 10 * 60 },
    emailCheckAddress: { requests: 10, windowSeconds: 10 * 60 },
    supportAccount: { requests: 5, windowSeconds: 60 * 60 },
    /** The public contact form, per IP and per sender address. */
    contactIp: { requests: 5, windowSeconds: 60 * 60 },
    contactAddress: { requests: 3, windowSeconds: 60 * 60 },
    invitationOrganisation: { requests: 50, windowSeconds: 60 * 60 },
  } satisfies Record<string, Limit>,
}
