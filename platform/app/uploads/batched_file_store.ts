import { open } from 'node:fs/promises'
import { resolve, sep } from 'node:path'
import type { Readable } from 'node:stream'
import { FileStore } from '@tus/file-store'
import { ERRORS } from '@tus/utils'
import { outageOf } from '#exceptions/engine_outage'

/** Bytes gathered before one positional write: the socket's 64 KiB chunks, sixteen at a time. */
const WRITE_BATCH_BYTES = 1024 * 1024

/**
 * tus's file store, writing a chunk's bytes in 1 MiB batches at their offset (one write in flight
 * while the next batch fills) instead of through a write stream that waits on the disk for each
 * 64 KiB chunk: the stored bytes are the same, with sixteen times fewer trips to the thread pool.
 * Everything received is on disk before the new offset is returned, also when the client leaves.
 */
export class BatchedFileStore extends FileStore {
  #directory: string

  constructor(options: ConstructorParameters<typeof FileStore>[0]) {
    super(options)
    this.#directory = resolve(options.directory)
  }

  /** The upload's file, as the file store places it (never outside its directory). */
  #path(fileId: string) {
    const path = resolve(this.#directory, fileId)
    if (!path.startsWith(this.#directory + sep)) throw ERRORS.FILE_NOT_FOUND
    return path
  }

  override async write(readable: Readable, fileId: string, offset: number) {
    const file = await open(this.#path(fileId), 'r+')
    let position = offset
    let batch: Buffer[] = []
    let batchBytes = 0
    let writing: Promise<unknown> = Promise.resolve()
    const flush = async () => {
      const chunks = batch
      const at = position
      position += batchBytes
      batch = []
      batchBytes = 0
      await writing
      writing = writeAll(file, chunks, at)
    }
    let failure: unknown = null
    try {
      for await (const chunk of readable as AsyncIterable<Buffer>) {
        batch.push(chunk)
        batchBytes += chunk.length
        if (batchBytes >= WRITE_BATCH_BYTES) await flush()
      }
    } catch (error) {
      failure = error
    }
    try {
      // What arrived before a failure is kept, as the stream-based store keeps what it wrote.
      if (batchBytes) await flush()
      await writing
    } catch (error) {
      failure ??= error
    } finally {
      await file.close()
    }
    // A full disk keeps its own error, which answers 507; anything else is tus's write error.
    if (failure) throw outageOf(failure) === 'full' ? failure : ERRORS.FILE_WRITE_ERROR
    return position
  }
}

/** writev may write part of what it was given (disk full stops it with an error; signals may split it). */
async function writeAll(file: Awaited<ReturnType<typeof open>>, chunks: Buffer[], position: number) {
  let remaining = chunks
  let at = position
  while (remaining.length) {
    const { bytesWritten } = await file.writev(remaining, at)
    if (bytesWritten === 0) throw new Error(`nothing written at ${at}`)
    at += bytesWritten
    let skip = bytesWritten
    while (remaining.length && skip >= remaining[0].length) {
      skip -= remaining[0].length
      remaining = remaining.slice(1)
    }
    if (skip) remaining = [remaining[0].subarray(skip), ...remaining.slice(1)]
  }
}
