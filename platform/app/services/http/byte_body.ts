/*
 * Response bodies made of byte slices: bytes in memory, ranges of open files, other streams. A body
 * reads as any stream; piped into an HTTP response it reads file ranges into a few reused buffers
 * and writes them to the socket, each buffer taken back only once the socket has sent it (write
 * callback), reading ahead while the socket drains. Why: a fresh 1 MiB Buffer per read made V8
 * spend a fifth of a large download collecting garbage, with one chunk in flight at a time.
 */
import type { FileHandle } from 'node:fs/promises'
import { ServerResponse } from 'node:http'
import { Readable } from 'node:stream'

export type ByteSlice =
  Buffer | { file: Pick<FileHandle, 'read'>; start: number; length: number; label: string } | { stream: Readable; length: number; label: string }

/** Size of each read; 1 MiB reads are 2.5x faster than the 64 KiB default of file streams. */
export const BODY_CHUNK_BYTES = 1024 * 1024
/** Buffers of one response in flight at most: reading one while the socket sends the others. */
export const BODY_POOL_BUFFERS = 4
/**
 * Buffers beyond each response's first, shared by every response of the process: one download
 * alone reads ahead, fifty at once hold about one buffer each (50 x 4 MiB took the RSS past 350 MiB).
 */
export const BODY_SHARED_BUFFERS = 16

const BYTE_BODY = Symbol.for('sceau.byteBody')

export class ByteBody extends Readable {
  readonly [BYTE_BODY] = true
  #produce: () => AsyncIterable<ByteSlice>
  #release?: () => Promise<void>
  #released?: Promise<void>
  #taken = false
  #chunks?: AsyncGenerator<Buffer>

  /** `release` runs once, when the slices are read through or abandoned, or the body is destroyed unread. */
  constructor(produce: () => AsyncIterable<ByteSlice>, release?: () => Promise<void>) {
    super({ highWaterMark: BODY_CHUNK_BYTES })
    this.#produce = produce
    this.#release = release
  }

  static isByteBody(value: unknown): value is ByteBody {
    return typeof value === 'object' && value !== null && (value as { [BYTE_BODY]?: boolean })[BYTE_BODY] === true
  }

  /** The body's slices, once: another body or a writer takes them over instead of reading the stream. */
  async *slices(): AsyncGenerator<ByteSlice> {
    if (this.#taken) throw new Error('the slices of this body were already taken')
    this.#taken = true
    try {
      yield* this.#produce()
    } finally {
      await this.#releaseOnce()
    }
  }

  #releaseOnce() {
    this.#released ??= this.#release?.() ?? Promise.resolve()
    return this.#released
  }

  override _read() {
    this.#chunks ??= chunksOf(this.slices())
    this.#chunks.next().then(
      ({ done, value }) => this.push(done ? null : value),
      (error: Error) => this.destroy(error)
    )
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    // Slices being read release on return; a body nobody started releases here.
    const finished = this.#chunks ? this.#chunks.return(undefined).then(() => {}) : this.#taken ? Promise.resolve() : this.#releaseOnce()
    finished.then(
      () => callback(error),
      (releaseError: Error) => callback(error ?? releaseError)
    )
  }

  /** Into an HTTP response: pooled buffers written on the socket's pace; anywhere else, a plain pipe. */
  override pipe<T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T {
    if (!(destination instanceof ServerResponse) || this.#taken || options?.end === false) return super.pipe(destination, options)
    writeSlices(destination, this.slices()).then(
      () => {
        // Nothing left to read: the stream ends (listeners of "end" learn the body was sent).
        this.push(null)
        this.resume()
      },
      (error: Error) => this.destroy(error)
    )
    return destination
  }
}

/** A body of one file range; the handle is closed after it. */
export function fileRangeBody(file: FileHandle, start: number, length: number, label: string) {
  return new ByteBody(
    async function* () {
      if (length > 0) yield { file, start, length, label }
    },
    () => file.close()
  )
}

/** A source that gave another length than announced (a file cut short, a stream too long or short). */
function shortRead(label: string, read: number, expected: number) {
  return new Error(`${label}: ${read} bytes read, ${expected} expected`)
}

/** The slices as fresh buffers, for readers other than an HTTP response. */
async function* chunksOf(slices: AsyncIterable<ByteSlice>): AsyncGenerator<Buffer> {
  for await (const slice of slices) {
    if (Buffer.isBuffer(slice)) {
      if (slice.length) yield slice
    } else if ('file' in slice) {
      for (let done = 0; done < slice.length;) {
        const buffer = Buffer.allocUnsafe(Math.min(BODY_CHUNK_BYTES, slice.length - done))
        const { bytesRead } = await slice.file.read(buffer, 0, buffer.length, slice.start + done)
        if (bytesRead === 0) throw shortRead(slice.label, done, slice.length)
        done += bytesRead
        yield bytesRead === buffer.length ? buffer : buffer.subarray(0, bytesRead)
      }
    } else {
      yield* streamChunks(slice)
    }
  }
}

