import { randomUUID } from 'node:crypto'
import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import {
  type Actor,
  ApiError,
  AuditService,
  DeliveryLogService,
  downloadOrBack,
  DownloadService,
  EventBus,
  IdentityService,
  newestFirstPage,
  PlatformInfo,
  requestLocale,
  UUID_PATTERN,
} from '@sceau/plugin-sdk/server'
import { LIMITS, depositPrice } from '@sceau/shared'
import { Deliveries, deliveryFiles } from '../services/deliveries.js'
import { parseProtect } from '../validators/inputs.js'
import { isAdmin, member, pageNumber, PER_PAGE } from '../services/organisation_side.js'
import { Receipts } from '../services/receipts.js'
import { deliveryTable, pageTable, safeLinkTable, type DeliveryRow } from '../services/tables.js'

const K = 'receptions.errors.'
const LISTED = ['uploading', 'closing', 'complete']

/**
 * The inbox (docs/product.md §2): what arrived, for the page's recipients, each link's creator and the
 * organisation's administrators; anyone else, and every other organisation, finds nothing.
 */
@inject()
export default class InboxController {
  constructor(
    private identity: IdentityService,
    private deliveries: Deliveries,
    private receipts: Receipts,
    private downloads: DownloadService,
    private events: EventBus,
    private platform: PlatformInfo,
    private audit: AuditService
  ) {}

