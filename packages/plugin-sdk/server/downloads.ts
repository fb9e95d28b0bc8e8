/*
 * Downloads of stored blobs: one file as an attachment, or several as one streamed ZIP, both with
 * HTTP ranges (resumable), HEAD and a safe Content-Disposition. A plugin decides who may download
 * what (tokens, passwords, counting); the platform writes the bytes.
 */
import type { HttpContext } from '@adonisjs/core/http'

/** One blob sent as a file. */
export interface DownloadFile {
  blobId: string
  size: number
  /** The name the browser saves it under (RFC 6266 ASCII fallback + RFC 8187 UTF-8 name). */
  name: string
  mime: string
  /** The blob's SHA-256 (lower-case hex): the strong ETag that `If-Range` is compared with (none while unknown). */
  sha256: string | null
}

/** One member of a ZIP: an analysed blob (its size and CRC-32 are known, see `Blob.crc32`). */
export interface ZipEntry {
  blobId: string
  /** Relative path inside the archive ("folder/file.txt"); made safe (no "..", no absolute path) and unique by the service. */
  path: string
  size: number
  crc32: number
}

/** The byte range [start, end] (inclusive) an answer carries: the whole body when start is 0 and end is size - 1. */
export interface SentRange {
  start: number
  end: number
}

export interface SendOptions {
  /**
   * Runs once the request is known to be served (headers set; not on a 416), before the first byte of
   * the body, with the range served: e.g. count a download when `range.start === 0`. A throw stops the answer.
   */
  onSend?: (range: SentRange) => Promise<void> | void
  /**
   * Runs once the answer ended, with the bytes handed to the client and the whole file's or archive's
   * size: the whole range once its last byte was, or, for an answer cut short, the part handed over
   * before (not run when nothing was). Proof of delivery counts bytes with it. Runs after the
   * response; it must catch its own errors.
   */
  onSent?: (range: SentRange & { size: number }) => void
}

export interface ZipOptions extends SendOptions {
  /** The archive's file name, as saved ("Photos.zip"). */
  name: string
  /** Modification time written for every entry (default: now). */
  modified?: Date
}

/**
 * Sends blobs to the browser. Both answers carry `Accept-Ranges`, a strong ETag, `Content-Length`,
 * honour one `Range` (206 / 416, several ranges answered whole) and `If-Range`, and are sandboxed
 * (`Content-Security-Policy: sandbox`, `nosniff`): a file never renders as a page of the app.
 */
export abstract class DownloadService {
  /** One blob as an attachment, streamed from storage (disk ranges with pooled buffers, S3 ranges). */
  abstract sendBlob(ctx: HttpContext, file: DownloadFile, options?: SendOptions): Promise<void>
  /**
   * Several blobs as one ZIP in store mode, laid out in advance from their sizes and CRC-32s: exact
   * `Content-Length`, resumable, UTF-8 names, folders kept, ZIP64 past 4 GiB or 65,535 entries, bytes
   * straight from storage (no temporary file). Entries come in the given order.
   */
  abstract sendZip(ctx: HttpContext, entries: ZipEntry[], options: ZipOptions): Promise<void>
}
