import { pipeline, Transform } from 'node:stream'
import { ApiError, BlobService, type ImportBlobInput, type StorageService } from '@sceau/plugin-sdk/server'
import { blobMime, blobPlacement } from './blob_placement.js'
import { RunningDigest } from './live_hashes.js'
import { storageKeyOf, type UploadEndpoint } from './upload_endpoint.js'
import { reservationRefusal, uploadErrors } from './upload_errors.js'
import { isWritable, type UploadRepository } from './upload_repository.js'
import { newId, SHA256_PATTERN } from './upload_tokens.js'

/** Blobs read and deleted through the storage the upload store wrote to (same keys on disk and in S3). */
export class StorageBlobService extends BlobService {
  constructor(
    private repository: UploadRepository,
    private storage: StorageService,
    private endpoint: UploadEndpoint
  ) {
    super()
  }

  get(id: string) {
    return this.repository.blob(id)
  }

  list(batchId: string) {
    return this.repository.blobsOf(batchId)
  }

  async stream(id: string, range?: { start: number; end: number }) {
    const blob = await this.repository.blob(id)
    // Bytes still arriving are nobody's to read yet.
    if (!blob || blob.state === 'uploading') throw ApiError.notFound()
    return this.storage.getStream(blob.storageKey, range)
  }

  async delete(id: string) {
    const blob = await this.repository.blob(id)
    if (!blob) return
    await this.purge(blob.storageKey)
    await this.repository.deleteBlob(id)
  }

  async deleteBatch(batchId: string) {
    for (const blob of await this.repository.blobsOf(batchId)) await this.purge(blob.storageKey)
    await this.repository.deleteBatch(batchId)
  }

  async importFromStorage(batchId: string, input: ImportBlobInput) {
    const batch = await this.repository.batch(batchId)
    if (!batch || !isWritable(batch)) throw uploadErrors.batchClosed()
    const sha256 = input.sha256.toLowerCase()
    if (!SHA256_PATTERN.test(sha256)) throw uploadErrors.badChecksum()
    if (!Number.isSafeInteger(input.size) || input.size < 0) throw new TypeError(`import of ${input.sourceKey}: invalid size ${input.size}`)
    const { path, name } = blobPlacement(input.name, input.path, batch.policy)
    const mime = blobMime(input.mime)
    const id = newId()
    const storageKey = storageKeyOf(id)
    // The declared SHA-256 plays the client's part: the finaliser rejects bytes that differ from it.
    const reservation = await this.repository.reserveBlob(batchId, { id, name, path, mime, size: input.size, storageKey, clientSha256: sha256 })
    if (!reservation.ok) throw reservationRefusal(reservation)
    if (reservation.replaced) await this.purge(reservation.replaced.storageKey)
    try {
      const digest = new RunningDigest()
      const source = await this.storage.getStream(input.sourceKey)
      await this.storage.put(
        storageKey,
        pipeline(source, digestOf(digest, input.size), () => {}),
        { contentType: mime }
      )
      if (digest.offset !== input.size) throw new Error(`import of ${input.sourceKey}: ${digest.offset} bytes read, ${input.size} expected`)
      const { finaliser } = this.endpoint
      if (!(await this.repository.markAnalysing(id, input.size))) throw new Error(`import of ${input.sourceKey}: blob ${id} is gone`)
      await finaliser.finish(id, digest.digest())
    } catch (error) {
      await this.delete(id)
      throw error
    }
    return (await this.repository.blob(id))!
  }

  /** Removes every piece an upload store may have left for the key, whatever state it reached. */
  async purge(storageKey: string) {
    await this.endpoint.store.remove(storageKey).catch(() => {})
    for (const suffix of ['', '.json', '.info', '.part']) await this.storage.delete(`${storageKey}${suffix}`)
    await this.repository.deleteParts(storageKey)
  }
}

/** Passes the bytes through, hashing them; more than `limit` bytes fail the copy at once. */
function digestOf(digest: RunningDigest, limit: number) {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      digest.update(chunk)
      if (digest.offset > limit) return callback(new Error(`source longer than the ${limit} bytes expected`))
      callback(null, chunk)
    },
  })
}
