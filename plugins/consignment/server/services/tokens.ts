import { randomBytes } from 'node:crypto'

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** A random base62 token (ARCHITECTURE §5: public tokens are base62, >= 128 bits): 22 characters give 130 bits. */
export function base62Token(length = 22) {
  const out: string[] = []
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 * 62: rejecting the bytes above keeps every character equally likely.
      if (byte < 248 && out.length < length) out.push(ALPHABET[byte % 62]!)
    }
  }
  return out.join('')
}

export const TOKEN_PATTERN = /^[0-9A-Za-z]{16,32}$/
