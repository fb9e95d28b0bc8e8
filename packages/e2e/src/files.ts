// One file of a transfer, end to end: encrypt while hashing (sender), decrypt and check against the manifest and the commitment (recipient).
import { bytesEqual, fromHex, toHex } from '@sceau/proof/bytes'
import { E2eError } from './errors.ts'
import { KIND_FILE } from './header.ts'
import type { E2eMaster } from './keys.ts'
import { commitment, newFileId, newSalt, type ManifestEntry } from './manifest.ts'
import { decryptStream, encryptStream, type DecryptOptions } from './stream.ts'

export interface EncryptFileOptions {
  path: string
  chunkSize?: number
  /** Fixed for test vectors and for a resumed upload, which must produce the same bytes (docs/e2e-format.md §8); otherwise random. */
  id?: string
  salt?: string
  noncePrefix?: Uint8Array
}

/** Pipe the plaintext through `stream`; `entry` resolves to the file's manifest entry once it has flushed. */
export function encryptFile(
  master: E2eMaster,
  options: EncryptFileOptions
): { id: string; stream: TransformStream<Uint8Array, Uint8Array>; entry: Promise<ManifestEntry> } {
  const id = options.id ?? newFileId()
  const salt = options.salt ?? newSalt()
  const { stream, done } = encryptStream(master, { kind: KIND_FILE, chunkSize: options.chunkSize, noncePrefix: options.noncePrefix })
  const entry = done.then(({ size, sha256 }) => ({ id, path: options.path, size, sha256: toHex(sha256), salt }))
  entry.catch(() => {})
  return { id, stream, entry }
}

/**
 * Pipe the ciphertext through `stream`. `verified` resolves only when every chunk authenticated, the
 * plaintext has the manifest's size and SHA-256, and (when given) the manifest entry opens `expectedCommitment`.
 */
export function decryptFile(
  master: E2eMaster,
  entry: ManifestEntry,
  expectedCommitment?: string,
  options: Pick<DecryptOptions, 'inFlight' | 'hasher'> = {}
): { stream: TransformStream<Uint8Array, Uint8Array>; verified: Promise<void> } {
  const { stream, done } = decryptStream(master, { ...options, kind: KIND_FILE, maxSize: entry.size })
  const verified = done.then(async ({ size, sha256 }) => {
    if (size !== entry.size) throw new E2eError('mismatch', `${entry.path}: ${size} bytes where the manifest says ${entry.size}`)
    if (!bytesEqual(sha256, fromHex(entry.sha256))) throw new E2eError('mismatch', `${entry.path}: SHA-256 differs from the manifest`)
    if (expectedCommitment !== undefined && (await commitment(entry)) !== expectedCommitment)
      throw new E2eError('mismatch', `${entry.path}: the manifest does not open the certified commitment`)
  })
  verified.catch(() => {})
  return { stream, verified }
}
