// The encrypted manifest (docs/e2e-format.md §4) and the commitments the server timestamps (§5).
import { concatBytes, fromHex, toHex } from '@sceau/proof/bytes'
import { randomBytes } from './bytes.ts'
import { E2eError } from './errors.ts'
import { KIND_MANIFEST, decodeHeader, type StreamHeader } from './header.ts'
import { masterForReceiving, type E2eMaster, type E2eSecret } from './keys.ts'
import { collect, decryptStream, encryptStream, streamOf } from './stream.ts'

export const FORMAT = 'sceau-e2e/1'
export const SALT_LENGTH = 32
/** A manifest is read whole; past this it is refused rather than held in memory. */
export const MAX_MANIFEST_BYTES = 16 * 1024 * 1024

export interface ManifestEntry {
  /** Opaque id the server knows the file's ciphertext by (32 lowercase hex). */
  id: string
  /** Relative path, `/`-separated, as the recipient should save it. */
  path: string
  size: number
  /** Plaintext SHA-256, lowercase hex. */
  sha256: string
  /** Commitment salt, 32 random bytes as lowercase hex. */
  salt: string
}

export interface Manifest {
  format: typeof FORMAT
  files: ManifestEntry[]
}

export function newFileId(): string {
  return toHex(randomBytes(16))
}

export function newSalt(): string {
  return toHex(randomBytes(SALT_LENGTH))
}

/** `SHA-256(salt ‖ sha256)` over the raw bytes, lowercase hex: reveals nothing of the file without the salt. */
export async function commitment(entry: Pick<ManifestEntry, 'salt' | 'sha256'>): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', concatBytes(fromHex(entry.salt), fromHex(entry.sha256)))
  return toHex(new Uint8Array(digest))
}

export interface CommitmentItem {
  id: string
  commitment: string
}

export const COMMITMENT_LIST_FIRST_LINE = 'sceau-e2e/1 commitments'

/**
 * The document the server timestamps and anchors (docs/e2e-format.md §5): a first line, then
 * `<id> <commitment>` per file in manifest order, each line ending in LF, ASCII.
 */
export function commitmentList(items: CommitmentItem[]): Uint8Array<ArrayBuffer> {
  for (const item of items)
    if (!HEX32.test(item.id) || !HEX64.test(item.commitment)) throw new E2eError('manifest', 'a commitment or its id is not lowercase hex of the right length')
  const lines = [COMMITMENT_LIST_FIRST_LINE, ...items.map((item) => `${item.id} ${item.commitment}`)]
  return new TextEncoder().encode(lines.map((line) => `${line}\n`).join(''))
}

/** SHA-256 of the commitment list: the imprint of its RFC 3161 token. */
export async function commitmentListDigest(items: CommitmentItem[]): Promise<Uint8Array> {
  return new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', commitmentList(items)))
}

/** The commitment list of a whole manifest, what a sender hands the server. */
export async function commitmentsOf(manifest: Pick<Manifest, 'files'>): Promise<CommitmentItem[]> {
  return Promise.all(manifest.files.map(async (file) => ({ id: file.id, commitment: await commitment(file) })))
}

const HEX32 = /^[0-9a-f]{32}$/
const HEX64 = /^[0-9a-f]{64}$/

/** A path a recipient may write under its download folder: no absolute path, no `..`, no empty or control segments. */
export function isSafePath(path: string): boolean {
  if (path.length === 0 || path.length > 4096 || path.includes('\\')) return false
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return false
  return path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
}

export function checkManifest(value: unknown): Manifest {
  const fail = (why: string): never => {
    throw new E2eError('manifest', `invalid manifest: ${why}`)
  }
  if (typeof value !== 'object' || value === null) return fail('not an object')
  const manifest = value as Partial<Manifest>
  if (manifest.format !== FORMAT) fail(`format is not ${FORMAT}`)
  if (!Array.isArray(manifest.files) || manifest.files.length === 0) fail('no files')
  const ids = new Set<string>()
  const paths = new Set<string>()
  for (const file of manifest.files!) {
    if (typeof file !== 'object' || file === null) fail('a file is not an object')
    if (typeof file.id !== 'string' || !HEX32.test(file.id) || ids.has(file.id)) fail('a file id is invalid or repeated')
    if (typeof file.path !== 'string' || !isSafePath(file.path) || paths.has(file.path)) fail('a path is unsafe or repeated')
    if (!Number.isSafeInteger(file.size) || file.size < 0) fail('a size is invalid')
    if (typeof file.sha256 !== 'string' || !HEX64.test(file.sha256)) fail('a SHA-256 is invalid')
    if (typeof file.salt !== 'string' || !HEX64.test(file.salt)) fail('a salt is invalid')
    ids.add(file.id)
    paths.add(file.path)
  }
  return { format: FORMAT, files: manifest.files!.map(({ id, path, size, sha256, salt }) => ({ id, path, size, sha256, salt })) }
}

export async function encryptManifest(master: E2eMaster, files: ManifestEntry[], options: { noncePrefix?: Uint8Array } = {}): Promise<Uint8Array> {
  const manifest = checkManifest({ format: FORMAT, files })
  const json = new TextEncoder().encode(JSON.stringify(manifest))
  const { stream } = encryptStream(master, { kind: KIND_MANIFEST, noncePrefix: options.noncePrefix })
  return collect(streamOf(json).pipeThrough(stream))
}

/** The manifest header alone: tells a recipient whether to ask for a passphrase before anything is derived. */
export function readManifestHeader(bytes: Uint8Array): StreamHeader {
  return decodeHeader(bytes, KIND_MANIFEST)
}

export async function decryptManifest(bytes: Uint8Array, secret: E2eSecret): Promise<{ master: E2eMaster; manifest: Manifest }> {
  if (bytes.length > MAX_MANIFEST_BYTES) throw new E2eError('manifest', 'manifest larger than 16 MiB')
  const header = readManifestHeader(bytes)
  const master = await masterForReceiving(secret, header.kdf!)
  const { stream } = decryptStream(master, { kind: KIND_MANIFEST })
  const json = await collect(streamOf(bytes).pipeThrough(stream))
  let parsed: unknown
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json))
  } catch {
    throw new E2eError('manifest', 'invalid manifest: not UTF-8 JSON')
  }
  return { master, manifest: checkManifest(parsed) }
}
