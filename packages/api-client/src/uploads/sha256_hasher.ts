/* The page side of the hashing worker: one promise per file. Entry point @sceau/api-client/hashing (no upload code). */
import { sha256OfBlob } from './sha256_file.js'

export { sha256OfBlob }

export interface FileHasher {
  hash(id: string, file: Blob): Promise<string>
  close(): void
}

/** The default worker, bundled by Vite from this source (the web app compiles the workspace sources). */
export function createSha256Worker(): Worker {
  return new Worker(new URL('./sha256_worker.ts', import.meta.url), { type: 'module' })
}

/** Hashes in a Web Worker when the browser has them, else on the page (slower, but still streaming). */
export function createFileHasher(makeWorker: (() => Worker) | null = typeof Worker === 'undefined' ? null : createSha256Worker): FileHasher {
  if (!makeWorker) return { hash: (_id, file) => sha256OfBlob(file), close: () => {} }
  const worker = makeWorker()
  const pending = new Map<string, { resolve: (sha256: string) => void; reject: (error: Error) => void }>()
  worker.onmessage = ({ data }: MessageEvent<{ id: string; sha256?: string; error?: string }>) => {
    const waiting = pending.get(data.id)
    if (!waiting || (!data.sha256 && !data.error)) return
    pending.delete(data.id)
    if (data.sha256) waiting.resolve(data.sha256)
    else waiting.reject(new Error(data.error))
  }
  return {
    hash(id, file) {
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject })
        worker.postMessage({ id, file })
      })
    },
    close() {
      worker.terminate()
      for (const waiting of pending.values()) waiting.reject(new Error('hasher closed'))
      pending.clear()
    },
  }
}
