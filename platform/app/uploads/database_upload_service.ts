import {
  PLUGIN_ID_PATTERN,
  UploadService,
  type BlobService,
  type BlobState,
  type CloseBatchOptions,
  type CreateBatchInput,
  type UploadBatch,
  type AnnouncedFile,
  type UploadPolicy,
} from '@sceau/plugin-sdk/server'
import { UPLOAD_PROTOCOL } from '@sceau/shared'
import { announcedPath } from './blob_placement.js'
import type { UploadRepository } from './upload_repository.js'
import { hashUploadToken, newId, newUploadToken } from './upload_tokens.js'

/** Batches in the database; the token is handed out once and kept only as a hash. */
export class DatabaseUploadService extends UploadService {
  constructor(
    private repository: UploadRepository,
    private blobs: BlobService
  ) {
    super()
  }

  async createBatch(input: CreateBatchInput) {
    const { owner, ownerRef, policy, expiresInSeconds } = input
    if (owner !== 'platform' && !PLUGIN_ID_PATTERN.test(owner)) throw new TypeError(`invalid batch owner "${owner}"`)
    if (!ownerRef) throw new TypeError('a batch needs an ownerRef')
    for (const [name, value] of Object.entries({ ...policy, expiresInSeconds })) {
      if (name !== 'allowFolders' && !(Number.isSafeInteger(value) && (value as number) > 0)) {
        throw new TypeError(`batch ${name} must be a positive integer`)
      }
    }
    const fullPolicy = { ...policy, allowFolders: !!policy.allowFolders }
    const announcedFiles = input.files ? announcement(input.files, fullPolicy) : null
    const batchId = newId()
    const uploadToken = newUploadToken()
    const expiresAt = new Date(Date.now() + expiresInSeconds * 1000)
    await this.repository.insertBatch({
      id: batchId,
      owner,
      ownerRef,
      organisationId: input.organisationId,
      policy: fullPolicy,
      announcedFiles,
      state: 'open',
      expiresAt,
      closedAt: null,
      createdAt: new Date(),
      tokenHash: hashUploadToken(uploadToken),
    })
    return { batchId, uploadToken, endpoint: UPLOAD_PROTOCOL.endpoint, expiresAt }
  }

  async closeBatch(batchId: string, options: CloseBatchOptions = {}) {
    if (!(await this.repository.batch(batchId))) throw new Error(`no upload batch ${batchId}`)
    await this.repository.closeBatch(batchId, options.retainUntil ?? null)
    for (const blob of await this.repository.blobsOf(batchId)) {
      if (blob.state === 'uploading') await this.blobs.delete(blob.id)
    }
    return (await this.batch(batchId))!
  }

  async batch(batchId: string): Promise<UploadBatch | null> {
    const batch = await this.repository.batch(batchId)
    if (!batch) return null
    const files = await this.repository.blobsOf(batchId)
    const states: Record<BlobState, number> = { uploading: 0, analysing: 0, ready: 0, rejected: 0 }
    for (const file of files) states[file.state]++
    return {
      id: batch.id,
      owner: batch.owner,
      ownerRef: batch.ownerRef,
      organisationId: batch.organisationId,
      policy: batch.policy,
      announcedFiles: batch.announcedFiles,
      state: batch.state,
      expiresAt: batch.expiresAt,
      closedAt: batch.closedAt,
      files,
      totals: {
        files: files.length,
        bytes: files.reduce((sum, file) => sum + file.size, 0),
        receivedBytes: files.reduce((sum, file) => sum + file.receivedBytes, 0),
        states,
      },
    }
  }
}

/** The announced files with the paths their uploads will have; a bad name refuses the whole batch (translated 400). */
function announcement(files: AnnouncedFile[], policy: UploadPolicy) {
  return files.map((file) => {
    if (!Number.isSafeInteger(file.size) || file.size < 0) throw new TypeError(`announced file size must be a whole number, got ${file.size}`)
    return { path: announcedPath(file.path, policy), size: file.size }
  })
}