/** A stream slice's chunks; a stream giving more or fewer bytes than the slice says fails. */
async function* streamChunks(slice: { stream: Readable; length: number; label: string }) {
  let done = 0
  try {
    for await (const chunk of slice.stream as AsyncIterable<Buffer>) {
      done += chunk.length
      if (done > slice.length) throw shortRead(slice.label, done, slice.length)
      yield chunk
    }
  } finally {
    slice.stream.destroy()
  }
  if (done !== slice.length) throw shortRead(slice.label, done, slice.length)
}

/** Buffers lent beyond their response's first, across the process (at most BODY_SHARED_BUFFERS). */
let sharedLent = 0
export const sharedBuffersLent = () => sharedLent
/**
 * Buffers of finished responses, reused by the next ones (at most BODY_SHARED_BUFFERS kept): a dead
 * 1 MiB buffer is freed only by a full collection, which V8 runs once about 64 MiB of them piled up.
 */
const spares: Buffer[] = []

/**
 * The buffers of one response, lent to writes in flight: the first always, up to BODY_POOL_BUFFERS
 * while the process-wide budget lasts. `take` waits for one to come back, or gets null once the
 * response is gone; `close` gives the response's share of the budget back.
 */
class BufferPool {
  #free: Buffer[] = []
  #waiting: ((buffer: Buffer | null) => void)[] = []
  #owned = 0
  #shared = 0
  #cancelled = false
  #closed = false

  take(): Promise<Buffer | null> {
    if (this.#cancelled) return Promise.resolve(null)
    const buffer = this.#free.pop()
    if (buffer) return Promise.resolve(buffer)
    if (this.#owned === 0 || (this.#owned < BODY_POOL_BUFFERS && sharedLent < BODY_SHARED_BUFFERS)) {
      if (this.#owned > 0) {
        this.#shared++
        sharedLent++
      }
      this.#owned++
      return Promise.resolve(spares.pop() ?? Buffer.allocUnsafeSlow(BODY_CHUNK_BYTES))
    }
    return new Promise((resolve) => this.#waiting.push(resolve))
  }

  /** A buffer whose write is done: to a waiting read, or kept; after close, to the spares. */
  give(buffer: Buffer) {
    if (this.#closed) return void (spares.length < BODY_SHARED_BUFFERS && spares.push(buffer))
    const waiter = this.#waiting.shift()
    if (waiter) waiter(buffer)
    else this.#free.push(buffer)
  }

  cancel() {
    this.#cancelled = true
    for (const waiter of this.#waiting.splice(0)) waiter(null)
  }

  close() {
    this.cancel()
    this.#closed = true
    sharedLent -= this.#shared
    this.#shared = 0
    for (const buffer of this.#free.splice(0)) this.give(buffer)
  }
}

/**
 * Writes the slices to the response and ends it. A pooled buffer is reused only after its write
 * callback (the socket no longer needs its bytes). A client that leaves stops the writing.
 */
async function writeSlices(response: ServerResponse, slices: AsyncIterable<ByteSlice>) {
  // A HEAD answer has headers only: nothing to read.
  if (response.req?.method === 'HEAD') return void response.end()
  const pool = new BufferPool()
  let gone = response.destroyed
  let wake: (() => void) | undefined
  const onClose = () => {
    gone = true
    pool.cancel()
    wake?.()
  }
  const onDrain = () => wake?.()
  response.on('close', onClose)
  response.on('drain', onDrain)
  const drained = () => new Promise<void>((resolve) => (wake = resolve)).finally(() => (wake = undefined))
  try {
    for await (const slice of slices) {
      if (gone) break
      if (Buffer.isBuffer(slice)) {
        // Bytes already in memory (headers of a layout): no reason to wait for the socket.
        if (slice.length) response.write(slice)
      } else if ('file' in slice) {
        for (let done = 0; done < slice.length;) {
          const buffer = await pool.take()
          if (!buffer) break
          const { bytesRead } = await slice.file.read(buffer, 0, Math.min(buffer.length, slice.length - done), slice.start + done)
          if (bytesRead === 0) throw shortRead(slice.label, done, slice.length)
          done += bytesRead
          if (gone) break
          response.write(bytesRead === buffer.length ? buffer : buffer.subarray(0, bytesRead), () => pool.give(buffer))
        }
      } else {
        for await (const chunk of streamChunks(slice)) {
          if (!response.write(chunk) && !gone) await drained()
          if (gone) break
        }
      }
    }
    if (!gone) response.end()
  } finally {
    pool.close()
    response.off('close', onClose)
    response.off('drain', onDrain)
  }
}
