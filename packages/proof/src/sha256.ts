// SHA-256 of any size: WebCrypto has no incremental digest, so streaming goes through @noble/hashes.
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js'
import { toArrayBuffer, toHex } from './bytes.ts'

export interface Sha256Hasher {
  update(chunk: Uint8Array): Sha256Hasher
  digest(): Uint8Array
  digestHex(): string
  /** Bytes fed so far. */
  readonly bytesHashed: number
}

export type ByteSource = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array> | Iterable<Uint8Array>

/** An incremental hasher; digest() may be called once. */
export function createSha256(): Sha256Hasher {
  const inner = nobleSha256.create()
  let bytesHashed = 0
  let done = false
  const hasher: Sha256Hasher = {
    update(chunk: Uint8Array) {
      if (done) throw new Error('SHA-256 hasher already finalised')
      inner.update(chunk)
      bytesHashed += chunk.length
      return hasher
    },
    digest() {
      if (done) throw new Error('SHA-256 hasher already finalised')
      done = true
      return inner.digest()
    },
    digestHex() {
      return toHex(hasher.digest())
    },
    get bytesHashed() {
      return bytesHashed
    },
  }
  return hasher
}

/** Synchronous one-shot SHA-256 (small inputs: Merkle nodes, tokens, certificates). */
export function sha256Sync(data: Uint8Array): Uint8Array {
  return nobleSha256(data)
}

/** One-shot SHA-256 through WebCrypto (native speed when the whole input is in memory). */
export async function sha256(data: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', toArrayBuffer(data)))
}

async function* chunksOf(source: ByteSource): AsyncIterable<Uint8Array> {
  if (typeof (source as ReadableStream<Uint8Array>).getReader === 'function') {
    // Not every browser makes ReadableStream async-iterable, so read it by hand.
    const reader = (source as ReadableStream<Uint8Array>).getReader()
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) return
        yield value
      }
    } finally {
      reader.releaseLock()
    }
  }
  yield* source as AsyncIterable<Uint8Array> | Iterable<Uint8Array>
}

/** Streaming SHA-256 of a ReadableStream or (async) iterable of chunks, with optional progress. */
export async function sha256Stream(source: ByteSource, onProgress?: (bytesHashed: number) => void): Promise<{ digest: Uint8Array; hex: string; size: number }> {
  const hasher = createSha256()
  for await (const chunk of chunksOf(source)) {
    hasher.update(chunk)
    onProgress?.(hasher.bytesHashed)
  }
  const size = hasher.bytesHashed
  const digest = hasher.digest()
  return { digest, hex: toHex(digest), size }
}
