/*
 * SHA-256 of a File or Blob of any size with hash-wasm, never holding more than one read buffer: the
 * same code runs in the hashing Web Worker, on the page and in tests. The Chromium bench
 * (bench/hash_bench.ts) chose it: Blob.stream() read with a BYOB reader into one reused buffer hashes
 * several times faster than slice().arrayBuffer(), which allocates and copies every slice.
 */
import { createSHA256 } from 'hash-wasm'

/** The reused read buffer of the stream path. */
export const HASH_READ_BYTES = 256 * 1024
/** The slice size of the fallback path, for browsers whose Blob.stream() is not a byte stream. */
export const HASH_SLICE_BYTES = 8 * 1024 * 1024

type Hasher = Awaited<ReturnType<typeof createSHA256>>
type Progress = ((hashedBytes: number) => void) | undefined

const aborted = () => new DOMException('hashing aborted', 'AbortError')

export async function sha256OfBlob(blob: Blob, onProgress?: (hashedBytes: number) => void, signal?: AbortSignal): Promise<string> {
  const hasher = await createSHA256()
  hasher.init()
  const reader = byobReader(blob)
  if (reader) await hashStream(hasher, reader, onProgress, signal)
  else await hashSlices(hasher, blob, onProgress, signal)
  return hasher.digest('hex')
}

/** The stream path, or null where Blob.stream() is not a byte stream (BYOB readers throw there). */
export function byobReader(blob: Blob): ReadableStreamBYOBReader | null {
  try {
    return blob.stream().getReader({ mode: 'byob' })
  } catch {
    return null
  }
}

export async function hashStream(hasher: Hasher, reader: ReadableStreamBYOBReader, onProgress: Progress, signal?: AbortSignal) {
  let buffer = new ArrayBuffer(HASH_READ_BYTES)
  let hashed = 0
  try {
    for (;;) {
      if (signal?.aborted) throw aborted()
      // The read transfers the buffer and hands it back filled: one allocation for the whole file.
      const { done, value } = await reader.read(new Uint8Array(buffer))
      if (done || !value) break
      hasher.update(value)
      hashed += value.byteLength
      buffer = value.buffer as ArrayBuffer
      onProgress?.(hashed)
    }
  } catch (error) {
    await reader.cancel().catch(() => {})
    throw error
  }
}

export async function hashSlices(hasher: Hasher, blob: Blob, onProgress: Progress, signal?: AbortSignal) {
  const read = (offset: number) => (offset < blob.size ? blob.slice(offset, offset + HASH_SLICE_BYTES).arrayBuffer() : null)
  // Reads slice n+1 while slice n is hashed.
  let next = read(0)
  for (let offset = 0; next; offset += HASH_SLICE_BYTES) {
    const bytes = await next
    if (signal?.aborted) throw aborted()
    next = read(offset + HASH_SLICE_BYTES)
    hasher.update(new Uint8Array(bytes))
    onProgress?.(offset + bytes.byteLength)
  }
}
