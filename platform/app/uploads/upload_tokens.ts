import { createHash, randomInt } from 'node:crypto'

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** A random base62 string (docs/architecture.md §5: public tokens are base62, >= 128 bits). */
export function randomBase62(length: number) {
  let out = ''
  for (let i = 0; i < length; i++) out += BASE62[randomInt(62)]
  return out
}

/** 22 base62 characters: 131 bits, unguessable ids for batches and blobs (blob ids appear in upload URLs). */
export const newId = () => randomBase62(22)

/** 43 base62 characters: 256 bits, the secret a browser uploads with. */
export const newUploadToken = () => randomBase62(43)

/** Tokens are stored hashed: a leaked database does not let anyone write into open batches. */
export function hashUploadToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

export const ID_PATTERN = /^[0-9A-Za-z]{22}$/
export const SHA256_PATTERN = /^[0-9a-f]{64}$/
