// Proof of delivery: the hash-chained event log of a transfer or a reception delivery (docs/proof-of-delivery.md).
import { toHex } from './bytes.ts'
import { sha256Sync } from './sha256.ts'

export const DELIVERY_LOG_FORMAT = 'sceau-delivery-log'
/** The version log.json is written in: 2 since entries commit to their network information (v1 exports still verify). */
export const DELIVERY_LOG_VERSION = 2
export const DELIVERY_LOG_VERSIONS = [1, 2] as const
/** prevHash of the first entry. */
export const GENESIS_HASH = '0'.repeat(64)

export const DELIVERY_LOG_KINDS = [
  'created',
  'mail_handed',
  'link_opened',
  'password_unlocked',
  'code_verified',
  'file_delivered',
  'zip_delivered',
  'expired',
  'deleted',
  'upload_completed',
  'receipt_acknowledged',
] as const
export type DeliveryLogKind = (typeof DELIVERY_LOG_KINDS)[number]

/** sender, an administrator of the sender's organisation, recipient (address when known), anonymous visitor, or the platform itself (expiry). */
export interface DeliveryLogActor {
  type: 'sender' | 'administrator' | 'recipient' | 'anonymous' | 'system'
  email: string | null
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

/**
 * One entry as it is hashed: every field but `hash` (and `networkOpening`, kept beside it).
 * Version 1 (no `v`) holds the truncated IP and the user agent's hash themselves; version 2 (`v: 2`)
 * holds `network`, a salted commitment to them, so they can be deleted after the organisation's
 * retention period without changing the entry's hash (docs/proof-of-delivery.md, "Privacy").
 */
export interface DeliveryLogEntryBody {
  /** 2 for entries that commit to their network information; absent on version 1 entries. */
  v?: 2
  /** "transfer:12", "receptions:<uuid>": an entry cannot be moved to another log. */
  log: string
  seq: number
  /** ISO 8601 UTC with milliseconds. */
  time: string
  kind: DeliveryLogKind
  actor: DeliveryLogActor
  /** Version 1: "203.0.113.0/24", "2001:db8:1::/48", or null. */
  ip?: string | null
  /** Version 1: SHA-256 (hex) of the log's secret salt, ":", the User-Agent; null without one. */
  userAgentHash?: string | null
  /** Version 2: networkCommitment(salt, {ip, userAgentHash}), or null when the entry has no network information. */
  network?: string | null
  data: { [key: string]: JsonValue }
  prevHash: string
}

/** What an entry records of the request's network: the truncated IP and the salted hash of the user agent. */
export interface DeliveryNetworkInfo {
  ip: string | null
  userAgentHash: string | null
}

/** A version 2 entry's network information in clear with the salt that opens its commitment (until the retention period ends). */
export interface DeliveryNetworkOpening extends DeliveryNetworkInfo {
  /** 32 random bytes, hex. */
  salt: string
}

export interface DeliveryLogEntry extends DeliveryLogEntryBody {
  /** SHA-256 (hex) of canonicalJson(body). */
  hash: string
  /**
   * Version 2, not hashed: the opening of `network` while it is kept; null once deleted after the
   * retention period (or for an entry without network information).
   */
  networkOpening?: DeliveryNetworkOpening | null
}

/** A head: the hash of entry `seq`, timestamped (RFC 3161, imprint = the hash's 32 bytes). */
export interface DeliveryLogHead {
  seq: number
  hash: string
  /** sent, delivered, expired... (why the head was sealed) */
  reason: string
  genTime: string
  /** The ZIP member holding the TimeStampResp ("heads/3.tsr"). */
  token: string
  /** Whether and where the head's hash is anchored: null while pending. */
  anchor: { chainId: number; transactionHash: string; root: string } | null
}

/** log.json of a proof-of-delivery export. */
export interface DeliveryLogDocument {
  format: typeof DELIVERY_LOG_FORMAT
  version: (typeof DELIVERY_LOG_VERSIONS)[number]
  log: string
  exportedAt: string
  entries: DeliveryLogEntry[]
  heads: DeliveryLogHead[]
}

/**
 * Canonical JSON: object keys sorted by UTF-16 code units (as RFC 8785), no whitespace, strings as
 * JSON.stringify writes them, only safe integers as numbers. The same bytes on every platform.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new TypeError(`canonical JSON holds only safe integers, not ${value}`)
    return String(value)
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined)
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  throw new TypeError(`canonical JSON cannot hold a ${typeof value}`)
}

/** The hash of an entry: SHA-256 over the UTF-8 canonical JSON of every hashed field (version 1 or 2). */
export function deliveryEntryHash(body: DeliveryLogEntryBody): string {
  const { v, log, seq, time, kind, actor, ip, userAgentHash, network, data, prevHash } = body
  let hashed: Record<string, unknown>
  if (v === undefined) hashed = { log, seq, time, kind, actor, ip, userAgentHash, data, prevHash }
  else if (v === 2) hashed = { v, log, seq, time, kind, actor, network, data, prevHash }
  else throw new TypeError(`unknown entry version ${String(v)}`)
  return sha256Text(canonicalJson(hashed))
}

const sha256Text = (text: string) => toHex(sha256Sync(new TextEncoder().encode(text)))

const SALT = /^[0-9a-f]{64}$/

/**
 * A version 2 entry's commitment to its network information: SHA-256 (hex) of the UTF-8 bytes of
 * the salt (64 hex characters) followed by the canonical JSON {"ip":…,"userAgentHash":…}.
 */
export function networkCommitment(salt: string, info: DeliveryNetworkInfo): string {
  if (!SALT.test(salt)) throw new TypeError('the salt is 32 bytes in lower-case hex')
  return sha256Text(salt + canonicalJson({ ip: info.ip ?? null, userAgentHash: info.userAgentHash ?? null }))
}

/** What an entry shows of the network: in its hashed body (v1), opened (v2), withheld after the retention period (v2), or none. */
export type EntryNetwork = { state: 'none' } | { state: 'clear'; ip: string | null; userAgentHash: string | null } | { state: 'withheld'; commitment: string }

export function entryNetwork(entry: DeliveryLogEntry): EntryNetwork {
  if (entry.v !== 2) {
    const ip = entry.ip ?? null
    const userAgentHash = entry.userAgentHash ?? null
    return ip === null && userAgentHash === null ? { state: 'none' } : { state: 'clear', ip, userAgentHash }
  }
  if (typeof entry.network !== 'string') return { state: 'none' }
  const opening = entry.networkOpening
  return opening ? { state: 'clear', ip: opening.ip ?? null, userAgentHash: opening.userAgentHash ?? null } : { state: 'withheld', commitment: entry.network }
}

export interface NetworkCheck {
  ok: boolean
  /** Version 2 entries whose commitment the opening beside them opens. */
  opened: number
  /** Version 2 entries whose network information was deleted after the retention period. */
  withheld: number
  /** Version 1 entries (their network information is in the hashed body). */
  inBody: number
  /** The first entry whose clear values do not open its commitment (1-based seq). */
  failedAt?: number
  reason: string
}

/** Checks each version 2 entry's clear network information against its commitment; deleted values are "withheld", not a failure. */
export function verifyDeliveryNetwork(entries: DeliveryLogEntry[]): NetworkCheck {
  let opened = 0
  let withheld = 0
  let inBody = 0
  for (const entry of entries) {
    const fail = (why: string): NetworkCheck => ({ ok: false, opened, withheld, inBody, failedAt: entry.seq, reason: `entry ${entry.seq}: ${why}` })
    // A field the entry's version does not hash would read as recorded while nothing proves it.
    if (entry.v !== 2) {
      if ('network' in entry || 'networkOpening' in entry) return fail('a version 1 entry carries network fields its hash does not cover')
      if ((entry.ip ?? null) !== null || (entry.userAgentHash ?? null) !== null) inBody++
      continue
    }
    if ('ip' in entry || 'userAgentHash' in entry) return fail('a version 2 entry carries ip or userAgentHash outside its commitment')
    const opening = entry.networkOpening
    if (typeof entry.network !== 'string') {
      if (opening) return fail('network information beside an entry that commits to none')
      continue
    }
    if (!opening) {
      withheld++
      continue
    }
    if (typeof opening.salt !== 'string' || !SALT.test(opening.salt)) return fail('the salt beside it is not 32 bytes of hex')
    const info = { ip: opening.ip ?? null, userAgentHash: opening.userAgentHash ?? null }
    if ((info.ip !== null && typeof info.ip !== 'string') || (info.userAgentHash !== null && typeof info.userAgentHash !== 'string'))
      return fail('the network information beside it is not text')
    if (networkCommitment(opening.salt, info) !== entry.network) return fail('the network information beside it does not open its commitment (changed)')
    opened++
  }
  const parts = [`${opened} opened`, `${withheld} withheld after retention`]
  if (inBody) parts.push(`${inBody} in version 1 entries`)
  return { ok: true, opened, withheld, inBody, reason: `network information: ${parts.join(', ')}` }
}

export interface ChainCheck {
  ok: boolean
  /** The first entry that breaks the chain (1-based seq), when one does. */
  brokenAt?: number
  reason: string
}

/** Recomputes every hash and link: seq 1, 2, 3... each prevHash the previous hash, each hash its body's. */
export function verifyDeliveryChain(log: string, entries: DeliveryLogEntry[]): ChainCheck {
  let prev = GENESIS_HASH
  for (const [index, entry] of entries.entries()) {
    const seq = index + 1
    if (entry.log !== log) return { ok: false, brokenAt: seq, reason: `entry ${seq} belongs to another log (${String(entry.log)})` }
    if (entry.seq !== seq) return { ok: false, brokenAt: seq, reason: `entry ${seq} carries seq ${String(entry.seq)}` }
    if (entry.prevHash !== prev) return { ok: false, brokenAt: seq, reason: `entry ${seq} does not chain to entry ${seq - 1}` }
    let hash: string
    try {
      hash = deliveryEntryHash(entry)
    } catch (error) {
      return { ok: false, brokenAt: seq, reason: `entry ${seq} is not canonical: ${error instanceof Error ? error.message : String(error)}` }
    }
    if (hash !== entry.hash) return { ok: false, brokenAt: seq, reason: `entry ${seq} was changed: its content hashes to ${hash}, not ${String(entry.hash)}` }
    prev = hash
  }
  return { ok: true, reason: `${entries.length} entries, each chained to the one before` }
}

/** "203.0.113.0/24" for IPv4 (and IPv4-mapped IPv6), "2001:db8:1::/48" for IPv6; null when unreadable. */
export function truncateIp(ip: string | null | undefined): string | null {
  if (!ip) return null
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  const v4 = mapped ? mapped[1]! : ip
  const octets = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(v4)
  if (octets) {
    const parts = octets.slice(1, 4).map(Number)
    return parts.every((n) => n <= 255) ? `${parts.join('.')}.0/24` : null
  }
  const groups = expandIpv6(ip.replace(/%.*$/, ''))
  if (!groups) return null
  const kept = groups.slice(0, 3).map((g) => g.replace(/^0+(?=.)/, ''))
  return `${kept.join(':')}::/48`
}

function expandIpv6(ip: string): string[] | null {
  if (!/^[0-9a-f:]+$/i.test(ip) || ip.split('::').length > 2) return null
  const [head, tail] = ip.includes('::') ? ip.split('::') : [ip, undefined]
  const left = head ? head.split(':') : []
  const right = tail === undefined ? [] : tail ? tail.split(':') : []
  const missing = 8 - left.length - right.length
  if (tail === undefined ? missing !== 0 : missing < 1) return null
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right]
  return groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g)) ? groups.map((g) => g.toLowerCase()) : null
}
