/* Bench page: hashes the picked file through the real path (createFileHasher and its Worker). */
import { createFileHasher } from '../src/uploads/sha256_hasher.ts'

const input = document.querySelector('input')!

export interface BenchResult {
  sha256?: string
  ms?: number
  error?: string
  names?: string[]
}
/** What hash_bench.ts calls in the page. */
export interface BenchPage {
  hashThroughRealWorker(): Promise<BenchResult>
  hashWithCandidate(strategy: string): Promise<BenchResult>
}

const bench: BenchPage = {
  async hashThroughRealWorker() {
    const file = input.files![0]!
    const hasher = createFileHasher(() => new Worker('/sha256_worker.js', { type: 'module' }))
    try {
      const started = performance.now()
      const sha256 = await hasher.hash('bench', file)
      return { sha256, ms: performance.now() - started }
    } finally {
      hasher.close()
    }
  },
  hashWithCandidate(strategy) {
    const worker = new Worker('/candidates_worker.js', { type: 'module' })
    return new Promise((resolve) => {
      worker.onmessage = ({ data }: MessageEvent<BenchResult>) => {
        worker.terminate()
        resolve(data)
      }
      worker.postMessage({ strategy, file: input.files![0] })
    })
  },
}
Object.assign(globalThis, bench)