  /** What this member may see: the organisation's deliveries, narrowed to the member's sources (a builder, so not awaited). */
  async #sources(actor: Actor & { userId: number }) {
    if (isAdmin(actor)) return null
    const page = await db.from(pageTable.table).where('organisation_id', actor.organisationId).first()
    const onPage = page ? pageTable.read(page).recipientIds.includes(actor.userId) : false
    const links = (await db.from(safeLinkTable.table).where({ organisation_id: actor.organisationId, creator_id: actor.userId }).select('id')).map((row) =>
      String(row.id)
    )
    return { onPage, links }
  }

  #scope(actor: Actor, sources: { onPage: boolean; links: string[] } | null) {
    const query = db.from(deliveryTable.table).where('organisation_id', actor.organisationId).whereIn('state', LISTED)
    if (!sources) return query
    return query.where((q) => {
      q.where((l) => l.where('source_kind', 'link').whereIn('source_id', sources.links.length ? sources.links : ['-']))
      if (sources.onPage) q.orWhere('source_kind', 'page')
    })
  }

  async #find(ctx: HttpContext): Promise<DeliveryRow> {
    const actor = member(await this.identity.requireActor(ctx))
    const id = String(ctx.params.id ?? '')
    const row = UUID_PATTERN.test(id)
      ? await this.#scope(actor, await this.#sources(actor))
          .where('id', id)
          .first()
      : null
    if (!row) throw ApiError.notFound(`${K}deliveryNotFound`)
    return deliveryTable.read(row)
  }

  async #complete(ctx: HttpContext) {
    const delivery = await this.#find(ctx)
    if (delivery.state !== 'complete') throw ApiError.conflict('E_DELIVERY_UPLOADING', `${K}deliveryUploading`)
    return delivery
  }

  /** GET /receptions/deliveries?source=all|page|link:<id>&page=N */
  async index(ctx: HttpContext) {
    const actor = member(await this.identity.requireActor(ctx))
    const source = String(ctx.request.input('source', 'all'))
    const page = pageNumber(ctx.request.input('page'))
    const query = this.#scope(actor, await this.#sources(actor))
    if (source === 'page') query.where('source_kind', 'page')
    else if (source.startsWith('link:') && UUID_PATTERN.test(source.slice(5))) query.where({ source_kind: 'link', source_id: source.slice(5) })
    else if (source !== 'all') throw ApiError.invalid({ source: `${K}filter` })
    const { rows, meta } = await newestFirstPage(query, page, PER_PAGE)
    return { data: rows.map((row) => this.deliveries.summary(deliveryTable.read(row))), meta }
  }

  /** GET /receptions/deliveries/:id */
  async show(ctx: HttpContext) {
    return this.deliveries.view(await this.#find(ctx))
  }

  /** DELETE /receptions/deliveries/:id: the files go (bytes and rows); the record stays as "deleted". */
  async destroy(ctx: HttpContext) {
    const delivery = await this.#find(ctx)
    await this.deliveries.purge(delivery, 'deleted')
    const actor = await this.identity.requireActor(ctx)
    await this.audit.record({
      action: 'receptions.delivery.delete',
      actorId: actor.userId,
      organisationId: delivery.organisationId,
      subjectType: 'receptions_delivery',
      subjectId: delivery.id,
      meta: { files: delivery.fileCount, bytes: delivery.totalBytes },
      ip: ctx.request.ip(),
    })
    return ctx.response.noContent()
  }

  async #file(delivery: DeliveryRow, fileId: string) {
    const file = (await deliveryFiles(delivery.id)).find((f) => f.id === fileId)
    if (!file) throw ApiError.notFound(`${K}fileNotFound`)
    return file
  }

  /** GET /receptions/deliveries/:id/files/:fileId */
  async file(ctx: HttpContext) {
    await downloadOrBack(ctx, this.#page('file'), async () => {
      const delivery = await this.#complete(ctx)
      const file = await this.#file(delivery, String(ctx.params.fileId ?? ''))
      await this.downloads.sendBlob(ctx, { blobId: file.blobId, size: file.size, name: file.name, mime: file.mime, sha256: file.sha256 })
    })
  }

  /** A refused download the browser opened goes back to the delivery's page it was clicked on, which words it (DeliveryScreen). */
  #page(asked: 'file' | 'zip' | 'receipt' | 'proofOfDelivery') {
    return { appUrl: this.platform.appUrl, page: null, asked }
  }

  /** GET /receptions/deliveries/:id/zip?files=<id>,<id> */
  async zip(ctx: HttpContext) {
    await downloadOrBack(ctx, this.#page('zip'), () => this.#zip(ctx))
  }

  async #zip(ctx: HttpContext) {
    const delivery = await this.#complete(ctx)
    let files = await deliveryFiles(delivery.id)
    const wanted = String(ctx.request.input('files', '') ?? '').trim()
    if (wanted) {
      const ids = new Set(wanted.split(','))
      files = files.filter((f) => ids.has(f.id))
      if (files.length !== ids.size) throw ApiError.notFound(`${K}fileNotFound`)
    }
    if (!files.length) throw ApiError.notFound(`${K}fileNotFound`)
    const entries = files.map((f) => ({ blobId: f.blobId, path: f.path, size: f.size, crc32: f.crc32 ?? 0 }))
    const name = `${(delivery.senderName || 'reception').replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'reception'}.zip`
    await this.downloads.sendZip(ctx, entries, { name, modified: delivery.completedAt ?? undefined })
  }

  /** GET /receptions/deliveries/:id/receipt */
  async receipt(ctx: HttpContext) {
    return downloadOrBack(ctx, this.#page('receipt'), async () => sendReceipt(ctx, this.receipts, await this.#complete(ctx)))
  }

  /** GET /receptions/deliveries/:id/proof-of-delivery: the log's export (docs/proof-of-delivery.md), for whoever sees the delivery. */
  @inject()
  async proofOfDelivery(ctx: HttpContext, logs: DeliveryLogService) {
    return downloadOrBack(ctx, this.#page('proofOfDelivery'), async () => {
      const delivery = await this.#complete(ctx)
      const zip = await logs.exportZip({ owner: 'receptions', id: delivery.id }, delivery.sourceTitle ?? delivery.senderName, { locale: requestLocale(ctx) })
      if (!zip) throw ApiError.notFound(`${K}proofNotFound`)
      ctx.response.header('content-type', 'application/zip')
      ctx.response.header('content-disposition', `attachment; filename="proof-of-delivery-${delivery.id}.zip"`)
      return ctx.response.send(Buffer.from(zip))
    })
  }

  /**
   * POST /receptions/deliveries/:id/files/:fileId/protect { priceCents }: the consignment plugin makes a
   * deposit of it, charged exactly the price the member confirmed (issue 25). A price that is not the
   * file's today (docs/product.md §3 price table, default years, the plan's discount) is 409
   * E_PRICE_CHANGED naming the current one: nothing is requested, so nothing is deposited or charged.
   */
  async protect(ctx: HttpContext) {
    const actor = member(await this.identity.requireActor(ctx))
    if (!this.platform.isLoaded('consignment') || !actor.permissions.consignment.active) throw ApiError.forbidden(`${K}protectNotAllowed`)
    const delivery = await this.#complete(ctx)
    const file = await this.#file(delivery, String(ctx.params.fileId ?? ''))
    const { priceCents } = await parseProtect(ctx.request.body())
    const current = depositPrice({ bytes: file.size, years: LIMITS.defaultDepositYears, paidPlan: actor.premium }).totalCents
    if (priceCents !== current) {
      const price = new Intl.NumberFormat(requestLocale(ctx), { style: 'currency', currency: 'EUR' }).format(current / 100)
      throw ApiError.conflict('E_PRICE_CHANGED', `${K}priceChanged`, { price })
    }
    await this.events.emit('receptions:protect-requested', {
      requestId: randomUUID(),
      deliveryId: delivery.id,
      organisationId: delivery.organisationId,
      userId: actor.userId,
      email: actor.email ?? '',
      file: { blobId: file.blobId, name: file.name, path: file.path, mime: file.mime, size: file.size, sha256: file.sha256 },
      locale: actor.locale,
      priceCents,
    })
    return ctx.response.accepted({ requested: true })
  }
}

export async function sendReceipt(ctx: HttpContext, receipts: Receipts, delivery: DeliveryRow) {
  const stamped = await receipts.stamp(delivery)
  const bundle = await receipts.bundle(stamped)
  if (!bundle) throw ApiError.conflict('E_RECEIPT_PENDING', `${K}receiptPending`)
  ctx.response.header('content-type', 'application/zip')
  ctx.response.header('content-disposition', `attachment; filename="receipt-${delivery.id}.zip"`)
  return ctx.response.send(bundle)
}
