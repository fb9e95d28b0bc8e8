// @vitest-environment node
/*
 * The recipient page's plaintext SHA-256 in a Web Worker (plugins/transfer/web/download/plaintextHasher.ts):
 * the worker's side runs here in-process behind a stand-in Worker, with hash-wasm as in the browser. The chunks
 * go there by transfer and come back as the page's write pieces, hashed.
 */
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sha256Hasher, toHex, type StreamHasher } from '@sceau/e2e'
import { answerHashMessages } from '../../plugins/transfer/web/download/plaintextHashMessages'
import { GROUP_SIZE, MAX_HELD, workerHasher } from '../../plugins/transfer/web/download/plaintextHasher'
import { WRITE_SIZE } from '../../plugins/transfer/web/download/saveSinks'

/** A Worker whose other side is answerHashMessages over `inner`, messages delivered in order as tasks, transferred as a browser would. */
class StandInWorker {
  onmessage: ((event: MessageEvent) => void) | null = null
  onerror: ((event: ErrorEvent) => void) | null = null
  terminated = false
  received = 0
  private side: { onmessage: ((event: MessageEvent) => void) | null; postMessage: (message: unknown, transfer?: Transferable[]) => void }
  constructor(inner: Promise<StreamHasher>) {
    this.side = {
      onmessage: null,
      postMessage: (message, transfer = []) => {
        const data = structuredClone(message, { transfer })
        setTimeout(() => !this.terminated && this.onmessage?.({ data } as MessageEvent))
      },
    }
    answerHashMessages(this.side, inner, WRITE_SIZE)
  }
  postMessage(message: unknown, transfer: Transferable[] = []) {
    if (this.terminated) return
    this.received++
    const data = structuredClone(message, { transfer })
    setTimeout(() => this.side.onmessage?.({ data } as MessageEvent))
  }
  terminate() {
    this.terminated = true
  }
}

const bytes = (length: number, seed: number) => Uint8Array.from({ length }, (_, i) => (i * seed + (i >> 8)) % 256)
const join = (parts: Uint8Array[]) => Buffer.concat(parts)

describe('the plaintext hashed in a Web Worker', () => {
  it('the SHA-256 of every byte in order; the bytes come back as write pieces, taken from the page (not copied), and the worker ends after the digest', async () => {
    let worker!: StandInWorker
    const make = workerHasher(() => (worker = new StandInWorker(sha256Hasher())) as unknown as Worker)!
    const hasher = await make()
    const plain = bytes(2 * WRITE_SIZE + 12_345, 13)
    const out: Uint8Array[] = []
    const chunks: Uint8Array[] = []
    for (let offset = 0; offset < plain.length; offset += 65_536) {
      const chunk = plain.slice(offset, offset + 65_536)
      chunks.push(chunk)
      out.push(...(await hasher.pass(chunk)))
    }
    // A view on a larger buffer is copied, not transferred with the rest of its buffer.
    const whole = bytes(100, 7)
    out.push(...(await hasher.pass(whole.subarray(10, 20))))
    const { pieces, sha256 } = await hasher.finish()
    out.push(...pieces)
    const expected = Buffer.concat([plain, whole.subarray(10, 20)])
    expect(toHex(sha256)).toBe(createHash('sha256').update(expected).digest('hex'))
    expect(toHex(join(out))).toBe(toHex(expected))
    expect(out.map((piece) => piece.length)).toEqual([WRITE_SIZE, WRITE_SIZE, 12_345 + 10])
    expect(chunks.every((chunk) => chunk.byteLength === 0)).toBe(true)
    expect(whole.byteLength).toBe(100)
    expect(worker.received).toBe(Math.ceil(plain.length / GROUP_SIZE) + 1)
    expect(worker.terminated).toBe(true)
  })

  it(`at most ${MAX_HELD / 2 ** 20} MiB wait in the worker: pass waits while it has not given pieces back`, async () => {
    const releases: (() => void)[] = []
    const slow: Promise<StreamHasher> = sha256Hasher().then((inner) => ({
      update: (chunk) => new Promise<void>((resolve) => releases.push(() => resolve(inner.update(chunk) as void))),
      digest: () => inner.digest(),
    }))
    let worker!: StandInWorker
    const hasher = await workerHasher(() => (worker = new StandInWorker(slow)) as unknown as Worker)!()
    let passed = 0
    const feeding = (async () => {
      for (let i = 0; i < MAX_HELD / GROUP_SIZE + 4; i++) {
        await hasher.pass(new Uint8Array(GROUP_SIZE))
        passed++
      }
    })()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(worker.received).toBe(MAX_HELD / GROUP_SIZE)
    expect(passed).toBe(MAX_HELD / GROUP_SIZE)
    // One piece hashed and given back: as many bytes more may go.
    for (let i = 0; i < WRITE_SIZE / GROUP_SIZE; i++) {
      releases.shift()!()
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(worker.received).toBe(MAX_HELD / GROUP_SIZE + WRITE_SIZE / GROUP_SIZE)
    while (passed < MAX_HELD / GROUP_SIZE + 4) {
      releases.shift()?.()
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    await feeding
    hasher.close?.()
    expect(worker.terminated).toBe(true)
  })

  it('a worker that fails: the digest is refused, never a digest of part of the bytes, and no piece comes out of it', async () => {
    const failing: Promise<StreamHasher> = Promise.resolve({
      update: () => {
        throw new Error('out of memory')
      },
      digest: async () => new Uint8Array(32),
    })
    let worker!: StandInWorker
    const hasher = await workerHasher(() => (worker = new StandInWorker(failing)) as unknown as Worker)!()
    expect(await hasher.pass(new Uint8Array(GROUP_SIZE))).toEqual([])
    await expect(hasher.finish()).rejects.toThrow(/hashing failed: Error: out of memory/)
    expect(worker.terminated).toBe(true)
  })
})
