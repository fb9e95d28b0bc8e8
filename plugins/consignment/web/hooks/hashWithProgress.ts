import { createSha256Worker, sha256OfBlob } from '@sceau/api-client/uploads'

/**
 * SHA-256 of one file in the hashing Web Worker (the page stays responsive), reporting the hashed
 * bytes as the worker posts them; on the page when the browser has no workers (tests, old browsers).
 */
export function hashWithProgress(file: Blob, onProgress: (hashedBytes: number) => void, signal?: AbortSignal): Promise<string> {
  if (typeof Worker === 'undefined') return sha256OfBlob(file, onProgress, signal)
  const worker = createSha256Worker()
  return new Promise<string>((resolve, reject) => {
    const stop = () => {
      worker.terminate()
      reject(new DOMException('hashing aborted', 'AbortError'))
    }
    signal?.addEventListener('abort', stop, { once: true })
    worker.onmessage = ({ data }: MessageEvent<{ id: string; progress?: number; sha256?: string; error?: string }>) => {
      if (data.progress !== undefined) return onProgress(data.progress)
      signal?.removeEventListener('abort', stop)
      worker.terminate()
      if (data.sha256) resolve(data.sha256)
      else reject(new Error(data.error ?? 'hashing failed'))
    }
    worker.onerror = (event) => {
      worker.terminate()
      reject(new Error(event.message || 'hashing worker failed'))
    }
    worker.postMessage({ id: 'copy', file })
  })
}
