import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { BlobService, LoggerService, QueueService, UploadService, type BlobEventPayload } from '@sceau/plugin-sdk/server'
import { SealFileJob } from '../jobs/seal_file_job.js'
import { depositTable, fileTable } from './consignment_tables.js'
import { affected, depositRepository, type FileRow } from './deposit_repository.js'

/**
 * The way of a deposited file to sealing: its blob arrives (upload:blob-ready), its SHA-256 is
 * recorded and the seal job is queued. Once every declared file has its bytes the upload batch is
 * closed and kept (the deposit's files are downloadable for as long as it exists).
 */
@inject()
export class DepositFiles {
  constructor(
    private uploads: UploadService,
    private blobs: BlobService,
    private queue: QueueService,
    private logger: LoggerService
  ) {}

  /** Queues the seal; one pending job per file whoever asks. */
  async queueSeal(fileId: number) {
    await this.queue.dispatch(SealFileJob, { fileId }, { jobKey: `consignment-seal-${fileId}` })
  }

  /** A blob of one of our batches is stored and hashed: attach it to the declared file it matches. */
  async onBlobReady(event: BlobEventPayload) {
    if (event.owner !== 'consignment') return
    const deposit = await depositRepository.depositByUid(event.ownerRef)
    const blob = await this.blobs.get(event.blobId)
    // Bytes may arrive while the card payment is taken (payment_pending): kept, sealed once paid.
    if (!deposit || !blob || (deposit.state !== 'uploading' && deposit.state !== 'payment_pending')) {
      if (blob && !deposit) await this.blobs.delete(blob.id)
      return
    }
    if ((await depositRepository.fileBy('blob_id', blob.id)) !== null) return
    const declared = (await depositRepository.files(deposit.id)).find((f) => f.state === 'waiting' && !f.blobId && f.path === blob.path && f.size === blob.size)
    if (!declared) {
      // Not what was declared (and paid for): the bytes are not kept.
      this.logger.warn('undeclared blob in a deposit batch deleted', { deposit: deposit.uid, blob: blob.id })
      await this.blobs.delete(blob.id)
      return
    }
    // The declared checksum (computed in the browser) must match the server's.
    if (declared.sha256 && declared.sha256 !== event.sha256) {
      await depositRepository.updateFile(declared.id, { state: 'failed', failReason: 'sha256-mismatch' })
      await this.blobs.delete(blob.id)
      return
    }
    const attached = await db
      .from(fileTable.table)
      .where('id', declared.id)
      .whereNull('blob_id')
      .update(fileTable.write({ blobId: blob.id, storageKey: blob.storageKey, sha256: event.sha256, mime: blob.mime || declared.mime }))
    if (!affected(attached)) return
    if ((await depositRepository.deposit(deposit.id))?.state !== 'uploading') return
    await this.queueSeal(declared.id)
    await this.#closeWhenComplete(deposit.id)
  }

  /** The deposit was paid (payment_pending -> uploading): files whose bytes arrived meanwhile are sealed now. */
  async resume(depositId: number) {
    for (const file of await depositRepository.files(depositId)) {
      if (file.blobId && file.state === 'waiting') await this.queueSeal(file.id)
    }
    await this.#closeWhenComplete(depositId)
  }

  async #closeWhenComplete(depositId: number) {
    const files = await depositRepository.files(depositId)
    if (files.some((f) => !f.blobId && f.state !== 'failed')) return
    const moved = await db
      .from(depositTable.table)
      .where('id', depositId)
      .where('state', 'uploading')
      .update(depositTable.write({ state: 'sealing', updatedAt: new Date() }))
    const deposit = await depositRepository.deposit(depositId)
    if (affected(moved) && deposit?.batchId) await this.uploads.closeBatch(deposit.batchId, { retainUntil: null })
  }

  /** Moves a file on when the usual path stalled: a blob-ready event nobody heard, or a seal job out of retries. */
  async advance(file: FileRow) {
    if (file.sha256) return this.queueSeal(file.id)
    const deposit = await depositRepository.deposit(file.depositId)
    if (!deposit?.batchId || deposit.state !== 'uploading') return
    for (const blob of await this.blobs.list(deposit.batchId)) {
      if (blob.state !== 'ready' || !blob.sha256) continue
      await this.onBlobReady({ blobId: blob.id, batchId: blob.batchId, owner: blob.owner, ownerRef: blob.ownerRef, sha256: blob.sha256, size: blob.size })
    }
  }
}
