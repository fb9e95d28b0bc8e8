/*
 * Web Worker: hashes the files it is sent, one message per file, so hashing many gigabytes never
 * blocks the page. Messages: { id, file } in; { id, progress } and then { id, sha256 } or { id, error } out.
 */
import { sha256OfBlob } from './sha256_file.js'

interface WorkerScope {
  onmessage: ((event: MessageEvent<{ id: string; file: Blob }>) => void) | null
  postMessage(message: unknown): void
}

const scope = globalThis as unknown as WorkerScope
let queue = Promise.resolve()

scope.onmessage = ({ data: { id, file } }) => {
  // One file at a time: parallel hashing would only compete for the same core.
  queue = queue.then(async () => {
    try {
      let reported = 0
      const sha256 = await sha256OfBlob(file, (progress) => {
        if (progress - reported >= 64 * 1024 * 1024 || progress === file.size) {
          reported = progress
          scope.postMessage({ id, progress })
        }
      })
      scope.postMessage({ id, sha256 })
    } catch (error) {
      scope.postMessage({ id, error: String(error) })
    }
  })
}
