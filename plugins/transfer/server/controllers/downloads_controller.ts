import { createHash } from 'node:crypto'
import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { ApiError, BlobService, PlatformInfo } from '@sceau/plugin-sdk/server'
import { ACCESS_HEADER, ACCESS_QUERY } from '../../shared/index.js'
import { DownloadService } from '../services/download_service.js'
import { contentDisposition, parseRange } from '../services/http_ranges.js'
import { downloadLink } from '../services/transfer_service.js'
import { zipLayout, zipStream } from '../services/zip_archive.js'
import { parsePassword } from '../validators/transfer_input.js'

/** Tests force ZIP64 records on small archives through this header (never set by browsers). */
export const FORCE_ZIP64_HEADER = 'x-sceau-test-zip64'

/**
 * The recipient's calls (stateless: no session, no cookie): the page's data, the password, one
 * file (Range, resumable), the chosen files or all of them as one streamed ZIP (Range too).
 */
@inject()
export default class DownloadsController {
  constructor(
    private downloads: DownloadService,
    private blobs: BlobService,
    private platform: PlatformInfo
  ) {}

  #access(ctx: HttpContext) {
    return ctx.request.header(ACCESS_HEADER) ?? (ctx.request.qs()[ACCESS_QUERY] as string | undefined)
  }

  /** GET /transfer/downloads/:token */
  async show(ctx: HttpContext) {
    const transfer = await this.downloads.open(ctx.params.token)
    await this.downloads.recordOpen(transfer, ctx.request.ip())
    return this.downloads.view(transfer, this.downloads.unlocked(transfer, this.#access(ctx)))
  }

  /** POST /transfer/downloads/:token/unlock { password } */
  async unlock(ctx: HttpContext) {
    const transfer = await this.downloads.open(ctx.params.token)
    const password = await parsePassword(ctx.request.body())
    return this.downloads.unlock(transfer, password, ctx.request.ip())
  }

  /** GET /transfer/downloads/:token/files/:fileId */
  async file(ctx: HttpContext) {
    const transfer = await this.downloads.open(ctx.params.token)
    this.downloads.assertUnlocked(transfer, this.#access(ctx))
    const file = await this.downloads.downloadableFile(transfer, Number(ctx.params.fileId))
    const etag = `"${file.sha256}"`
    const range = this.#range(ctx, file.size, etag)
    if (!range) return
    ctx.response.header('content-type', file.mime)
    ctx.response.header('content-disposition', contentDisposition(file.name))
    ctx.response.header('etag', etag)
    if (range.start === 0) await this.downloads.recordDownload(transfer, file.id, downloadLink(this.platform.appUrl, transfer.token))
    if (file.size === 0) return ctx.response.send('')
    ctx.response.stream(await this.blobs.stream(file.blobId, range))
  }

  /** GET /transfer/downloads/:token/zip?files=1,2 (all files without the parameter) */
  async zip(ctx: HttpContext) {
    const transfer = await this.downloads.open(ctx.params.token)
    this.downloads.assertUnlocked(transfer, this.#access(ctx))
    // "files=1,2" comes parsed as a list by the query-string parser, "files=1" as a string.
    const raw = ctx.request.qs().files as string | string[] | undefined
    const ids = raw === undefined || raw === '' ? null : [raw].flat().join(',').split(',').map(Number)
    if (ids && (ids.length > 10_000 || ids.some((id) => !Number.isSafeInteger(id)))) throw ApiError.notFound('transfer.errors.fileNotFound')
    const files = await this.downloads.zipFiles(transfer, ids)
    const layout = zipLayout(
      files.map((file) => ({ path: file.path, size: file.size, crc32: file.crc32!, modified: transfer.sentAt ?? new Date(), source: file.blobId })),
      { forceZip64: ctx.request.header(FORCE_ZIP64_HEADER) === '1' }
    )
    const etag = `"${createHash('sha256')
      .update(files.map((f) => `${f.blobId}:${f.size}:${f.crc32}:${f.path}`).join('/'))
      .digest('hex')
      .slice(0, 32)}"`
    const range = this.#range(ctx, layout.size, etag)
    if (!range) return
    const name = `${(transfer.title ?? '').trim() || `sceau-${transfer.token.slice(0, 8)}`}.zip`
    ctx.response.header('content-type', 'application/zip')
    ctx.response.header('content-disposition', contentDisposition(name))
    ctx.response.header('etag', etag)
    if (range.start === 0) await this.downloads.recordDownload(transfer, null, downloadLink(this.platform.appUrl, transfer.token))
    ctx.response.stream(zipStream(layout, (source, slice) => this.blobs.stream(source, slice), range))
  }

  /** Sets the status and length headers of a whole or partial answer; null when the range cannot be served (416 sent). */
  #range(ctx: HttpContext, size: number, etag: string) {
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
