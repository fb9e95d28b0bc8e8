// The "security hash" (docs/product.md §2 Hash decode): a compact Ed25519-signed token carrying a deposit's decoded signature.
import { decode as cborDecode, encode as cborEncode } from 'cborg'
import { concatBytes, fromBase64Url, fromHex, fromPem, toArrayBuffer, toBase64Url, toHex, toPem, utf8 } from './bytes.ts'
import { subtle } from './webcrypto.ts'
import type { WebCryptoKey, WebCryptoKeyPair } from './webcrypto.ts'

export const SECURITY_HASH_VERSION = 1

/** Signed bytes are prefixed with this, so the platform key's signatures cannot be reused elsewhere. */
const SIGNING_CONTEXT = utf8('sceau/security-hash/v1\u0000')
const SIGNATURE_LENGTH = 64

export interface CoAuthor {
  firstname: string
  lastname: string
  email: string
}

/** The "Decoded signature" of docs/product.md §3. Dates travel with one-second precision. */
export interface SecurityHashFields {
  filename: string
  fileId: string
  /** SHA-256 of the file, 64 hex digits. */
  checksum: string
  size: number
  depositor: string
  depositorEmail: string
  coAuthors: CoAuthor[]
  depositDate: Date
  endOfConservationDate: Date
}

export interface DecodedSecurityHash extends SecurityHashFields {
  version: number
  keyId: string
}

export type SecurityHashErrorCode = 'malformed' | 'bad_signature' | 'unknown_key'

export class SecurityHashError extends Error {
  readonly code: SecurityHashErrorCode
  constructor(code: SecurityHashErrorCode, message: string) {
    super(message)
    this.name = 'SecurityHashError'
    this.code = code
  }
}

export class MalformedSecurityHashError extends SecurityHashError {
  constructor(message: string) {
    super('malformed', message)
    this.name = 'MalformedSecurityHashError'
  }
}

export class BadSecurityHashSignatureError extends SecurityHashError {
  constructor() {
    super('bad_signature', 'The security hash signature is not valid')
    this.name = 'BadSecurityHashSignatureError'
  }
}

export class UnknownSecurityHashKeyError extends SecurityHashError {
  readonly keyId: string
  constructor(keyId: string) {
    super('unknown_key', `The security hash was signed with an unknown key (${keyId})`)
    this.name = 'UnknownSecurityHashKeyError'
    this.keyId = keyId
  }
}

export interface SecurityHashSigningKey {
  keyId: string
  privateKey: WebCryptoKey
}

/** Public keys by key id: a record, a Map, or a lookup function (e.g. backed by the database). */
export type SecurityHashKeyring =
  Record<string, WebCryptoKey> | Map<string, WebCryptoKey> | ((keyId: string) => WebCryptoKey | undefined | Promise<WebCryptoKey | undefined>)

export interface SecurityHashKeyMaterial {
  keyId: string
  /** PKCS#8 PEM, to keep secret. */
  privateKeyPem: string
  /** SPKI PEM, to publish. */
  publicKeyPem: string
}

const KEY_ID = /^[A-Za-z0-9._-]{1,32}$/

