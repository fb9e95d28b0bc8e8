// Archive timestamps (renewal): each new token stamps the SHA-256 of the previous token's DER bytes.
import { sha256Sync } from './sha256.ts'
import { extractTimeStampToken } from './tsa_response.ts'
import { verifyTimestamp } from './tsa_verify.ts'
import type { CheckResult, TimestampVerification, TimestampVerifyOptions } from './tsa_verify.ts'

/** The imprint a renewal timestamp must carry: SHA-256 of the previous token (response or bare token accepted). */
export function archiveImprint(previous: Uint8Array): Uint8Array {
  return sha256Sync(extractTimeStampToken(previous))
}

export interface TimestampChainLink {
  index: number
  verification: TimestampVerification
  /** For renewals: later than the previous token, and made while the previous signer was still valid. */
  renewal: CheckResult
}

export interface TimestampChainVerification {
  ok: boolean
  links: TimestampChainLink[]
}

/**
 * Verifies [original, renewal1, renewal2, ...]: the first against the data's imprint, each later one
 * against the SHA-256 of the token before it. Never throws for bad tokens.
 */
export async function verifyTimestampChain(timestamps: Uint8Array[], options: Omit<TimestampVerifyOptions, 'nonce'>): Promise<TimestampChainVerification> {
  const links: TimestampChainLink[] = []
  for (let index = 0; index < timestamps.length; index++) {
    const current = timestamps[index]!
    if (index === 0) {
      const verification = await verifyTimestamp(current, options)
      links.push({ index, verification, renewal: { ok: true, skipped: true, reason: 'original timestamp' } })
      continue
    }
    const previous = links[index - 1]!.verification
    let imprint: Uint8Array
    try {
      imprint = archiveImprint(timestamps[index - 1]!)
    } catch {
      imprint = new Uint8Array(32) // unreadable previous token: this link cannot match
    }
    const verification = await verifyTimestamp(current, { ...options, imprint, data: undefined })
    let renewal: CheckResult
    const before = previous.tstInfo?.genTime
    const after = verification.tstInfo?.genTime
    const previousExpiry = previous.signer?.notAfter
    if (!before || !after || !previousExpiry) renewal = { ok: false, reason: 'times unreadable' }
    else if (after.getTime() < before.getTime()) renewal = { ok: false, reason: 'renewal is older than the token it covers' }
    else if (after.getTime() > previousExpiry.getTime()) {
      renewal = { ok: false, reason: `renewed ${after.toISOString()}, after the previous TSA certificate expired ${previousExpiry.toISOString()}` }
    } else renewal = { ok: true, reason: `renewed ${after.toISOString()} while the previous TSA certificate was valid` }
    links.push({ index, verification, renewal })
  }
  const ok = timestamps.length > 0 && links.every((link) => link.verification.ok && link.renewal.ok)
  return { ok, links }
}
