// Chunked AES-256-GCM over Web Streams (docs/e2e-format.md §3): one chunk in memory at a time, whatever the file size.
import { createSHA256 } from 'hash-wasm'
import { concatBytes } from '@sceau/proof/bytes'
import { ByteQueue, own, randomBytes, u32 } from './bytes.ts'
import { E2eError } from './errors.ts'
import { chunkNonce, streamKey, type E2eMaster, type WebCryptoKey } from './keys.ts'
import { DEFAULT_CHUNK_SIZE, decodeHeader, encodeHeader, headerLength, NONCE_PREFIX_LENGTH, TAG_LENGTH, type StreamHeader, type StreamKind } from './header.ts'

const MAX_CHUNKS = 2 ** 32
/**
 * Chunks a decryption keeps opening ahead of the one it passes on (memory: this many chunks, whatever the file size):
 * each WebCrypto call is a round trip to another thread, so few in flight leave the page waiting on them.
 */
export const IN_FLIGHT = 16

export interface PlaintextDigest {
  size: number
  sha256: Uint8Array
}

export interface CipherStream {
  stream: TransformStream<Uint8Array, Uint8Array>
  /** Settles once the stream has flushed: the plaintext's size and SHA-256, or the reason it was refused. */
  done: Promise<PlaintextDigest>
}

function additionalData(header: StreamHeader, index: number, last: boolean): Uint8Array<ArrayBuffer> {
  return concatBytes(header.bytes, u32(index), new Uint8Array([last ? 1 : 0]))
}

/** Chunk `index` sealed (docs/e2e-format.md §3): depends only on the key, the header, the index and the last flag. */
export async function seal(key: WebCryptoKey, header: StreamHeader, index: number, last: boolean, plain: Uint8Array): Promise<Uint8Array> {
  if (index >= MAX_CHUNKS) throw new E2eError('format', 'more than 2^32 chunks')
  const params = { name: 'AES-GCM', iv: chunkNonce(header.noncePrefix, index), additionalData: additionalData(header, index, last) }
  return new Uint8Array(await globalThis.crypto.subtle.encrypt(params, key, own(plain)))
}

async function open(key: WebCryptoKey, header: StreamHeader, index: number, last: boolean, sealed: Uint8Array): Promise<Uint8Array> {
  if (index >= MAX_CHUNKS) throw new E2eError('format', 'more than 2^32 chunks')
  const params = { name: 'AES-GCM', iv: chunkNonce(header.noncePrefix, index), additionalData: additionalData(header, index, last) }
  try {
    return new Uint8Array(await globalThis.crypto.subtle.decrypt(params, key, own(sealed)))
  } catch {
    throw new E2eError('decrypt', `chunk ${index} failed authentication (wrong key or passphrase, or the ciphertext was altered)`)
  }
}

/** Deferred whose rejection is observed even if nobody awaits it (the stream's own error is the loud one). */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  promise.catch(() => {})
  return { promise, resolve, reject }
}

export interface EncryptOptions {
  kind: StreamKind
  chunkSize?: number
  /** Fixed for test vectors and for a resumed upload (docs/e2e-format.md §8); otherwise 8 random bytes. */
  noncePrefix?: Uint8Array
}