/** A fresh Ed25519 platform key, exportable for storage. */
export async function generateSecurityHashKey(keyId: string): Promise<SecurityHashKeyMaterial> {
  if (!KEY_ID.test(keyId)) throw new TypeError('keyId: 1-32 characters of [A-Za-z0-9._-]')
  const pair = (await subtle().generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as unknown as WebCryptoKeyPair
  return {
    keyId,
    privateKeyPem: toPem('PRIVATE KEY', new Uint8Array(await subtle().exportKey('pkcs8', pair.privateKey))),
    publicKeyPem: toPem('PUBLIC KEY', new Uint8Array(await subtle().exportKey('spki', pair.publicKey))),
  }
}

export async function importSecurityHashSigningKey(keyId: string, privateKeyPem: string): Promise<SecurityHashSigningKey> {
  if (!KEY_ID.test(keyId)) throw new TypeError('keyId: 1-32 characters of [A-Za-z0-9._-]')
  const privateKey = await subtle().importKey('pkcs8', toArrayBuffer(fromPem(privateKeyPem, 'PRIVATE KEY')), { name: 'Ed25519' }, false, ['sign'])
  return { keyId, privateKey }
}

export async function importSecurityHashPublicKey(publicKeyPem: string): Promise<WebCryptoKey> {
  return subtle().importKey('spki', toArrayBuffer(fromPem(publicKeyPem, 'PUBLIC KEY')), { name: 'Ed25519' }, false, ['verify'])
}

function seconds(date: Date, field: string): number {
  const time = date.getTime()
  if (!Number.isFinite(time) || time < 0) throw new TypeError(`${field} must be a valid date after 1970`)
  return Math.floor(time / 1000)
}

function payloadOf(fields: SecurityHashFields, keyId: string): Uint8Array {
  if (!/^[0-9a-fA-F]{64}$/.test(fields.checksum)) throw new TypeError('checksum must be a SHA-256 hex digest')
  if (!Number.isSafeInteger(fields.size) || fields.size < 0) throw new TypeError('size must be a non-negative integer')
  // A positional CBOR array: no field names on the wire keeps the token short.
  return cborEncode([
    SECURITY_HASH_VERSION,
    keyId,
    fields.fileId,
    fields.filename,
    fromHex(fields.checksum),
    fields.size,
    fields.depositor,
    fields.depositorEmail,
    fields.coAuthors.map((c) => [c.firstname, c.lastname, c.email]),
    seconds(fields.depositDate, 'depositDate'),
    seconds(fields.endOfConservationDate, 'endOfConservationDate'),
  ])
}

/** Signs the fields into a URL-safe token: base64url(CBOR payload || Ed25519 signature). */
export async function encodeSecurityHash(fields: SecurityHashFields, key: SecurityHashSigningKey): Promise<string> {
  const payload = payloadOf(fields, key.keyId)
  const signature = new Uint8Array(await subtle().sign({ name: 'Ed25519' }, key.privateKey, toArrayBuffer(concatBytes(SIGNING_CONTEXT, payload))))
  return toBase64Url(concatBytes(payload, signature))
}

const isText = (v: unknown): v is string => typeof v === 'string'
const isUint = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0

interface Parsed {
  keyId: string
  payload: Uint8Array
  signature: Uint8Array
  fields: DecodedSecurityHash
}

function parse(token: string): Parsed {
  const trimmed = token.trim()
  let raw: Uint8Array
  try {
    raw = fromBase64Url(trimmed)
  } catch {
    throw new MalformedSecurityHashError('The security hash is not base64url text')
  }
  if (raw.length <= SIGNATURE_LENGTH) throw new MalformedSecurityHashError('The security hash is too short')
  const payload = raw.subarray(0, raw.length - SIGNATURE_LENGTH)
  const signature = raw.subarray(raw.length - SIGNATURE_LENGTH)
  let decoded: unknown
  try {
    decoded = cborDecode(payload, { strict: true, rejectDuplicateMapKeys: true, allowUndefined: false, allowIndefinite: false })
  } catch {
    throw new MalformedSecurityHashError('The security hash payload is not valid CBOR')
  }
  if (!Array.isArray(decoded) || decoded.length !== 11) throw new MalformedSecurityHashError('The security hash payload has the wrong shape')
  const [version, keyId, fileId, filename, checksum, size, depositor, depositorEmail, coAuthors, depositDate, endDate] = decoded as unknown[]
  if (version !== SECURITY_HASH_VERSION) throw new MalformedSecurityHashError(`Unsupported security hash version ${String(version)}`)
  const coAuthorsOk = Array.isArray(coAuthors) && coAuthors.every((c) => Array.isArray(c) && c.length === 3 && c.every(isText))
  if (
    !isText(keyId) ||
    !isText(fileId) ||
    !isText(filename) ||
    !(checksum instanceof Uint8Array) ||
    checksum.length !== 32 ||
    !isUint(size) ||
    !isText(depositor) ||
    !isText(depositorEmail) ||
    !coAuthorsOk ||
    !isUint(depositDate) ||
    !isUint(endDate)
  ) {
    throw new MalformedSecurityHashError('The security hash payload has invalid fields')
  }
  return {
    keyId,
    payload,
    signature,
    fields: {
      version,
      keyId,
      fileId,
      filename,
      checksum: toHex(checksum),
      size,
      depositor,
      depositorEmail,
      coAuthors: (coAuthors as string[][]).map(([firstname, lastname, email]) => ({ firstname: firstname!, lastname: lastname!, email: email! })),
      depositDate: new Date(depositDate * 1000),
      endOfConservationDate: new Date(endDate * 1000),
    },
  }
}

async function lookup(keyring: SecurityHashKeyring, keyId: string): Promise<WebCryptoKey | undefined> {
  if (typeof keyring === 'function') return keyring(keyId)
  if (keyring instanceof Map) return keyring.get(keyId)
  return Object.prototype.hasOwnProperty.call(keyring, keyId) ? keyring[keyId] : undefined
}

/** Checks the signature, then returns the fields; throws a SecurityHashError (malformed, unknown_key, bad_signature). */
export async function decodeSecurityHash(token: string, keyring: SecurityHashKeyring): Promise<DecodedSecurityHash> {
  const parsed = parse(token)
  const key = await lookup(keyring, parsed.keyId)
  if (!key) throw new UnknownSecurityHashKeyError(parsed.keyId)
  const valid = await subtle().verify({ name: 'Ed25519' }, key, toArrayBuffer(parsed.signature), toArrayBuffer(concatBytes(SIGNING_CONTEXT, parsed.payload)))
  if (!valid) throw new BadSecurityHashSignatureError()
  return parsed.fields
}
