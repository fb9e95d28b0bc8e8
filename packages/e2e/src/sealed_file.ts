/*
 * A file encrypted range by range as an upload asks for it (docs/e2e-format.md §8): only the chunks of the
 * range asked are read and sealed, so a resumed upload starts at the chunk of its offset; the plaintext SHA-256
 * goes on from a saved hasher state, so the bytes before the offset are neither read again nor sealed again.
 */
import { createSHA256, type IHasher } from 'hash-wasm'
import { fromBase64Url, toBase64Url, toHex } from '@sceau/proof/bytes'
import { E2eError } from './errors.ts'
import type { ChunkSealer } from './random_access.ts'

/** The plaintext hash so far: after `chunks` chunks, hash-wasm's SHA-256 state (base64url). */
export interface HashProgress {
  chunks: number
  state: string
}

export interface SealedFileProgress {
  /** Plaintext SHA-256 (hex) once every chunk was read. */
  sha256: string | null
  hashed: HashProgress | null
}

// Catching the hash up (a resume past a saved state) reads this much plaintext at a time.
const CATCH_UP_BYTES = 8 * 1024 * 1024

/** Blob bytes; jsdom's Blob reads only through FileReader. */
async function bytesOf(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer())
  // This package compiles without DOM typings; FileReader exists where arrayBuffer() does not.
  const Reader = (
    globalThis as unknown as {
      FileReader: new () => { result: unknown; error: unknown; onload: () => void; onerror: () => void; readAsArrayBuffer(blob: Blob): void }
    }
  ).FileReader
  return new Promise((resolve, reject) => {
    const reader = new Reader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error)
    reader.readAsArrayBuffer(blob)
  })
}

export class SealedFile {
  readonly size: number
  #hasher: IHasher | null = null
  #hashed = 0
  #queue: Promise<unknown> = Promise.resolve()
  #ahead: { start: number; end: number; result: Promise<Uint8Array> } | null = null

  /**
   * `progress` is updated in place after every range (and `onProgress` called): kept by the caller, it lets a
   * later SealedFile of the same file, key and nonce prefix go on where this one stopped.
   */
  constructor(
    private file: Blob,
    private sealer: ChunkSealer,
    readonly progress: SealedFileProgress,
    private onProgress: () => void = () => {}
  ) {
    if (file.size !== sealer.size) throw new E2eError('mismatch', `the file has ${file.size} bytes, not the ${sealer.size} planned`)
    this.size = sealer.length
  }

  /** Ciphertext bytes [start, end); the next range is prepared meanwhile, as uploads read ranges in order. */
  slice(start: number, end: number): Promise<Uint8Array> {
    end = Math.min(end, this.size)
    const ahead = this.#ahead
    this.#ahead = null
    const result = ahead && ahead.start === start && ahead.end === end ? ahead.result : this.#queued(start, end)
    if (end < this.size) {
      const next = { start: end, end: Math.min(this.size, 2 * end - start), result: this.#queued(end, Math.min(this.size, 2 * end - start)) }
      next.result.catch(() => {})
      this.#ahead = next
    }
    return result
  }

  /** Settles once the range prepared ahead is made (its progress then kept). */
  settled(): Promise<void> {
    return this.#queue.then(() => {})
  }

  // One range at a time: the hash takes chunks in order.
  #queued(start: number, end: number): Promise<Uint8Array> {
    const result = this.#queue.then(() => this.#make(start, end))
    this.#queue = result.catch(() => {})
    return result
  }

  async #make(start: number, end: number): Promise<Uint8Array> {
    const s = this.sealer
    if (start < 0 || start >= end) throw new E2eError('format', `empty or negative range ${start}..${end}`)
    const first = s.chunkAt(start)
    const last = s.chunkAt(end - 1)
    await this.#catchUp(first)
    const from = s.plainRange(first)[0]
    const to = s.plainRange(last)[1]
    const plain = await this.#read(from, to)
    const sealed: Promise<Uint8Array>[] = []
    for (let index = first; index <= last; index++) {
      const [a, b] = s.plainRange(index)
      sealed.push(s.seal(index, plain.subarray(a - from, b - from)))
    }
    // Hashed while WebCrypto seals on its own thread (it took its copy of each chunk when called).
    if (this.#hashed <= last && this.#hashed >= first) {
      this.#hasher!.update(plain.subarray(s.plainRange(this.#hashed)[0] - from))
      this.#hashed = last + 1
    }
    const pieces: [number, Uint8Array][] = first === 0 ? [[0, s.header.bytes]] : []
    for (const [i, bytes] of (await Promise.all(sealed)).entries()) pieces.push([s.offsetOf(first + i), bytes])
    this.#save()
    // Bytes, not a Blob: a request body of bytes is one copy, and what the browser's tools can show.
    const out = new Uint8Array(end - start)
    for (const [at, bytes] of pieces) {
      const cut = bytes.subarray(Math.max(0, start - at), Math.max(0, Math.min(bytes.length, end - at)))
      out.set(cut, Math.max(0, at - start))
    }
    return out
  }

  async #read(from: number, to: number): Promise<Uint8Array> {
    const plain = await bytesOf(this.file.slice(from, to))
    if (plain.length !== to - from) throw new E2eError('mismatch', 'the file changed while it was read')
    return plain
  }

  /** The hash brought to the start of chunk `first` (from the saved state, reading what lies between). */
  async #catchUp(first: number) {
    if (!this.#hasher) {
      this.#hasher = await createSHA256()
      const saved = this.progress.hashed
      if (saved) {
        this.#hasher.load(fromBase64Url(saved.state))
        this.#hashed = saved.chunks
      } else this.#hasher.init()
    }
    const s = this.sealer
    const step = Math.max(1, Math.floor(CATCH_UP_BYTES / s.header.chunkSize))
    // Chunks before `first` are full ones: their plaintext is contiguous.
    while (this.#hashed < first) {
      const upTo = Math.min(first, this.#hashed + step)
      this.#hasher.update(await this.#read(s.plainRange(this.#hashed)[0], s.plainRange(upTo - 1)[1]))
      this.#hashed = upTo
    }
  }

  #save() {
    // Finished before (a retried last range): the digest is known and the hasher already finalised.
    if (this.progress.sha256 !== null && this.progress.hashed?.chunks === this.sealer.chunks) return
    const hasher = this.#hasher!
    this.progress.hashed = { chunks: this.#hashed, state: toBase64Url(hasher.save()) }
    if (this.#hashed === this.sealer.chunks) this.progress.sha256 = toHex(hasher.digest('binary'))
    this.onProgress()
  }
}
