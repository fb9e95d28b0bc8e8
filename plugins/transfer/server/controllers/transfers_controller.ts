import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { ApiError, BlobService, downloadOrBack, IdentityService, PlatformInfo, RateLimitService, requestLocale, type Actor } from '@sceau/plugin-sdk/server'
import { canActOnTransfer, historyWindow, seesAllTransfers, type TransferAction } from '@sceau/shared'
import type { TransferDetail, TransferPage, TransferStats, TransferSummary } from '../../shared/index.js'
import { settings } from '../config.js'
import { DAY_MS, iso } from '../services/dates.js'
import { fileView, TransferDownloads } from '../services/transfer_downloads.js'
import { downloadLink, TransferService } from '../services/transfer_service.js'
import { ProtectedCounts } from '../services/protected_counts.js'
import { TransferFiles } from '../services/transfer_files.js'
import { TransferHistory } from '../services/transfer_history.js'
import { TransferListing } from '../services/transfer_listing.js'
import { requestNetwork, TransferProof } from '../services/transfer_proof.js'
import { TransferRepository, type TransferRow } from '../services/transfer_repository.js'
import { parsePasswordChange, parseResend } from '../validators/transfer_changes.js'

const K = 'transfer.errors.'

/**
 * The sender's side (logged in): the list with its filters, search and pages, one transfer with
 * its files and history, password, resend, delete. Every query is scoped to the actor's
 * organisation: another organisation's transfer answers 404, like one that does not exist.
 * Each action is injected with the services only it uses: the container makes them on every
 * request, and the list (the screen's most frequent call) needs few of them.
 */
@inject()
export default class TransfersController {
  constructor(
    private identity: IdentityService,
    private repository: TransferRepository,
    private platform: PlatformInfo
  ) {}

