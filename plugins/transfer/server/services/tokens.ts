import { createHash, randomInt, timingSafeEqual } from 'node:crypto'

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** A random base62 string; 22 characters carry 131 bits (ARCHITECTURE §5: >= 128). */
export function base62Token(length = 22) {
  let token = ''
  for (let i = 0; i < length; i++) token += BASE62[randomInt(62)]
  return token
}

export const TOKEN_PATTERN = /^[0-9A-Za-z]{22}$/

export function sha256Hex(value: string) {
  return createHash('sha256').update(value).digest('hex')
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string) {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}
