// The secret of a transfer (a random key or a passphrase) and the per-stream AES-GCM keys drawn from it (docs/e2e-format.md §1).
import { argon2id } from './argon2.ts'
import { concatBytes, fromBase64Url, toBase64Url } from '@sceau/proof/bytes'
import { own, randomBytes } from './bytes.ts'
import { E2eError } from './errors.ts'
import { ARGON2_SALT_LENGTH, DEFAULT_ARGON2ID, KDF_ARGON2ID, KDF_NONE, type Argon2idParams, type KdfBlock, type StreamKind } from './header.ts'

// Read off globalThis.crypto, so the code compiles with DOM typings or Node's alike.
export type WebCryptoKey = Awaited<ReturnType<typeof globalThis.crypto.subtle.importKey>>

export const KEY_LENGTH = 32

export type E2eSecret = { key: Uint8Array } | { passphrase: string }

/** The transfer's master secret as an HKDF key; it never leaves WebCrypto once imported. */
export interface E2eMaster {
  hkdf: WebCryptoKey
  kdf: KdfBlock
}

export function generateKey(): Uint8Array {
  return randomBytes(KEY_LENGTH)
}

/** `k=<base64url key>`: the fragment of a link-mode transfer link (never sent to a server by browsers). */
export function keyToFragment(key: Uint8Array): string {
  return `k=${toBase64Url(key)}`
}

/** The key in a link's fragment, or undefined when the fragment carries none (passphrase mode). */
export function keyFromFragment(fragment: string): Uint8Array | undefined {
  const params = new URLSearchParams(fragment.replace(/^#/, ''))
  const text = params.get('k')
  if (text === null) return undefined
  let key: Uint8Array
  try {
    key = fromBase64Url(text)
  } catch {
    throw new E2eError('format', 'the key in the link is not base64url')
  }
  if (key.length !== KEY_LENGTH) throw new E2eError('format', 'the key in the link is not 32 bytes')
  return key
}

async function importMaster(raw: Uint8Array, kdf: KdfBlock): Promise<E2eMaster> {
  const hkdf = await globalThis.crypto.subtle.importKey('raw', own(raw), 'HKDF', false, ['deriveKey'])
  return { hkdf, kdf }
}

export async function passphraseKey(passphrase: string, salt: Uint8Array, params: Argon2idParams): Promise<Uint8Array> {
  if (passphrase.length === 0) throw new E2eError('format', 'empty passphrase')
  return argon2id({
    password: new TextEncoder().encode(passphrase.normalize('NFC')),
    salt,
    memorySize: params.memoryKiB,
    iterations: params.iterations,
    parallelism: params.parallelism,
    hashLength: KEY_LENGTH,
    outputType: 'binary',
  })
}

/** Sender side: the master for a new transfer (a fresh Argon2id salt in passphrase mode). */
export async function masterForSending(secret: E2eSecret, options: { argon2id?: Argon2idParams; argon2Salt?: Uint8Array } = {}): Promise<E2eMaster> {
  if ('key' in secret) {
    if (secret.key.length !== KEY_LENGTH) throw new E2eError('format', 'the key must be 32 bytes')
    return importMaster(secret.key, { kdf: KDF_NONE })
  }
  const params = options.argon2id ?? DEFAULT_ARGON2ID
  const salt = options.argon2Salt ?? randomBytes(ARGON2_SALT_LENGTH)
  const { memoryKiB, iterations, parallelism } = params
  const kdf: KdfBlock = { kdf: KDF_ARGON2ID, salt, memoryKiB, iterations, parallelism }
  return importMaster(await passphraseKey(secret.passphrase, salt, params), kdf)
}

/**
 * The master from key material kept by the sender (docs/e2e-format.md §8): the link's key with `KDF_NONE`, or
 * the key Argon2id derived from the passphrase with its KDF block, so a resumed upload encrypts again without the passphrase.
 */
export async function masterFromKey(key: Uint8Array, kdf: KdfBlock): Promise<E2eMaster> {
  if (key.length !== KEY_LENGTH) throw new E2eError('format', 'the key must be 32 bytes')
  return importMaster(key, kdf)
}

/** Recipient side: the master from the secret and the KDF block read in the manifest header. */
export async function masterForReceiving(secret: E2eSecret, kdf: KdfBlock): Promise<E2eMaster> {
  if (kdf.kdf === KDF_NONE) {
    if (!('key' in secret)) throw new E2eError('format', 'this transfer is opened with the key of its link, not a passphrase')
    if (secret.key.length !== KEY_LENGTH) throw new E2eError('format', 'the key must be 32 bytes')
    return importMaster(secret.key, kdf)
  }
  if (!('passphrase' in secret)) throw new E2eError('format', 'this transfer is opened with a passphrase')
  return importMaster(await passphraseKey(secret.passphrase, kdf.salt, kdf), kdf)
}

const INFO = { 1: 'sceau-e2e/1 file', 2: 'sceau-e2e/1 manifest' } as const

/** HKDF-SHA256(master, salt = the stream's nonce prefix, info by kind): one AES-256-GCM key per stream. */
export async function streamKey(master: E2eMaster, kind: StreamKind, noncePrefix: Uint8Array): Promise<WebCryptoKey> {
  return globalThis.crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: own(noncePrefix), info: new TextEncoder().encode(INFO[kind]) },
    master.hkdf,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt']
  )
}

export function chunkNonce(noncePrefix: Uint8Array, index: number): Uint8Array<ArrayBuffer> {
  const nonce = concatBytes(noncePrefix, new Uint8Array(4))
  new DataView(nonce.buffer).setUint32(8, index)
  return nonce
}
