// @vitest-environment node
/*
 * The recipient page's plaintext SHA-256 in a Web Worker (plugins/transfer/web/download/plaintextHasher.ts):
 * the worker's side runs here in-process behind a stand-in Worker, with hash-wasm as in the browser.
 */
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sha256Hasher, toHex, type StreamHasher } from '@sceau/e2e'
import { answerHashMessages } from '../../plugins/transfer/web/download/plaintextHashMessages'
import { BATCH_SIZE, MAX_PENDING, workerHasher } from '../../plugins/transfer/web/download/plaintextHasher'

/** A Worker whose other side is answerHashMessages over `inner`, messages delivered in order as tasks. */
class StandInWorker {
  onmessage: ((event: MessageEvent) => void) | null = null
  onerror: ((event: ErrorEvent) => void) | null = null
  terminated = false
  received = 0
  private side: { onmessage: ((event: MessageEvent) => void) | null; postMessage: (message: unknown) => void }
  constructor(inner: Promise<StreamHasher>) {
    this.side = { onmessage: null, postMessage: (message) => setTimeout(() => !this.terminated && this.onmessage?.({ data: message } as MessageEvent)) }
    answerHashMessages(this.side, inner)
  }
  postMessage(message: unknown, transfer: Transferable[] = []) {
    if (this.terminated) return
    this.received++
    // Transferred as a browser would: the page keeps nothing of the batch.
    const data = transfer.length ? structuredClone(message, { transfer }) : message
    setTimeout(() => this.side.onmessage?.({ data } as MessageEvent))
  }
  terminate() {
    this.terminated = true
  }
}

const bytes = (length: number, seed: number) => Uint8Array.from({ length }, (_, i) => (i * seed + (i >> 8)) % 256)

describe('the plaintext hashed in a Web Worker', () => {
  it('the SHA-256 of every byte in order, in batches whatever the pieces, and the worker ended after the digest', async () => {
    let worker!: StandInWorker
    const make = workerHasher(() => (worker = new StandInWorker(sha256Hasher())) as unknown as Worker)!
    const hasher = await make()
    const plain = bytes(3 * BATCH_SIZE + 12_345, 13)
    for (let offset = 0; offset < plain.length; offset += 65_536 + 16) {
      const piece = plain.slice(offset, offset + 65_536 + 16)
      await hasher.update(piece)
      // The caller may reuse its bytes once update returned.
      piece.fill(0)
    }
    expect(toHex(await hasher.digest())).toBe(createHash('sha256').update(plain).digest('hex'))
    expect(worker.received).toBe(4 + 1)
    expect(worker.terminated).toBe(true)
  })

  it(`at most ${MAX_PENDING} batches wait in the worker: update waits while it has not taken them`, async () => {
    let release!: () => void
    const slow: Promise<StreamHasher> = sha256Hasher().then((inner) => ({
      update: (batch) => new Promise<void>((resolve) => (release = () => resolve(inner.update(batch) as void))),
      digest: () => inner.digest(),
    }))
    let worker!: StandInWorker
    const hasher = await workerHasher(() => (worker = new StandInWorker(slow)) as unknown as Worker)!()
    let sent = 0
    const feeding = (async () => {
      for (let i = 0; i < MAX_PENDING + 3; i++) {
        await hasher.update(new Uint8Array(BATCH_SIZE))
        sent++
      }
    })()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(worker.received).toBe(MAX_PENDING)
    expect(sent).toBe(MAX_PENDING)
    for (let i = 0; i < 3; i++) {
      release()
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(worker.received).toBe(MAX_PENDING + 3)
    for (let i = 0; i < MAX_PENDING; i++) {
      release()
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    await feeding
    hasher.close?.()
    expect(worker.terminated).toBe(true)
  })

  it('a worker that fails: the digest is refused, never a digest of part of the bytes', async () => {
    const failing: Promise<StreamHasher> = Promise.resolve({
      update: () => {
        throw new Error('out of memory')
      },
      digest: async () => new Uint8Array(32),
    })
    let worker!: StandInWorker
    const hasher = await workerHasher(() => (worker = new StandInWorker(failing)) as unknown as Worker)!()
    await hasher.update(new Uint8Array(BATCH_SIZE))
    await expect(hasher.digest()).rejects.toThrow(/hashing failed: Error: out of memory/)
    expect(worker.terminated).toBe(true)
  })
})
