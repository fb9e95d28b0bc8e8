/*
 * The plaintext SHA-256 of a decrypted file, hashed in a Web Worker (plaintextHashWorker.ts) where the
 * browser has them: on the page's thread it was the slowest step of saving a file. Bytes go in batches
 * (one message each, transferred, not copied again), and at most MAX_PENDING batches wait in the worker,
 * so memory stays flat whatever the file size.
 */
import type { StreamHasher } from '@sceau/e2e'
import type { FromWorker, ToWorker } from './plaintextHashMessages.js'

export const BATCH_SIZE = 1024 ** 2
/** Batches sent and not yet hashed before update() makes the decryption wait. */
export const MAX_PENDING = 8

export const createHashWorker = (): Worker => new Worker(new URL('./plaintextHashWorker.ts', import.meta.url), { type: 'module' })

/** A hasher for decryptFile running in a worker of its own (terminated once the digest came or the stream failed); undefined without Web Workers. */
export function workerHasher(
  makeWorker: (() => Worker) | null = typeof Worker === 'undefined' ? null : createHashWorker
): (() => Promise<StreamHasher>) | undefined {
  if (!makeWorker) return undefined
  return async () => {
    const worker = makeWorker()
    let batch = new Uint8Array(BATCH_SIZE)
    let filled = 0
    let pending = 0
    let failure: Error | null = null
    let wake: (() => void) | null = null
    let answer: ((sha256: Uint8Array) => void) | null = null
    const woken = () => {
      const waiting = wake
      wake = null
      waiting?.()
    }
    worker.onmessage = ({ data }: MessageEvent<FromWorker>) => {
      if ('taken' in data) pending--
      else if ('sha256' in data) answer?.(data.sha256)
      else failure = new Error(`hashing failed: ${data.error}`)
      woken()
    }
    worker.onerror = (event) => {
      failure = new Error(`hashing failed: ${event.message}`)
      woken()
    }
    const send = async () => {
      while (pending >= MAX_PENDING && !failure) await new Promise<void>((resolve) => (wake = resolve))
      if (failure) throw failure
      const bytes = filled === batch.length ? batch : batch.slice(0, filled)
      worker.postMessage({ bytes } satisfies ToWorker, [bytes.buffer])
      pending++
      batch = new Uint8Array(BATCH_SIZE)
      filled = 0
    }
    return {
      async update(bytes) {
        let offset = 0
        while (offset < bytes.length) {
          const count = Math.min(batch.length - filled, bytes.length - offset)
          batch.set(bytes.subarray(offset, offset + count), filled)
          filled += count
          offset += count
          if (filled === batch.length) await send()
        }
      },
      async digest() {
        try {
          if (filled > 0) await send()
          const sha256 = new Promise<Uint8Array>((resolve) => (answer = resolve))
          worker.postMessage({ digest: true } satisfies ToWorker)
          while (!failure) {
            const done = await Promise.race([sha256, new Promise<null>((resolve) => (wake = () => resolve(null)))])
            if (done) return done
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