/** Plaintext in, `header ‖ chunks` out. The last chunk is known only at flush, so one chunk is held back. */
export function encryptStream(master: E2eMaster, options: EncryptOptions): CipherStream {
  const header = encodeHeader(
    options.kind,
    options.chunkSize ?? DEFAULT_CHUNK_SIZE,
    options.noncePrefix ?? randomBytes(NONCE_PREFIX_LENGTH),
    options.kind === 2 ? master.kdf : undefined
  )
  const queue = new ByteQueue()
  const result = deferred<PlaintextDigest>()
  let key: WebCryptoKey
  let hasher: Awaited<ReturnType<typeof createSHA256>>
  let index = 0
  let size = 0
  const stream = new TransformStream<Uint8Array, Uint8Array>({
    async start(controller) {
      ;[key, hasher] = await Promise.all([streamKey(master, header.kind, header.noncePrefix), createSHA256()])
      hasher.init()
      controller.enqueue(header.bytes.slice())
    },
    async transform(chunk, controller) {
      hasher.update(chunk)
      size += chunk.length
      queue.push(chunk)
      while (queue.length > header.chunkSize) controller.enqueue(await seal(key, header, index++, false, queue.take(header.chunkSize)))
    },
    async flush(controller) {
      try {
        controller.enqueue(await seal(key, header, index++, true, queue.take(queue.length)))
        result.resolve({ size, sha256: hasher.digest('binary') })
      } catch (error) {
        result.reject(error)
        throw error
      }
    },
  })
  return { stream, done: result.promise }
}

/** An incremental SHA-256 (hash-wasm on this thread by default; a page may hash in a Web Worker instead). */
export interface StreamHasher {
  /** The bytes may be reused by the caller once this returns; a promise says to wait before the next update (backpressure). */
  update(bytes: Uint8Array): void | Promise<void>
  digest(): Promise<Uint8Array>
  /** Frees what the hasher holds (a worker) when the stream fails; digest() is not called then. */
  close?(): void
}

/**
 * A hasher that takes the plaintext over instead of reading it (a page hashing in a Web Worker by transfer, so the
 * bytes are not copied on the page's thread to reach it): it gives them back hashed, regrouped in pieces of its own,
 * in order, and a stream that uses it passes on those pieces instead of the chunks.
 */
export interface PassingHasher {
  /** Takes `bytes` (the caller does not touch them again); resolves to the pieces hashed since, in order, maybe none (waits for backpressure). */
  pass(bytes: Uint8Array): Promise<Uint8Array[]>
  /** Once every byte was passed: the pieces still held, then the digest of all of them. */
  finish(): Promise<{ pieces: Uint8Array[]; sha256: Uint8Array }>
  /** Frees what the hasher holds (a worker) when the stream fails; finish() is not called then. */
  close?(): void
}

/** hash-wasm's SHA-256 on the calling thread (what a Web Worker hashing for a page runs too). */
export async function sha256Hasher(): Promise<StreamHasher> {
  const hasher = await createSHA256()
  hasher.init()
  return { update: (bytes) => void hasher.update(bytes), digest: async () => hasher.digest('binary') }
}

export interface DecryptOptions {
  kind: StreamKind
  /** Refuse as soon as the plaintext grows past this many bytes (the size the manifest announces). */
  maxSize?: number
  /** Chunks opening at once (IN_FLIGHT by default). */
  inFlight?: number
  /** The plaintext's SHA-256 (hash-wasm on this thread by default); a PassingHasher also chooses the pieces passed on. */
  hasher?: () => Promise<StreamHasher | PassingHasher>
}

/**
 * `header ‖ chunks` in, plaintext out. Every chunk is authenticated before its plaintext is passed on,
 * but the stream as a whole is good only once `done` resolves: callers keep the output aside until then.
 */
