/*
 * The verifier's hashing Web Worker (inlined into dist/sceau-verifier.js and started from a Blob URL):
 * { file } in; { progress } after each slice, then { sha256 } or { error } out.
 */
import { sha256OfBlob } from '../../../packages/api-client/src/uploads/sha256_file.js'

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<{ file: Blob }>) => void) | null
  postMessage(message: unknown): void
}

scope.onmessage = ({ data: { file } }) => {
  sha256OfBlob(file, (progress) => scope.postMessage({ progress })).then(
    (sha256) => scope.postMessage({ sha256 }),
    (error: unknown) => scope.postMessage({ error: String(error) })
  )
}
