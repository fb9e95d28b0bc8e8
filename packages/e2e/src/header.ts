// The header that opens every encrypted stream (docs/e2e-format.md §2); its bytes are bound into every chunk's additional data.
import { E2eError } from './errors.ts'

export const MAGIC = new Uint8Array([0x53, 0x43, 0x45, 0x41, 0x55, 0x45, 0x32, 0x45]) // "SCEAUE2E"
export const VERSION = 1
export const KIND_FILE = 1
export const KIND_MANIFEST = 2
export type StreamKind = typeof KIND_FILE | typeof KIND_MANIFEST

export const DEFAULT_CHUNK_SIZE = 65_536
export const MAX_CHUNK_SIZE = 16 * 1024 * 1024
export const NONCE_PREFIX_LENGTH = 8
export const TAG_LENGTH = 16
export const BASE_HEADER_LENGTH = 22

export const KDF_NONE = 0
export const KDF_ARGON2ID = 1
export const ARGON2_SALT_LENGTH = 16

export interface Argon2idParams {
  /** Memory in KiB. */
  memoryKiB: number
  iterations: number
  parallelism: number
}

/** RFC 9106 §4 second recommended option (64 MiB, 3 passes), one lane: browsers run Argon2id single-threaded. */
export const DEFAULT_ARGON2ID: Argon2idParams = { memoryKiB: 65_536, iterations: 3, parallelism: 1 }

/** Bounds a recipient accepts, so a hostile manifest cannot ask a browser for gigabytes or hours. */
export const ARGON2ID_LIMITS = { memoryKiB: [8, 1_048_576], iterations: [1, 64], parallelism: [1, 16] } as const

export type KdfBlock = { kdf: typeof KDF_NONE } | ({ kdf: typeof KDF_ARGON2ID; salt: Uint8Array } & Argon2idParams)

export interface StreamHeader {
  kind: StreamKind
  chunkSize: number
  noncePrefix: Uint8Array
  /** Present on manifests only. */
  kdf?: KdfBlock
  /** The exact header bytes, as bound into the additional data. */
  bytes: Uint8Array
}

export function checkChunkSize(chunkSize: number): void {
  if (!Number.isInteger(chunkSize) || chunkSize < 1 || chunkSize > MAX_CHUNK_SIZE)
    throw new E2eError('format', `chunk size ${chunkSize} outside 1..${MAX_CHUNK_SIZE}`)
}

export function checkArgon2id(params: Argon2idParams): void {
  for (const name of ['memoryKiB', 'iterations', 'parallelism'] as const) {
    const [min, max] = ARGON2ID_LIMITS[name]
    const value = params[name]
    if (!Number.isInteger(value) || value < min || value > max) throw new E2eError('format', `Argon2id ${name} ${value} outside ${min}..${max}`)
  }
  if (params.memoryKiB < 8 * params.parallelism) throw new E2eError('format', 'Argon2id memory below 8 KiB per lane')
}

export function encodeHeader(kind: StreamKind, chunkSize: number, noncePrefix: Uint8Array, kdf?: KdfBlock): StreamHeader {
  checkChunkSize(chunkSize)
  if (noncePrefix.length !== NONCE_PREFIX_LENGTH) throw new E2eError('format', 'nonce prefix must be 8 bytes')
  if ((kind === KIND_MANIFEST) !== (kdf !== undefined)) throw new E2eError('format', 'a KDF block belongs to manifests only')
  const kdfLength = kdf === undefined ? 0 : kdf.kdf === KDF_NONE ? 1 : 1 + ARGON2_SALT_LENGTH + 12
  const bytes = new Uint8Array(BASE_HEADER_LENGTH + kdfLength)
  const view = new DataView(bytes.buffer)
  bytes.set(MAGIC, 0)
  bytes[8] = VERSION
  bytes[9] = kind
  view.setUint32(10, chunkSize)
  bytes.set(noncePrefix, 14)
  if (kdf !== undefined) {
    bytes[22] = kdf.kdf
    if (kdf.kdf === KDF_ARGON2ID) {
      checkArgon2id(kdf)
      if (kdf.salt.length !== ARGON2_SALT_LENGTH) throw new E2eError('format', 'Argon2id salt must be 16 bytes')
      bytes.set(kdf.salt, 23)
      view.setUint32(39, kdf.memoryKiB)
      view.setUint32(43, kdf.iterations)
      view.setUint32(47, kdf.parallelism)
    }
  }
  return { kind, chunkSize, noncePrefix: bytes.slice(14, 22), kdf, bytes }
}

/**
 * Header length once its first bytes are known: BASE_HEADER_LENGTH for files, more for manifests
 * (undefined while the bytes read so far cannot tell).
 */
export function headerLength(start: Uint8Array): number | undefined {
  if (start.length < 10) return undefined
  checkPrefix(start)
  if (start[9] === KIND_FILE) return BASE_HEADER_LENGTH
  if (start.length < BASE_HEADER_LENGTH + 1) return undefined
  if (start[22] === KDF_NONE) return BASE_HEADER_LENGTH + 1
  if (start[22] === KDF_ARGON2ID) return BASE_HEADER_LENGTH + 1 + ARGON2_SALT_LENGTH + 12
  throw new E2eError('format', `unknown KDF ${start[22]}`)
}

function checkPrefix(start: Uint8Array): void {
  for (let i = 0; i < MAGIC.length; i++) if (start[i] !== MAGIC[i]) throw new E2eError('format', 'not a Sceau end-to-end encrypted stream')
  if (start[8] !== VERSION) throw new E2eError('format', `unsupported format version ${start[8]}`)
  if (start[9] !== KIND_FILE && start[9] !== KIND_MANIFEST) throw new E2eError('format', `unknown stream kind ${start[9]}`)
}

export function decodeHeader(bytes: Uint8Array, expectedKind: StreamKind): StreamHeader {
  const length = headerLength(bytes)
  if (length === undefined || bytes.length < length) throw new E2eError('truncated', 'stream ends inside its header')
  const own = bytes.slice(0, length)
  const view = new DataView(own.buffer)
  const kind = own[9] as StreamKind
  if (kind !== expectedKind)
    throw new E2eError('format', kind === KIND_FILE ? 'a file stream where a manifest was expected' : 'a manifest where a file stream was expected')
  const chunkSize = view.getUint32(10)
  checkChunkSize(chunkSize)
  let kdf: KdfBlock | undefined
  if (kind === KIND_MANIFEST) {
    if (own[22] === KDF_NONE) kdf = { kdf: KDF_NONE }
    else {
      const params = { memoryKiB: view.getUint32(39), iterations: view.getUint32(43), parallelism: view.getUint32(47) }
      checkArgon2id(params)
      kdf = { kdf: KDF_ARGON2ID, salt: own.slice(23, 39), ...params }
    }
  }
  return { kind, chunkSize, noncePrefix: own.slice(14, 22), kdf, bytes: own }
}

/** Ciphertext length of a plaintext of `size` bytes: what a tus upload announces before encrypting. */
export function encryptedSize(size: number, chunkSize = DEFAULT_CHUNK_SIZE, headerBytes = BASE_HEADER_LENGTH): number {
  const chunks = Math.max(1, Math.ceil(size / chunkSize))
  return headerBytes + size + chunks * TAG_LENGTH
}
