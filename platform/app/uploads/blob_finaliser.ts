import type { EventBus, LoggerService, QueueService, StorageService } from '@sceau/plugin-sdk/server'
import { RunningDigest, type LiveHashes } from './live_hashes.js'
import type { UploadRepository } from './upload_repository.js'

export const SHA256_MISMATCH = 'sha256-mismatch'
/** The storage lost part of the upload (its bytes cannot be read back whole): the sender has to send the file again. */
export const STORAGE_FAILED = 'storage-failed'

/**
 * Turns a fully stored upload into a ready (or rejected) blob: "analysing" until its SHA-256 is
 * known, from the digest computed while it streamed in, or else from one re-read of the stored
 * bytes in a queued job. Emits upload:blob-ready / upload:blob-rejected exactly once.
 */
export class BlobFinaliser {
  constructor(
    private repository: UploadRepository,
    private hashes: LiveHashes,
    private storage: StorageService,
    private events: EventBus,
    private queue: QueueService,
    private logger: LoggerService,
    /** Queues the re-read of a blob whose running digest this process does not have. */
    private dispatchAnalysis: (queue: QueueService, blobId: string) => Promise<unknown>
  ) {}

  /** Every byte of the upload is stored. */
  async completed(blobId: string, storageKey: string, size: number) {
    const digest = this.hashes.take(storageKey, size)
    if (!(await this.repository.markAnalysing(blobId, size))) return
    if (digest) await this.finish(blobId, digest)
    else await this.dispatchAnalysis(this.queue, blobId)
  }

  /** Hashes the stored bytes in one pass (the fallback when no process saw the whole upload). */
  async analyse(blobId: string) {
    const blob = await this.repository.blob(blobId)
    if (!blob || blob.state !== 'analysing') return
    const digest = new RunningDigest()
    for await (const chunk of await this.storage.getStream(blob.storageKey)) digest.update(chunk as Buffer)
    if (digest.offset !== blob.size) {
      throw new Error(`blob ${blobId}: ${digest.offset} bytes stored, ${blob.size} declared`)
    }
    await this.finish(blobId, digest.digest())
  }

  /** The stored bytes cannot be read back whole after every retry: rejected, so it is never handed out as ready. */
  async fail(blobId: string, reason = STORAGE_FAILED) {
    const blob = await this.repository.blob(blobId)
    if (!blob || !(await this.repository.reject(blobId, reason))) return
    this.logger.warn('upload rejected', { blobId, reason })
    // No SHA-256 was computed: the event carries an empty one (the reason says why).
    const payload = { blobId, batchId: blob.batchId, owner: blob.owner, ownerRef: blob.ownerRef, sha256: '', size: blob.size }
    await this.events.emit('upload:blob-rejected', { ...payload, reason, clientSha256: blob.clientSha256 })
  }

  async finish(blobId: string, digest: { sha256: string; crc32: number }) {
    const blob = await this.repository.blob(blobId)
    if (!blob) return
    const rejectReason = blob.clientSha256 && blob.clientSha256 !== digest.sha256 ? SHA256_MISMATCH : null
    if (!(await this.repository.finish(blobId, { ...digest, rejectReason }))) return
    const payload = {
      blobId,
      batchId: blob.batchId,
      owner: blob.owner,
      ownerRef: blob.ownerRef,
      sha256: digest.sha256,
      size: blob.size,
    }
    if (rejectReason) {
      this.logger.warn('upload rejected', { blobId, reason: rejectReason })
      await this.events.emit('upload:blob-rejected', { ...payload, reason: rejectReason, clientSha256: blob.clientSha256 })
    } else {
      await this.events.emit('upload:blob-ready', payload)
    }
  }
}
