// Proof of delivery: the hash-chained event log of a transfer or a reception delivery (docs/proof-of-delivery.md).
import { toHex } from './bytes.ts'
import { sha256Sync } from './sha256.ts'

export const DELIVERY_LOG_FORMAT = 'sceau-delivery-log'
export const DELIVERY_LOG_VERSION = 1
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

/** One entry as it is hashed: every field but `hash`. */
export interface DeliveryLogEntryBody {
  /** "transfer:12", "receptions:<uuid>": an entry cannot be moved to another log. */
  log: string
  seq: number
  /** ISO 8601 UTC with milliseconds. */
  time: string
  kind: DeliveryLogKind
  actor: DeliveryLogActor
  /** "203.0.113.0/24", "2001:db8:1::/48", or null. */
  ip: string | null
  /** SHA-256 (hex) of the log's secret salt, ":", the User-Agent; null without one. */
  userAgentHash: string | null
  data: { [key: string]: JsonValue }
  prevHash: string
}

export interface DeliveryLogEntry extends DeliveryLogEntryBody {
  /** SHA-256 (hex) of canonicalJson(body). */
  hash: string
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
  version: typeof DELIVERY_LOG_VERSION
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

/** The hash of an entry: SHA-256 over the UTF-8 canonical JSON of every field but `hash`. */
export function deliveryEntryHash(body: DeliveryLogEntryBody): string {
  const { log, seq, time, kind, actor, ip, userAgentHash, data, prevHash } = body
  const canonical = canonicalJson({ log, seq, time, kind, actor, ip, userAgentHash, data, prevHash })
  return toHex(sha256Sync(new TextEncoder().encode(canonical)))
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
