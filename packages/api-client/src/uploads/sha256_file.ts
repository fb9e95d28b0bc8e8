/*
 * SHA-256 of a File or Blob of any size, read in slices (never whole), with hash-wasm: the same code
 * runs in the hashing Web Worker and in tests.
 */
import { createSHA256 } from 'hash-wasm'

export const HASH_SLICE_BYTES = 8 * 1024 * 1024

export async function sha256OfBlob(blob: Blob, onProgress?: (hashedBytes: number) => void, signal?: AbortSignal) {
  const hasher = await createSHA256()
  hasher.init()
  for (let offset = 0; offset < blob.size; offset += HASH_SLICE_BYTES) {
    if (signal?.aborted) throw new DOMException('hashing aborted', 'AbortError')
    const slice = blob.slice(offset, Math.min(blob.size, offset + HASH_SLICE_BYTES))
    hasher.update(new Uint8Array(await slice.arrayBuffer()))
    onProgress?.(Math.min(blob.size, offset + HASH_SLICE_BYTES))
  }
  return hasher.digest('hex')
}
