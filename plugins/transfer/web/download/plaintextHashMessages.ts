// The hashing worker's messages and its side of them (plaintextHashWorker.ts; the page's side is plaintextHasher.ts).
import type { StreamHasher } from '@sceau/e2e'
import { pieceFiller } from './pieceFiller.js'

/** Chunks transferred in order (the page keeps none of them), then the end of the file. */
export type ToWorker = { chunks: Uint8Array<ArrayBuffer>[] } | { finish: true }
/** Pieces of pieceSize bytes (the last one shorter), hashed, transferred back in order; then the digest; or the failure. */
export type FromWorker = { piece: Uint8Array<ArrayBuffer> } | { sha256: Uint8Array } | { error: string }

interface Port {
  postMessage(message: unknown, transfer?: Transferable[]): void
  onmessage: ((event: MessageEvent) => void) | null
}

/**
 * The worker's side: hashes the chunks strictly in the order they came and copies them into pieces of `pieceSize`
 * bytes (the page's writes), each sent back once full; on finish, the last piece and the digest; after a failure, nothing more.
 */
export function answerHashMessages(port: Port, hasher: Promise<StreamHasher>, pieceSize: number): void {
  let queue = Promise.resolve()
  let failed = false
  const pieces = pieceFiller(pieceSize)
  const send = (bytes: Uint8Array<ArrayBuffer>) => port.postMessage({ piece: bytes } satisfies FromWorker, [bytes.buffer])
  port.onmessage = ({ data }: MessageEvent<ToWorker>) => {
    queue = queue.then(async () => {
      if (failed) return
      try {
        const ready = await hasher
        if ('chunks' in data) {
          for (const chunk of data.chunks) {
            await ready.update(chunk)
            pieces.add(chunk, send)
          }
        } else {
          const rest = pieces.rest()
          if (rest) send(rest)
          port.postMessage({ sha256: await ready.digest() } satisfies FromWorker)
        }
      } catch (error) {
        failed = true
        port.postMessage({ error: String(error) } satisfies FromWorker)
      }
    })
  }
}
