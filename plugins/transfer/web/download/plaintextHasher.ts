/*
 * The plaintext SHA-256 of a decrypted file, hashed in a Web Worker (plaintextHashWorker.ts) where the
 * browser has them: on the page's thread it was the slowest step of saving a file. The decrypted chunks go to
 * the worker by transfer (GROUP_SIZE bytes a message) and come back as the 4 MiB pieces the page writes, hashed
 * and regrouped there: the page's thread no longer copies the plaintext, neither for the hash nor for the pieces.
 * At most MAX_HELD bytes are in the worker before the decryption waits, so memory stays flat whatever the file size.
 */
import type { PassingHasher } from '@sceau/e2e'
import type { FromWorker, ToWorker } from './plaintextHashMessages.js'
import { transferable } from './transferable.js'
import { WRITE_SIZE } from './saveSinks.js'

/** Bytes of chunks per message to the worker. */
export const GROUP_SIZE = 1024 ** 2
/** Bytes sent and not yet given back before pass() makes the decryption wait (two pieces hashed while one fills). */
export const MAX_HELD = 3 * WRITE_SIZE

export const createHashWorker = (): Worker => new Worker(new URL('./plaintextHashWorker.ts', import.meta.url), { type: 'module' })

/** A hasher for decryptFile running in a worker of its own (terminated once the digest came or the stream failed); undefined without Web Workers. */
export function workerHasher(
  makeWorker: (() => Worker) | null = typeof Worker === 'undefined' ? null : createHashWorker
): (() => Promise<PassingHasher>) | undefined {
  if (!makeWorker) return undefined
  return async () => {
    const worker = makeWorker()
    let group: Uint8Array<ArrayBuffer>[] = []
    let grouped = 0
    let held = 0
    const back: Uint8Array[] = []
    let failure: Error | null = null
    let wake: (() => void) | null = null
    let answer: ((sha256: Uint8Array) => void) | null = null
    const woken = () => {
      const waiting = wake
      wake = null
      waiting?.()
    }
    worker.onmessage = ({ data }: MessageEvent<FromWorker>) => {
      if ('piece' in data) {
        held -= data.piece.length
        back.push(data.piece)
      } else if ('sha256' in data) answer?.(data.sha256)
      else failure = new Error(`hashing failed: ${data.error}`)
      woken()
    }
    worker.onerror = (event) => {
      failure = new Error(`hashing failed: ${event.message}`)
      woken()
    }
    const send = async () => {
      while (held >= MAX_HELD && !failure) await new Promise<void>((resolve) => (wake = resolve))
      if (failure) throw failure
      worker.postMessage(
        { chunks: group } satisfies ToWorker,
        group.map((chunk) => chunk.buffer)
      )
      held += grouped
      group = []
      grouped = 0
    }
    return {
      async pass(bytes) {
        if (failure) throw failure
        if (bytes.length > 0) {
          group.push(transferable(bytes))
          grouped += bytes.length
        }
        if (grouped >= GROUP_SIZE) await send()
        return back.splice(0)
      },
      async finish() {
        try {
          if (grouped > 0) await send()
          const sha256 = new Promise<Uint8Array>((resolve) => (answer = resolve))
          worker.postMessage({ finish: true } satisfies ToWorker)
          while (!failure) {
            const done = await Promise.race([sha256, new Promise<null>((resolve) => (wake = () => resolve(null)))])
            // The worker sends every piece before the digest, so `back` holds the end of the file now.
            if (done) return { pieces: back.splice(0), sha256: done }
          }
          throw failure
        } finally {
          worker.terminate()
        }
      },
      close: () => worker.terminate(),
    }
  }
}
