import { createHash } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import { BlobService, DownloadService, type DownloadFile, type SendOptions, type ZipEntry, type ZipOptions } from '@sceau/plugin-sdk/server'
import { contentDisposition, parseRange } from './http_ranges.js'
import { zipLayout, zipStream } from './zip_archive.js'

/** Tests force ZIP64 records on small archives through this header (never set by browsers). */
export const FORCE_ZIP64_HEADER = 'x-sceau-test-zip64'

/** DownloadService of @sceau/plugin-sdk: blobs read through BlobService (disk or S3), ranges, ZIPs laid out in advance. */
export class BlobDownloadService extends DownloadService {
  constructor(private blobs: BlobService) {
    super()
  }

  async sendBlob(ctx: HttpContext, file: DownloadFile, options: SendOptions = {}) {
    const etag = file.sha256 ? `"${file.sha256}"` : undefined
    const range = this.#range(ctx, file.size, etag)
    if (!range) return
    ctx.response.header('content-type', file.mime)
    ctx.response.header('content-disposition', contentDisposition(file.name))
    if (etag) ctx.response.header('etag', etag)
    await options.onSend?.(range)
    this.#whenSent(ctx, range, file.size, options)
    if (file.size === 0) return ctx.response.send('')
    ctx.response.stream(await this.blobs.stream(file.blobId, range))
  }

  async sendZip(ctx: HttpContext, entries: ZipEntry[], options: ZipOptions) {
    const modified = options.modified ?? new Date()
    const layout = zipLayout(
      entries.map((entry) => ({ path: entry.path, size: entry.size, crc32: entry.crc32, modified, source: entry.blobId })),
      { forceZip64: ctx.request.header(FORCE_ZIP64_HEADER) === '1' }
    )
    const etag = `"${createHash('sha256')
      .update(entries.map((entry) => `${entry.blobId}:${entry.size}:${entry.crc32}:${entry.path}`).join('/'))
      .digest('hex')
      .slice(0, 32)}"`
    const range = this.#range(ctx, layout.size, etag)
    if (!range) return
    ctx.response.header('content-type', 'application/zip')
    ctx.response.header('content-disposition', contentDisposition(options.name))
    ctx.response.header('etag', etag)
    await options.onSend?.(range)
    this.#whenSent(ctx, range, layout.size, options)
    ctx.response.stream(zipStream(layout, (source, slice) => this.blobs.stream(source, slice), range))
  }

  /**
   * The bytes of an answer handed to the client: its whole range once Node emits "finish", or, when the
   * answer is cut short, the part whose writes completed before (an interrupted download resumed with
   * Range then completes the file). Never bytes still buffered, never a HEAD.
   */
  #whenSent(ctx: HttpContext, range: { start: number; end: number }, size: number, options: SendOptions) {
    const onSent = options.onSent
    if (!onSent || ctx.request.method() === 'HEAD') return
    const response = ctx.response.response
    let written = 0
    let finished = false
    const write = response.write.bind(response) as (chunk: string | Uint8Array, encoding?: BufferEncoding, done?: (error?: Error | null) => void) => boolean
    // The write callback runs once the chunk was handed to the socket, as "finish" does for the last one.
    response.write = ((chunk: string | Uint8Array, encoding?: BufferEncoding | ((error?: Error | null) => void), done?: (error?: Error | null) => void) => {
      const callback = typeof encoding === 'function' ? encoding : done
      const charset = typeof encoding === 'string' ? encoding : undefined
      const bytes = typeof chunk === 'string' ? Buffer.byteLength(chunk, charset) : chunk.byteLength
      return write(chunk, charset, (error) => {
        if (!error) written += bytes
        callback?.(error)
      })
    }) as typeof response.write
    response.once('finish', () => {
      finished = true
      if (response.statusCode < 300) onSent({ ...range, size })
    })
    response.once('close', () => {
      if (!finished && written > 0 && response.statusCode < 300) onSent({ start: range.start, end: Math.min(range.end, range.start + written - 1), size })
    })
  }

  /** Sets the status and length headers of a whole or partial answer; null when the range cannot be served (416 sent). */
  #range(ctx: HttpContext, size: number, etag: string | undefined) {
    const answer = parseRange(ctx.request.header('range'), size, ctx.request.header('if-range'), etag)
    ctx.response.header('accept-ranges', 'bytes')
    // Files open in no page of ours: downloads only, never rendered as a document of this origin.
    ctx.response.header('content-security-policy', "sandbox; default-src 'none'")
    ctx.response.header('x-content-type-options', 'nosniff')
    if (answer.kind === 'unsatisfiable') {
      ctx.response.header('content-range', `bytes */${size}`)
      ctx.response.status(416).send('')
      return null
    }
    if (answer.kind === 'partial') {
      ctx.response.status(206)
      ctx.response.header('content-range', `bytes ${answer.start}-${answer.end}/${size}`)
      ctx.response.header('content-length', String(answer.end - answer.start + 1))
      return { start: answer.start, end: answer.end }
    }
    ctx.response.header('content-length', String(size))
    return { start: 0, end: Math.max(0, size - 1) }
  }
}