export function decryptStream(master: E2eMaster, options: DecryptOptions): CipherStream & { header: Promise<StreamHeader> } {
  const queue = new ByteQueue()
  const result = deferred<PlaintextDigest>()
  const headerReady = deferred<StreamHeader>()
  let header: StreamHeader | undefined
  let key: WebCryptoKey
  let hasher: StreamHasher | PassingHasher | undefined
  const inFlight = options.inFlight ?? IN_FLIGHT
  let index = 0
  let size = 0
  /** Chunks being opened, in order: WebCrypto decrypts them off the page's thread while the plaintext before them is hashed. */
  const opening: Promise<Uint8Array>[] = []

  function start(last: boolean, sealed: Uint8Array) {
    const plain = open(key, header!, index++, last, sealed)
    // Its failure is thrown when its turn comes (pass), in order; not an unhandled rejection before that.
    plain.catch(() => {})
    opening.push(plain)
  }

  /** Passes on opened chunks, oldest first, until at most `keep` are still opening: each one only once authenticated. */
  async function pass(controller: TransformStreamDefaultController<Uint8Array>, keep: number) {
    while (opening.length > keep) {
      const plain = await opening.shift()!
      size += plain.length
      if (options.maxSize !== undefined && size > options.maxSize)
        throw new E2eError('mismatch', `the plaintext is larger than the ${options.maxSize} bytes announced`)
      if ('pass' in hasher!) for (const piece of await hasher.pass(plain)) controller.enqueue(piece)
      else {
        await hasher!.update(plain)
        controller.enqueue(plain)
      }
    }
  }

  /** The digest once every chunk was passed on, and what a PassingHasher still held. */
  async function digest(controller: TransformStreamDefaultController<Uint8Array>): Promise<Uint8Array> {
    if (!('pass' in hasher!)) return hasher!.digest()
    const { pieces, sha256 } = await hasher.finish()
    for (const piece of pieces) controller.enqueue(piece)
    return sha256
  }

  async function readHeader(): Promise<boolean> {
    if (header !== undefined) return true
    const start = queue.length >= 23 ? peek(queue, 23) : peek(queue, queue.length)
    const length = headerLength(start)
    if (length === undefined || queue.length < length) return false
    header = decodeHeader(queue.take(length), options.kind)
    key = await streamKey(master, header.kind, header.noncePrefix)
    headerReady.resolve(header)
    return true
  }

  function fail(error: unknown) {
    hasher?.close?.()
    result.reject(error)
    headerReady.reject(error)
  }

  const stream = new TransformStream<Uint8Array, Uint8Array>({
    async start() {
      hasher = await (options.hasher ?? sha256Hasher)()
    },
    async transform(chunk, controller) {
      try {
        queue.push(chunk)
        if (!(await readHeader())) return
        const sealedSize = header!.chunkSize + TAG_LENGTH
        while (queue.length > sealedSize) start(false, queue.take(sealedSize))
        await pass(controller, inFlight)
      } catch (error) {
        fail(error)
        throw error
      }
    },
    async flush(controller) {
      try {
        if (!(await readHeader())) throw new E2eError('truncated', 'the stream ends inside its header')
        if (queue.length < TAG_LENGTH) throw new E2eError('truncated', 'the stream ends without its final chunk')
        start(true, queue.take(queue.length))
        await pass(controller, 0)
        result.resolve({ size, sha256: await digest(controller) })
      } catch (error) {
        fail(error)
        throw error
      }
    },
    // The reader gave up (the recipient cancelled, the sink failed): nothing is kept, the hasher is freed.
    cancel(reason: unknown) {
      fail(reason)
    },
    // TypeScript 5.9's DOM typings do not list a transformer's cancel, which browsers and Node call.
  } as ByteTransformer & { cancel(reason: unknown): void })
  return { stream, done: result.promise, header: headerReady.promise }
}

/** What TransformStream takes for bytes, from whichever typings (DOM or Node) the build uses. */
type ByteTransformer = NonNullable<ConstructorParameters<typeof TransformStream<Uint8Array, Uint8Array>>[0]>

/** The first n bytes of the queue, left in place. */
function peek(queue: ByteQueue, n: number): Uint8Array {
  const bytes = queue.take(n)
  const rest = queue.take(queue.length)
  queue.push(bytes)
  queue.push(rest)
  return bytes
}

/** Whole-buffer helpers for small streams (the manifest, tests). */
export async function collect(readable: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = []
  const reader = readable.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return concatBytes(...parts)
    parts.push(value)
  }
}

export function streamOf(bytes: Uint8Array, pieceSize = 65_536): ReadableStream<Uint8Array> {
  let offset = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close()
      controller.enqueue(bytes.slice(offset, offset + pieceSize))
      offset += pieceSize
    },
  })
}
