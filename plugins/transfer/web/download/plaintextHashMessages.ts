// The hashing worker's messages and its side of them (plaintextHashWorker.ts; the page's side is plaintextHasher.ts).
import type { StreamHasher } from '@sceau/e2e'

export type ToWorker = { bytes: Uint8Array<ArrayBuffer> } | { digest: true }
export type FromWorker = { taken: true } | { sha256: Uint8Array } | { error: string }

interface Port {
  postMessage(message: unknown, transfer?: Transferable[]): void
  onmessage: ((event: MessageEvent) => void) | null
}

/** The worker's side: hashes the batches strictly in the order they came, then answers the digest; after a failure, nothing more. */
export function answerHashMessages(port: Port, hasher: Promise<StreamHasher>): void {
  let queue = Promise.resolve()
  let failed = false
  port.onmessage = ({ data }: MessageEvent<ToWorker>) => {
    queue = queue.then(async () => {
      if (failed) return
      try {
        const ready = await hasher
        if ('bytes' in data) {
          await ready.update(data.bytes)
          port.postMessage({ taken: true } satisfies FromWorker)
        } else port.postMessage({ sha256: await ready.digest() } satisfies FromWorker)
      } catch (error) {
        failed = true
        port.postMessage({ error: String(error) } satisfies FromWorker)
      }
    })
  }
}
