/*
 * Secrets and public references every plugin hands out: base62 tokens of at least 128 bits
 * (docs/architecture.md §5) and SHA-256 digests compared in constant time.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto'

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** A random base62 string, each character equally likely; 22 characters carry 131 bits. */
export function base62Token(length = 22): string {
  let token = ''
  for (let i = 0; i < length; i++) token += BASE62[randomInt(62)]
  return token
}

/** A token as base62Token() makes them. */
export const TOKEN_PATTERN = /^[0-9A-Za-z]{22}$/

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export function sha256Hex(value: string | Uint8Array): string {
  return createHash('sha256').update(value).digest('hex')
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}
