import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { ApiError, DownloadService, PlatformInfo, redirectFailedDownload, requestLocale, type SentRange } from '@sceau/plugin-sdk/server'
import { ACCESS_HEADER, ACCESS_QUERY } from '../../shared/index.js'
import { TransferAcknowledgements } from '../services/transfer_acknowledgements.js'
import { TransferDownloads } from '../services/transfer_downloads.js'
import { requestNetwork, TransferProof } from '../services/transfer_proof.js'
import type { TransferRow } from '../services/transfer_repository.js'
import { downloadLink } from '../services/transfer_service.js'
import { parseAcknowledgement, parseAcknowledgementRequest, parsePassword } from '../validators/transfer_input.js'

/**
 * The recipient's calls (stateless: no session, no cookie): the page's data, the password, one
 * file (Range, resumable), the chosen files or all of them as one streamed ZIP (Range too); the
 * platform's DownloadService writes the bytes, this plugin decides who gets them and counts downloads.
 */
@inject()
export default class DownloadsController {
  constructor(
    private downloads: TransferDownloads,
    private files: DownloadService,
    private platform: PlatformInfo,
    private proof: TransferProof,
    private acknowledgements: TransferAcknowledgements
  ) {}

  #access(ctx: HttpContext) {
    return ctx.request.header(ACCESS_HEADER) ?? (ctx.request.qs()[ACCESS_QUERY] as string | undefined)
  }

  /** GET /transfer/downloads/:token */
  async show(ctx: HttpContext) {
    const transfer = await this.downloads.open(ctx.params.token)
    if (await this.downloads.recordOpen(transfer, ctx.request.ip())) await this.proof.opened(transfer, requestNetwork(ctx))
    return this.downloads.view(transfer, this.downloads.unlocked(transfer, this.#access(ctx)))
  }

  /** POST /transfer/downloads/:token/unlock { password } */
  async unlock(ctx: HttpContext) {
    const transfer = await this.downloads.open(ctx.params.token)
    const password = await parsePassword(ctx.request.body())
    const unlocked = await this.downloads.unlock(transfer, password, ctx.request.ip())
    if (unlocked.access) await this.proof.unlocked(transfer, requestNetwork(ctx))
    return unlocked
  }

  /** GET /transfer/downloads/:token/files/:fileId; a browser that opened it and met an error goes back to the recipient's page, which says so. */
  async file(ctx: HttpContext) {
    await this.#sendFile(ctx).catch((error: unknown) => redirectFailedDownload(ctx, this.#page(ctx, 'file'), error))
  }

  /** GET /transfer/downloads/:token/zip?files=1,2 (all files without the parameter); failures of a browser's visit as for one file. */
  async zip(ctx: HttpContext) {
    await this.#sendZip(ctx).catch((error: unknown) => redirectFailedDownload(ctx, this.#page(ctx, 'zip'), error))
  }

  /** The recipient's page, which words a failed download (DownloadPage). */
  #page(ctx: HttpContext, asked: 'file' | 'zip') {
    return { appUrl: this.platform.appUrl, page: `/download/${encodeURIComponent(ctx.params.token)}`, asked }
  }

  async #sendFile(ctx: HttpContext) {
    const transfer = await this.downloads.open(ctx.params.token)
    this.downloads.assertUnlocked(transfer, this.#access(ctx))
    const file = await this.downloads.downloadableFile(transfer, Number(ctx.params.fileId))
    // Read now: once the client hung up, the socket's address is gone and the visitor would change between ranges.
    const network = requestNetwork(ctx)
    await this.files.sendBlob(ctx, file, {
      onSend: (range) => this.#counted(transfer, file.id, range),
      onSent: (range) => this.proof.sent(transfer, { file }, range, network),
    })
  }

  async #sendZip(ctx: HttpContext) {
    const transfer = await this.downloads.open(ctx.params.token)
    this.downloads.assertUnlocked(transfer, this.#access(ctx))
    // "files=1,2" comes parsed as a list by the query-string parser, "files=1" as a string.
    const raw = ctx.request.qs().files as string | string[] | undefined
    const ids = raw === undefined || raw === '' ? null : [raw].flat().join(',').split(',').map(Number)
    if (ids && (ids.length > 10_000 || ids.some((id) => !Number.isSafeInteger(id)))) throw ApiError.notFound('transfer.errors.fileNotFound')
    const files = await this.downloads.zipFiles(transfer, ids)
    const network = requestNetwork(ctx)
    await this.files.sendZip(
      ctx,
      files.map((file) => ({ blobId: file.blobId, path: file.path, size: file.size, crc32: file.crc32! })),
      {
        name: `${(transfer.title ?? '').trim() || `sceau-${transfer.token.slice(0, 8)}`}.zip`,
        modified: transfer.sentAt ?? new Date(),
        onSend: (range) => this.#counted(transfer, null, range),
        onSent: (range) => this.proof.sent(transfer, { zip: files, all: ids === null }, range, network),
      }
    )
  }

  /** POST /transfer/downloads/:token/acknowledgement/code { name, email }: a code to that address (the transfer unlocked first). */
  async acknowledgementCode(ctx: HttpContext) {
    const transfer = await this.downloads.open(ctx.params.token)
    this.downloads.assertUnlocked(transfer, this.#access(ctx))
    const who = await parseAcknowledgementRequest(ctx.request.body())
    return this.acknowledgements.requestCode(transfer, who, requestLocale(ctx), ctx.request.ip())
  }

  /** POST /transfer/downloads/:token/acknowledgement { name, email, code }: receipt confirmed (again: the same answer). */
  async acknowledge(ctx: HttpContext) {
    const transfer = await this.downloads.open(ctx.params.token)
    this.downloads.assertUnlocked(transfer, this.#access(ctx))
    const who = await parseAcknowledgement(ctx.request.body())
    return this.acknowledgements.confirm(transfer, who, requestNetwork(ctx), `${this.platform.appUrl}/app/transfers/${transfer.id}`)
  }

  /** A download counts (history, the sender's first-download mail) when it starts from the first byte. */
  async #counted(transfer: TransferRow, fileId: number | null, range: SentRange) {
    if (range.start === 0) await this.downloads.recordDownload(transfer, fileId, downloadLink(this.platform.appUrl, transfer.token))
  }
}
