/*
 * Uploads and blobs: one resumable upload endpoint (tus 1.0 at /api/v2/uploads) for every plugin.
 * A plugin opens a batch for one transfer / deposit / reception, hands its upload token to the
 * browser, and attaches the resulting blobs; plugins never store bytes themselves.
 */
import type { Readable } from 'node:stream'

export type BlobState = 'uploading' | 'analysing' | 'ready' | 'rejected'

/** What a batch accepts; the server enforces it on every upload (docs/product.md §5, §6, §9). */
export interface UploadPolicy {
  /** Largest single file, in bytes. */
  maxFileBytes: number
  /** Sum of every file of the batch, in bytes. */
  maxTotalBytes: number
  maxFiles: number
  /** Whether files may carry a relative path (a dropped folder); otherwise a path is refused. */
  allowFolders: boolean
}

/** A file the batch is opened for: its relative path ("folder/a.txt", or the name alone) and its exact size. */
export interface AnnouncedFile {
  path: string
  size: number
}

export interface CreateBatchInput {
  /** Plugin id that owns the batch; events about its blobs carry it. */
  owner: string
  /** The owner's own reference (transfer id, deposit id...), echoed in events. */
  ownerRef: string
  organisationId: number | null
  policy: UploadPolicy
  /** An open batch not closed by then is abandoned: the cleanup job deletes it with its bytes. */
  expiresInSeconds: number
  /**
   * The files the batch is for. Names are checked here (createBatch throws the translated 400:
   * "..", empty, control characters, over 255 bytes); then each upload must be one of them (same
   * sanitised path and size), once: another file, another size or a second copy of a finished one
   * is refused, an unfinished one is replaced (a client that lost its upload URL starts it again).
   * Required, so no plugin forgets it: null only when the files are not known when the batch opens
   * (a transfer whose client sent no list); the policy still applies.
   */
  files: AnnouncedFile[] | null
}

export interface CreatedBatch {
  batchId: string
  /** Secret the browser sends as `Authorization: Bearer <token>`; shown once, stored hashed. */
  uploadToken: string
  /** Path of the tus endpoint, relative to the app URL. */
  endpoint: string
  expiresAt: Date
}

/** docs/architecture.md §2's blob, plus its CRC-32 and the client-declared SHA-256. */
export interface Blob {
  id: string
  batchId: string
  owner: string
  ownerRef: string
  /** File name (last segment of `path`). */
  name: string
  /** Sanitised relative path inside the dropped folder, including the name ("a.txt" without a folder). */
  path: string
  mime: string
  size: number
  /** Bytes stored so far (equals size once uploaded). */
  receivedBytes: number
  storageKey: string
  state: BlobState
  /** Lower-case hex SHA-256 computed by the server; null until analysed. */
  sha256: string | null
  /** Lower-case hex SHA-256 the client declared, if any. */
  clientSha256: string | null
  /** CRC-32 of the bytes (for ZIP entries with exact sizes); null until analysed. */
  crc32: number | null
  /** Why the blob was rejected (e.g. "sha256-mismatch"). */
  rejectReason: string | null
  createdAt: Date
  completedAt: Date | null
}

/** Bytes already in storage (another plugin's copy) to import as a new blob of a batch. */
export interface ImportBlobInput {
  /** File name; the last segment of `path` wins when they differ. */
  name: string
  /** Relative path inside the batch ("folder/file.txt"), sanitised like an upload's. */
  path: string
  mime: string
  /** Expected length: a source of another length is refused and nothing is kept. */
  size: number
  /** Expected lower-case hex SHA-256: computed bytes that differ make a rejected blob ("sha256-mismatch"). */
  sha256: string
  /** Storage key to read the bytes from (StorageService); the blob gets a key of its own. */
  sourceKey: string
}

export interface BatchTotals {
  files: number
  bytes: number
  receivedBytes: number
  states: Record<BlobState, number>
}

export interface UploadBatch {
  id: string
  owner: string
  ownerRef: string
  organisationId: number | null
  policy: UploadPolicy
  /** The announced files, or null when the batch takes any file within its policy. */
  announcedFiles: AnnouncedFile[] | null
  state: 'open' | 'closed'
  /** Open: when it is abandoned. Closed: when the cleanup job deletes it (null: when the owner does). */
  expiresAt: Date | null
  closedAt: Date | null
  files: Blob[]
  totals: BatchTotals
}

export interface CloseBatchOptions {
  /** Keep the closed batch and its bytes until then (null: until the owner deletes it). */
  retainUntil?: Date | null
}

export abstract class UploadService {
  abstract createBatch(input: CreateBatchInput): Promise<CreatedBatch>
  /**
   * Refuses any further upload into the batch and deletes its blobs still uploading (their bytes can
   * never complete). Blobs being analysed finish and emit their events.
   */
  abstract closeBatch(batchId: string, options?: CloseBatchOptions): Promise<UploadBatch>
  abstract batch(batchId: string): Promise<UploadBatch | null>
}

export abstract class BlobService {
  abstract get(id: string): Promise<Blob | null>
  abstract list(batchId: string): Promise<Blob[]>
  /** Streams the bytes, or the inclusive byte range [start, end]. */
  abstract stream(id: string, range?: { start: number; end: number }): Promise<Readable>
  /** Deletes the bytes and the row. */
  abstract delete(id: string): Promise<void>
  /** Deletes every blob of the batch (bytes and rows) and the batch. */
  abstract deleteBatch(batchId: string): Promise<void>
  /**
   * Copies stored bytes into a new blob of an open batch as an upload would store them: the batch's
   * policy applies, the bytes stream through StorageService (disk or S3) under the blob's own key
   * (deleting the blob never touches the source), SHA-256 and CRC-32 are computed on the way, and
   * upload:blob-ready (or upload:blob-rejected on a SHA-256 mismatch) is emitted. Resolves with the
   * finished blob; a missing source or a length other than `size` rejects and leaves no blob.
   */
  abstract importFromStorage(batchId: string, input: ImportBlobInput): Promise<Blob>
}

export interface BlobEventPayload {
  blobId: string
  batchId: string
  owner: string
  ownerRef: string
  sha256: string
  size: number
}

declare module './services.js' {
  interface PlatformEvents {
    /** A blob is stored and its SHA-256 known; plugins react to their own owner's blobs. */
    'upload:blob-ready': BlobEventPayload
    /** A blob was refused after upload (e.g. the client's SHA-256 differs from the server's). */
    'upload:blob-rejected': BlobEventPayload & { reason: string; clientSha256: string | null }
  }
}