  #summary(transfer: TransferRow, recipients: string[], files: number, downloads: number): TransferSummary {
    const status = transfer.status === 'active' && transfer.expireAt && transfer.expireAt <= new Date() ? 'expired' : transfer.status
    return {
      id: String(transfer.id),
      type: transfer.type,
      mode: transfer.mode,
      status,
      title: transfer.title,
      message: transfer.message,
      recipients,
      fileCount: files,
      bytes: transfer.totalBytes,
      sentAt: iso(transfer.sentAt),
      expireAt: iso(transfer.expireAt),
      protected: transfer.passwordHash !== null,
      downloads,
      link: status === 'active' ? downloadLink(this.platform.appUrl, transfer.token) : null,
      creatorId: transfer.userId === null ? null : String(transfer.userId),
      e2e: transfer.e2e,
    }
  }

  /** The transfer the route names, when the actor may take `action` on it (docs/product.md §6: its creator, or an administrator). */
  async #transfer(ctx: HttpContext, action: TransferAction): Promise<{ actor: Actor; transfer: TransferRow }> {
    const actor = await this.identity.requireActor(ctx)
    const id = Number(ctx.params.id)
    const transfer = Number.isSafeInteger(id) ? await this.repository.findForOrganisation(id, actor.organisationId) : null
    if (!transfer || transfer.status === 'draft') throw ApiError.notFound(`${K}notFound`)
    // A colleague's transfer is not even readable: answered like one that does not exist.
    if (!canActOnTransfer(actor, transfer, 'read')) throw ApiError.notFound(`${K}notFound`)
    if (!canActOnTransfer(actor, transfer, action)) {
      throw ApiError.forbidden(action === 'protect' ? `${K}passwordNotAllowed` : `${K}notAllowed`)
    }
    return { actor, transfer }
  }

  /** Administrators see the organisation's transfers, other members their own. */
  #scope(actor: Actor) {
    // An API key is nobody's creator (-1 matches no user): it sees what canActOnTransfer lets it read.
    return { organisationId: actor.organisationId, userId: seesAllTransfers(actor) ? null : (actor.userId ?? -1) }
  }

  /** GET /transfer/transfers?filter=active|expired&search=&page=&perPage= */
  @inject()
  async index(ctx: HttpContext, listing: TransferListing, transferFiles: TransferFiles, history: TransferHistory): Promise<TransferPage> {
    const actor = await this.identity.requireActor(ctx)
    const qs = ctx.request.qs()
    const filter = qs.filter === 'active' || qs.filter === 'expired' ? qs.filter : 'all'
    const page = Math.max(1, Math.floor(Number(qs.page)) || 1)
    const perPage = Math.min(100, Math.max(1, Math.floor(Number(qs.perPage)) || 20))
    const search = typeof qs.search === 'string' && qs.search.trim() ? qs.search.trim().slice(0, 200) : null
    // docs/product.md §1: the free tier sees a limited history, the paid plan all of it (docs/history-window.md).
    const window = historyWindow(actor.premium)
    const since = window ? new Date(window.since) : null
    const { rows, total } = await listing.list({ ...this.#scope(actor), filter, search, since, page, perPage })
    const ids = rows.map((row) => row.id)
    const [recipients, files, downloads] = await Promise.all([this.repository.recipientsOf(ids), transferFiles.counts(ids), history.downloadCounts(ids)])
    return {
      data: rows.map((row) => this.#summary(row, recipients.get(row.id) ?? [], files.get(row.id) ?? 0, downloads.get(row.id) ?? 0)),
      meta: { page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)), history: window },
    }
  }

  /** GET /transfer/transfers/:id */
  @inject()
  async show(
    ctx: HttpContext,
    transferDownloads: TransferDownloads,
    transferFiles: TransferFiles,
    history: TransferHistory,
    proof: TransferProof
  ): Promise<TransferDetail> {
    const { transfer } = await this.#transfer(ctx, 'read')
    const files = transfer.status === 'active' ? await transferDownloads.files(transfer) : await transferFiles.of(transfer.id)
    const events = await history.of(transfer.id)
    const names = new Map(files.map((file) => [file.id, file.path]))
    const recipients = (await this.repository.recipients(transfer.id)).map((r) => r.email)
    const downloads = events.filter((e) => e.type === 'download' || e.type === 'file_download').length
    return {
      ...this.#summary(transfer, recipients, files.filter((f) => f.state !== 'deleted').length, downloads),
      sender: transfer.senderEmail,
      files: files.map(fileView),
      history: events.map((event) => ({
        id: String(event.id),
        type: event.type,
        at: event.createdAt.toISOString(),
        file: event.fileId ? (names.get(event.fileId) ?? null) : null,
        recipient: event.recipient,
      })),
      firstDownloadedAt: iso(transfer.firstDownloadedAt),
      proofOfDelivery: await proof.exportable(transfer),
    }
  }

  #active(transfer: TransferRow) {
    if (transfer.status !== 'active' || (transfer.expireAt && transfer.expireAt <= new Date())) {
      throw ApiError.conflict('E_TRANSFER_EXPIRED', `${K}notModifiable`)
    }
  }

  /** PUT /transfer/transfers/:id/password { password } (null or "" removes it). */
  @inject()
  async password(ctx: HttpContext, transfers: TransferService) {
    // Setting, changing and removing a password all need the right (docs/product.md §6).
    const { transfer } = await this.#transfer(ctx, 'protect')
    this.#active(transfer)
    const password = await parsePasswordChange(ctx.request.body())
    await transfers.setPassword(transfer, password)
    return { protected: password !== null }
  }

  /** POST /transfer/transfers/:id/resend { recipients? }: the link mailed again (to every recipient by default). */
  @inject()
  async resend(ctx: HttpContext, rateLimits: RateLimitService, transfers: TransferService) {
    const { transfer } = await this.#transfer(ctx, 'resend')
    this.#active(transfer)
    if (transfer.mode !== 'email') throw ApiError.conflict('E_LINK_MODE', `${K}linkMode`)
    const only = await parseResend(ctx.request.body())
    // Each resend mails every recipient: capped per transfer so it cannot be turned into a mail bomb.
    const attempt = await rateLimits.attempt(`transfer:resend:${transfer.id}`, settings.resend)
    if (!attempt.allowed) {
      const seconds = attempt.retryAfterSeconds
      throw new ApiError(429, 'E_TOO_MANY_REQUESTS', `${K}tooManyResends`, { seconds, minutes: Math.ceil(seconds / 60) })
    }
    const sent = await transfers.mailRecipients(transfer, downloadLink(this.platform.appUrl, transfer.token), only)
    return { sent }
  }

  /** DELETE /transfer/transfers/:id: the bytes go now; the record stays for the history. */
  @inject()
  async destroy(ctx: HttpContext, transfers: TransferService, proof: TransferProof) {
    const { actor, transfer } = await this.#transfer(ctx, 'delete')
    if (transfer.status === 'active') {
      await transfers.purge(transfer, 'deleted')
      await proof.ended(
        transfer,
        'deleted',
        { type: String(actor.userId) === String(transfer.userId) ? 'sender' : 'administrator', email: actor.email ?? null },
        requestNetwork(ctx)
      )
    }
    return ctx.response.noContent()
  }

  /** GET /transfer/transfers/:id/proof-of-delivery: the ZIP of docs/proof-of-delivery.md, for its sender or an administrator. */
  @inject()
  async proofOfDelivery(ctx: HttpContext, proof: TransferProof) {
    // A refusal the sender's browser opened goes back to the transfer's page, which says it (docs/product.md §8).
    const page = { appUrl: this.platform.appUrl, page: `/app/transfers/${encodeURIComponent(String(ctx.params.id))}`, asked: 'proofOfDelivery' }
    return downloadOrBack(ctx, page, async () => {
      const { transfer } = await this.#transfer(ctx, 'read')
      const zip = await proof.exportZip(transfer, requestLocale(ctx))
      if (!zip) throw ApiError.notFound(`${K}proofNotFound`)
      ctx.response.header('content-type', 'application/zip')
      ctx.response.header('content-disposition', `attachment; filename="proof-of-delivery-${transfer.id}.zip"`)
      return ctx.response.send(Buffer.from(zip))
    })
  }

  /** DELETE /transfer/transfers/:id/files/:fileId */
  @inject()
  async destroyFile(ctx: HttpContext, transferFiles: TransferFiles, blobs: BlobService) {
    const { transfer } = await this.#transfer(ctx, 'change')
    this.#active(transfer)
    const fileId = Number(ctx.params.fileId)
    const file = (await transferFiles.of(transfer.id)).find((f) => f.id === fileId && f.state !== 'deleted')
    if (!file) throw ApiError.notFound(`${K}fileNotFound`)
    await blobs.delete(file.blobId)
    await transferFiles.markDeleted(file.id)
    await transferFiles.refreshTotals(transfer.id)
    return ctx.response.noContent()
  }

  /** GET /transfer/stats: the dashboard's cards and latest activity. */
  @inject()
  async stats(ctx: HttpContext, listing: TransferListing, protectedCounts: ProtectedCounts): Promise<TransferStats> {
    const actor = await this.identity.requireActor(ctx)
    const now = new Date()
    const stats = await listing.stats(this.#scope(actor), now, new Date(now.getTime() + 2 * DAY_MS))
    return {
      active: stats.active,
      expiringSoon: stats.expiringSoon,
      expired: stats.expired,
      protectedFiles: await protectedCounts.of(actor.organisationId),
      filesSent: stats.filesSent,
      latest: stats.latest.map((t) => ({
        id: String(t.id),
        type: t.type,
        title: t.title,
        status: t.status,
        createdAt: t.createdAt.toISOString(),
        expireAt: iso(t.expireAt),
      })),
    }
  }
}
