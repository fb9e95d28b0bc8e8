/*
 * The verifier's hashing Web Worker (inlined into dist/sceau-verifier.js and started from a Blob URL):
 * { file } in; { progress } after each slice, then { sha256 } or { error } out. hash-wasm is the fast
 * path; a page whose CSP forbids WebAssembly ('wasm-unsafe-eval') still gets an answer, in plain JS.
 */
import { createSha256 } from '../../../packages/proof/src/sha256.ts'
import { HASH_SLICE_BYTES, sha256OfBlob } from '../../../packages/api-client/src/uploads/sha256_file.js'

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<{ file: Blob }>) => void) | null
  postMessage(message: unknown): void
}

async function sha256InJs(file: Blob, onProgress: (hashedBytes: number) => void) {
  const hasher = createSha256()
  for (let offset = 0; offset < file.size; offset += HASH_SLICE_BYTES) {
    const end = Math.min(file.size, offset + HASH_SLICE_BYTES)
    hasher.update(new Uint8Array(await file.slice(offset, end).arrayBuffer()))
    onProgress(end)
  }
  return hasher.digestHex()
}

scope.onmessage = ({ data: { file } }) => {
  const progress = (hashed: number) => scope.postMessage({ progress: hashed })
  sha256OfBlob(file, progress)
    .catch(() => sha256InJs(file, progress))
    .then(
      (sha256) => scope.postMessage({ sha256 }),
      (error: unknown) => scope.postMessage({ error: String(error) })
    )
}
