import { stat } from 'node:fs/promises'
import type { ReadStream } from 'node:fs'
import type { Readable } from 'node:stream'
import type { Part } from '@aws-sdk/client-s3'
import { S3Store, type MetadataValue, type Options } from '@tus/s3-store'
import type { Upload } from '@tus/utils'
import { outageOf } from '#exceptions/engine_outage'
import type { UploadRepository } from './upload_repository.js'

const SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH'])

/**
 * The tus S3 store, with the parts of each multipart upload recorded in the database as they are
 * stored instead of read back with ListParts: some S3-compatible servers (s3rver) lack ListParts
 * and AbortMultipartUpload, and one shared list serves every process the same answer.
 */
export class TrackedS3Store extends S3Store {
  constructor(
    options: Options,
    private repository: UploadRepository
  ) {
    super(options)
  }

  protected async uploadPart(metadata: MetadataValue, readStream: ReadStream | Readable | Buffer, partNumber: number) {
    const size = Buffer.isBuffer(readStream) ? readStream.length : (await stat((readStream as ReadStream).path)).size
    const etag = await super.uploadPart(metadata, readStream, partNumber)
    await this.repository.recordPart(metadata.file.id, { partNumber, etag: etag ?? '', size })
    return etag
  }

  /** The consecutive parts from 1: a gap left by a failed part ends what counts as stored. */
  protected async retrieveParts(id: string): Promise<Part[]> {
    const parts: Part[] = []
    for (const part of await this.repository.parts(id)) {
      if (part.partNumber !== parts.length + 1) break
      parts.push({ PartNumber: part.partNumber, ETag: part.etag, Size: part.size })
    }
    return parts
  }

  /**
   * A connection to the bucket refused or cut mid-part can surface as a bare socket error: marked as
   * the bucket's, so it answers 503. One that names another engine (the parts list is in the database) keeps its name.
   */
  async write(src: Readable, id: string, offset: number) {
    try {
      return await super.write(src, id, offset)
    } catch (error) {
      const { code, $metadata } = error as { code?: string; $metadata?: unknown }
      if ($metadata || !SOCKET_ERRORS.has(code ?? '') || outageOf(error)) throw error
      throw Object.assign(new Error((error as Error).message, { cause: error }), { code, $metadata: {} })
    }
  }

  /**
   * The offset the bucket confirms. Every part recorded is not yet a stored file: until the
   * multipart upload is completed the object does not exist, so a completion that failed (the bucket
   * went away at the last step) is tried again here, and while it fails no offset is reported.
   */
  async getUpload(id: string) {
    const upload = await super.getUpload(id)
    if (upload.size === undefined || upload.offset !== upload.size || (await this.#objectStored(id, upload.size))) return upload
    const metadata = await this.getMetadata(id)
    await this.finishMultipartUpload(metadata, await this.retrieveParts(id))
    await this.completeMetadata(metadata.file)
    await this.clearCache(id)
    return upload
  }

  /** Whether the completed object is in the bucket, at its full size. */
  async #objectStored(id: string, size: number) {
    try {
      return (await this.client.headObject({ Bucket: this.bucket, Key: id })).ContentLength === size
    } catch (error) {
      if ((error as { name?: string }).name === 'NotFound' || (error as { name?: string }).name === 'NoSuchKey') return false
      throw error
    }
  }

  /** A multipart upload whose info object could not be written is aborted at once: nothing else would know its id. */
  protected async saveMetadata(upload: Upload, uploadId: string) {
    try {
      await super.saveMetadata(upload, uploadId)
    } catch (error) {
      await this.client.abortMultipartUpload({ Bucket: this.bucket, Key: upload.id, UploadId: uploadId }).catch(() => {})
      throw error
    }
  }

  /** Deletes whatever exists of the upload (object, info, incomplete part, pending multipart); never fails on missing pieces. */
  async remove(id: string) {
    const uploadId = await this.getMetadata(id).then(
      (metadata) => metadata['upload-id'],
      () => undefined
    )
    if (uploadId) {
      await this.client.abortMultipartUpload({ Bucket: this.bucket, Key: id, UploadId: uploadId }).catch(() => {})
    }
    await this.client.deleteObjects({
      Bucket: this.bucket,
      Delete: { Objects: [{ Key: id }, { Key: this.infoKey(id) }, { Key: this.partKey(id, true) }], Quiet: true },
    })
    await this.repository.deleteParts(id)
    await this.clearCache(id)
  }
}
