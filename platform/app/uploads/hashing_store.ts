import { Transform, type Readable } from 'node:stream'
import { DataStore, ERRORS, type Upload } from '@tus/utils'
import { BatchedFileStore } from './batched_file_store.js'
import type { LiveHashes } from './live_hashes.js'
import { uploadErrors } from './upload_errors.js'

export interface HashingStoreOptions {
  /** Largest body of one request; enforced here when the client sent no Content-Length. */
  maxChunkBytes: number
  /** Called after each successful write with the new offset (progress bookkeeping). */
  onWritten?: (id: string, offset: number) => Promise<void>
}

/**
 * Wraps the tus data store: every byte a PATCH stores passes once through the upload's running
 * SHA-256 and CRC-32 on its way to the store, so a file is hashed while it is stored, without a
 * second read, whenever one process saw all of it.
 */
export class HashingStore extends DataStore {
  constructor(
    readonly inner: DataStore,
    private hashes: LiveHashes,
    private options: HashingStoreOptions
  ) {
    super()
    this.extensions = inner.extensions.filter((extension) => extension !== 'creation-defer-length')
  }

  create(upload: Upload) {
    return this.inner.create(upload)
  }

  async remove(id: string) {
    this.hashes.drop(id)
    await this.inner.remove(id)
  }

  async write(stream: Readable, id: string, offset: number) {
    const digest = this.hashes.resume(id, offset)
    const max = this.options.maxChunkBytes
    let seen = 0
    let overLimit: Error | null = null
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        seen += chunk.length
        if (seen > max) return callback((overLimit = uploadErrors.chunkTooLarge()))
        digest?.update(chunk)
        callback(null, chunk)
      },
    })
    stream.on('error', (error) => meter.destroy(error))
    // The store's write reports the failure; an 'error' event nobody hears would end the process.
    meter.on('error', () => {})
    return this.#stored(
      id,
      digest,
      () => this.inner.write(stream.pipe(meter), id, offset),
      () => overLimit
    )
  }

  /** Whether `writeRequest` can take a PATCH body straight from Node's request (the file store). */
  get writesRequests() {
    return this.inner instanceof BatchedFileStore
  }

  /**
   * `write` for a body read straight from the request (`BatchedFileStore.writeRequest`): the same
   * limits (tus's `maxBodyBytes`, then the chunk size), the same running digests, with no stream
   * between the socket's chunks and the hash and the file.
   */
  async writeRequest(source: Readable, id: string, offset: number, maxBodyBytes: number, signal: AbortSignal) {
    const digest = this.hashes.resume(id, offset)
    const maxChunk = this.options.maxChunkBytes
    let seen = 0
    const accept = (chunk: Buffer) => {
      seen += chunk.length
      if (seen > maxBodyBytes) throw ERRORS.ERR_MAX_SIZE_EXCEEDED
      if (seen > maxChunk) throw uploadErrors.chunkTooLarge()
      digest?.update(chunk)
    }
    return this.#stored(id, digest, () => (this.inner as BatchedFileStore).writeRequest(id, offset, { source, signal, accept }))
  }

  async #stored(id: string, digest: ReturnType<LiveHashes['resume']>, write: () => Promise<number>, refusal = (): Error | null => null) {
    let offsetAfter: number
    try {
      offsetAfter = await write()
    } catch (error) {
      // Part of what was hashed may not be stored: the digest no longer describes the stored bytes.
      this.hashes.drop(id)
      // Stores wrap stream errors in their own: the client should learn the chunk was too large.
      throw refusal() ?? error
    }
    if (digest && digest.offset !== offsetAfter) this.hashes.drop(id)
    await this.options.onWritten?.(id, offsetAfter)
    return offsetAfter
  }

  getUpload(id: string) {
    return this.inner.getUpload(id)
  }

  declareUploadLength(id: string, length: number) {
    return this.inner.declareUploadLength(id, length)
  }

  deleteExpired() {
    return this.inner.deleteExpired()
  }

  getExpiration() {
    return this.inner.getExpiration()
  }
}
