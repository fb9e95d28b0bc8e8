/*
 * The verifier's hashing Web Worker (inlined into dist/sceau-verifier.js and started from a Blob URL):
 * { file } in; { progress } as it reads, then { sha256 } or { error } out. hash-wasm is the fast
 * path; a page whose CSP forbids WebAssembly ('wasm-unsafe-eval') still gets an answer, in plain JS.
 */
import { sha256Stream } from '@sceau/proof/sha256'
import { sha256OfBlob } from '@sceau/api-client/sha256'

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<{ file: Blob }>) => void) | null
  postMessage(message: unknown): void
}

scope.onmessage = ({ data: { file } }) => {
  const progress = (hashed: number) => scope.postMessage({ progress: hashed })
  sha256OfBlob(file, progress)
    .catch(async () => (await sha256Stream(file.stream(), progress)).hex)
    .then(
      (sha256) => scope.postMessage({ sha256 }),
      (error: unknown) => scope.postMessage({ error: String(error) })
    )
}
