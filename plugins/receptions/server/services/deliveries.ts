import { randomUUID } from 'node:crypto'
import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import {
  type Actor,
  ApiError,
  base62Token,
  BlobService,
  DeliveryLogService,
  EventBus,
  LoggerService,
  OrganisationService,
  PlatformInfo,
  RateLimitService,
  sameDigest,
  sha256Hex,
  UploadService,
  UUID_PATTERN,
} from '@sceau/plugin-sdk/server'
import { formatBytes } from '@sceau/shared'
import type { DeliveryFile, DeliveryStart, DeliveryStartInput, DeliverySummary, DeliveryView, SenderDeliveryView } from '../../shared/types.js'
import { settings } from '../config.js'
import { ReceptionMailer } from '../mails/reception_mailer.js'
import { pageOpen, ReceptionAccess, sourceTitle, type Source } from './access.js'
import { Receipts } from './receipts.js'
import { deliveryTable, fileTable, pageTable, safeLinkTable, type DeliveryRow, type FileRow } from './tables.js'

const K = 'receptions.errors.'
const DAY_MS = 24 * 3600 * 1000

/** Where a logged-in member reads what arrived: `/app/receptions/{page | link id}/deliveries/{id}` (the web half's routes). */
export const inboxLink = (appUrl: string, delivery: DeliveryRow) =>
  `${appUrl}/app/receptions/${delivery.sourceKind === 'page' ? 'page' : delivery.sourceId}/deliveries/${delivery.id}`

async function readDelivery(id: string) {
  if (!UUID_PATTERN.test(id)) return null
  const row = await db.from(deliveryTable.table).where('id', id).first()
  return row ? deliveryTable.read(row) : null
}

export async function deliveryFiles(deliveryId: string): Promise<FileRow[]> {
  return (await db.from(fileTable.table).where('delivery_id', deliveryId).orderBy('position')).map((row) => fileTable.read(row))
}

/**
 * Third-party deliveries: start (checks and a core upload batch, as transfers open one), complete
 * (the batch closes once every file is analysed; the manifest is timestamped; mails go), read back,
 * delete and expire.
 */
@inject()
export class Deliveries {
  constructor(
    private access: ReceptionAccess,
    private uploads: UploadService,
    private blobs: BlobService,
    private receipts: Receipts,
    private mailer: ReceptionMailer,
    private organisations: OrganisationService,
    private rateLimits: RateLimitService,
    private events: EventBus,
    private platform: PlatformInfo,
    private deliveryLogs: DeliveryLogService,
    private logger: LoggerService
  ) {}

  async start(source: Source, input: DeliveryStartInput, actor: Actor | null, locale: string, ip: string): Promise<DeliveryStart> {
    await this.access.assertOpen(source, actor)
    const requires = this.access.requires(source)
    const grant = this.access.readGrant(source, input.grant)
    if (requires === 'password' && grant?.k !== 'password') throw new ApiError(401, 'E_PASSWORD_REQUIRED', `${K}passwordRequired`)
    if (requires === 'code' && (grant?.k !== 'code' || grant.e !== input.email)) throw new ApiError(401, 'E_CODE_REQUIRED', `${K}codeRequired`)
    const verified = (grant?.k === 'code' && grant.e === input.email) || (!!actor?.email && actor.email.toLowerCase() === input.email)

    const limits = await this.access.limits(source)
    if (input.files.length > limits.maxFiles) throw new ApiError(400, 'E_FILE_LIMIT', 'uploads.errors.fileLimit')
    const bytes = input.files.reduce((sum, f) => sum + f.size, 0)
    if (bytes > limits.maxBytes) {
      throw new ApiError(413, 'E_BATCH_TOO_LARGE', 'uploads.errors.limitExceeded', { n: formatBytes(bytes - limits.maxBytes, locale) })
    }
    const attempt = await this.rateLimits.attempt(`receptions:start:${source.kind}:${source.organisationId}:${ip}`, {
      requests: settings.startsPerHour,
      windowSeconds: 3600,
    })
    if (!attempt.allowed) throw ApiError.tooManyRequests(attempt.retryAfterSeconds)

    const id = randomUUID()
    const senderToken = base62Token(32)
    // A link's deadline is its deliveries' too: the core refuses their uploads (410) from that moment.
    const linkLeft = source.kind === 'link' && source.link.expiresAt ? Math.floor((source.link.expiresAt.getTime() - Date.now()) / 1000) : Infinity
    const batch = await this.uploads.createBatch({
      owner: 'receptions',
      ownerRef: id,
      organisationId: source.organisationId,
      policy: { maxFileBytes: limits.maxBytes, maxTotalBytes: limits.maxBytes, maxFiles: limits.maxFiles, allowFolders: true },
      expiresInSeconds: Math.max(1, Math.min(settings.uploadWindowSeconds, linkLeft)),
      files: input.files.map((file) => ({ path: file.path || file.name, size: file.size })),
    })
    await db.table(deliveryTable.table).insert(
      deliveryTable.write({
        id,
        organisationId: source.organisationId,
        sourceKind: source.kind,
        sourceId: source.kind === 'link' ? source.link.id : source.page.id,
        sourceTitle: sourceTitle(source),
        senderName: input.name,
        senderEmail: input.email,
        senderVerified: verified,
        senderLocale: locale,
        message: input.message ?? null,
        batchId: batch.batchId,
        senderTokenHash: sha256Hex(senderToken),
        state: 'uploading',
        fileCount: input.files.length,
        totalBytes: bytes,
        manifest: null,
        manifestSha256: null,
        timestampToken: null,
        timestampedAt: null,
        tsaName: null,
        tsaChain: null,
        createdAt: new Date(),
        completedAt: null,
        expiresAt: null,
        deletedAt: null,
      })
    )
    return {
      deliveryId: id,
      senderToken,
      upload: {
        batchId: batch.batchId,
        token: batch.uploadToken,
        endpoint: batch.endpoint,
        files: input.files.map((f) => ({ name: f.name })),
      },
    }
  }

  /** The sender's delivery; anyone else (no or wrong token) finds nothing. */
  async forSender(id: string, senderToken: string | undefined | null) {
    const delivery = await readDelivery(id)
    if (!delivery || !senderToken || !sameDigest(delivery.senderTokenHash, sha256Hex(senderToken))) throw ApiError.notFound(`${K}deliveryNotFound`)
    if (delivery.state === 'deleted') throw ApiError.notFound(`${K}deliveryNotFound`)
    if (delivery.state === 'refused') throw await this.#stopped(delivery)
    return delivery
  }

  /** Why a delivery was stopped, in its source's words: a link expired or was used, the page was closed. */
  async #stopped(delivery: DeliveryRow) {
    const source = delivery.sourceKind === 'page' ? await this.#source(delivery) : null
    if (source?.kind === 'page') {
      return source.page.active ? new ApiError(410, 'E_RECEPTION_PRIVATE', `${K}private`) : new ApiError(410, 'E_RECEPTION_INACTIVE', `${K}inactive`)
    }
    return new ApiError(410, 'E_RECEPTION_EXPIRED', `${K}expired`)
  }

  /**
   * Closes the delivery: every announced file must be stored and analysed (a rejected or missing
   * one refuses the delivery, which the sender may then cancel or fix by uploading again). A
   * first-upload link is claimed atomically: of two deliveries finishing together, one gets it.
   */
  async complete(delivery: DeliveryRow): Promise<DeliveryRow> {
    if (delivery.state === 'complete') return delivery
    if (delivery.state !== 'uploading' && delivery.state !== 'closing') throw ApiError.notFound(`${K}deliveryNotFound`)
    const blobs = await this.blobs.list(delivery.batchId)
    if (delivery.state === 'uploading') {
      const rejected = blobs.filter((b) => b.state === 'rejected')
      if (rejected.length) throw ApiError.conflict('E_FILE_REJECTED', `${K}fileRejected`, { name: rejected[0]!.name })
      if (blobs.some((b) => b.state === 'analysing')) throw ApiError.conflict('E_STILL_ANALYSING', `${K}stillAnalysing`)
      const ready = blobs.filter((b) => b.state === 'ready')
      if (ready.length < delivery.fileCount) {
        throw ApiError.conflict('E_FILES_MISSING', `${K}filesMissing`, { missing: delivery.fileCount - ready.length })
      }
      const source = await this.#source(delivery)
      if (source?.kind === 'link' && source.link.revokedAt) throw new ApiError(410, 'E_RECEPTION_REVOKED', `${K}revoked`)
      if (source?.kind === 'page' && !pageOpen(source.page)) {
        // Closed while this delivery was still arriving: it stops like the others (nothing is certified).
        await this.stopUploading({ kind: 'page', id: source.page.id })
        throw await this.#stopped(delivery)
      }
      // This request takes the delivery; a concurrent one for the same delivery answers what it finds.
      const taken = await db
        .from(deliveryTable.table)
        .where({ id: delivery.id, state: 'uploading' })
        .update(deliveryTable.write({ state: 'closing', completedAt: new Date() }))
      if (!Number(taken)) return this.#settled(delivery.id)
    }
    return this.#finished(delivery.id)
  }

  async #settled(id: string) {
    const current = (await readDelivery(id))!
    if (current.state === 'complete' || current.state === 'closing') return this.#finished(id)
    throw await this.#stopped(current)
  }

  async #finished(id: string) {
    const delivery = await this.finish(id)
    if (delivery.state === 'refused') throw new ApiError(410, 'E_RECEPTION_EXPIRED', `${K}expired`)
    return delivery
  }

  /**
   * A first-upload link is used by one delivery: the first to claim it (a conditional update), or
   * the one that already did (a finish run again after a crash). Revoked, or taken by another: no.
   */
  async #claim(linkId: string, deliveryId: string) {
    const now = new Date()
    const claimed = await db
      .from(safeLinkTable.table)
      .where('id', linkId)
      .whereNull('used_at')
      .whereNull('revoked_at')
      .update(safeLinkTable.write({ usedAt: now, expiresAt: now, usedBy: deliveryId }))
    if (Number(claimed)) {
      await this.stopUploading({ kind: 'link', id: linkId }, deliveryId)
      return true
    }
    const row = await db.from(safeLinkTable.table).where('id', linkId).first()
    return !!row && safeLinkTable.read(row).usedBy === deliveryId
  }

  async #source(delivery: DeliveryRow): Promise<Source | null> {
    if (delivery.sourceKind === 'link') {
      const row = await db.from(safeLinkTable.table).where('id', delivery.sourceId).first()
      return row ? { kind: 'link', link: safeLinkTable.read(row), organisationId: delivery.organisationId } : null
    }
    const row = await db.from(pageTable.table).where('id', delivery.sourceId).first()
    return row ? { kind: 'page', page: pageTable.read(row), organisationId: delivery.organisationId } : null
  }

  /**
   * The steps after the delivery was taken, each idempotent (the scheduled job runs them again for a
   * delivery a crash left "closing"): close the batch, record the files and the manifest, mark it
   * complete, timestamp, mail, announce.
   */
  async finish(id: string): Promise<DeliveryRow> {
    let delivery = (await readDelivery(id))!
    if (delivery.state === 'closing') {
      const source = await this.#source(delivery)
      if (source?.kind === 'link' && source.link.expiry === 'first-upload' && !(await this.#claim(source.link.id, delivery.id))) {
        await db
          .from(deliveryTable.table)
          .where({ id: delivery.id, state: 'closing' })
          .update(deliveryTable.write({ state: 'refused', deletedAt: new Date() }))
        await this.blobs.deleteBatch(delivery.batchId)
        return (await readDelivery(id))!
      }
      const days = source ? (await this.access.limits(source)).conservationDays : 7
      const completedAt = new Date()
      const expiresAt = new Date(completedAt.getTime() + days * DAY_MS)
      // The platform's cleanup deletes the bytes a day after expiry should this plugin's job not run.
      await this.uploads.closeBatch(delivery.batchId, { retainUntil: new Date(expiresAt.getTime() + DAY_MS) })
      const blobs = (await this.blobs.list(delivery.batchId)).filter((b) => b.state === 'ready' && b.sha256)
      await db.transaction(async (trx) => {
        // The job and a retried request may finish the same delivery: only while it is still closing.
        const current = await trx.from(deliveryTable.table).where('id', delivery.id).select('state').first()
        if (current?.state !== 'closing') return
        await trx.from(fileTable.table).where('delivery_id', delivery.id).delete()
        if (blobs.length) {
          await trx.table(fileTable.table).multiInsert(
            blobs.map((blob, position) =>
              fileTable.write({
                id: randomUUID(),
                deliveryId: delivery.id,
                blobId: blob.id,
                path: blob.path,
                name: blob.name,
                mime: blob.mime,
                size: blob.size,
                sha256: blob.sha256!,
                crc32: blob.crc32,
                position,
              })
            )
          )
        }
      })
      const files = await deliveryFiles(delivery.id)
      const manifest = await this.receipts.manifest(delivery, files, completedAt)
      const updated = await db
        .from(deliveryTable.table)
        .where({ id: delivery.id, state: 'closing' })
        .update(
          deliveryTable.write({
            state: 'complete',
            manifest,
            manifestSha256: sha256Hex(Buffer.from(manifest, 'utf8')),
            fileCount: files.length,
            totalBytes: files.reduce((sum, f) => sum + f.size, 0),
            completedAt,
            expiresAt,
          })
        )
      delivery = (await readDelivery(id))!
      // Another finisher won: it stamps and announces.
      if (!Number(updated)) return delivery
      // Proof of delivery (docs/proof-of-delivery.md): what arrived, hash-chained and timestamped.
      await this.deliveryLogs.append(
        { owner: 'receptions', id: delivery.id },
        {
          kind: 'upload_completed',
          actor: { type: 'sender', email: delivery.senderEmail },
          data: { files: files.map((f) => ({ path: f.path, size: f.size, sha256: f.sha256 })), manifestSha256: delivery.manifestSha256 },
          seal: 'received',
          organisationId: delivery.organisationId,
        }
      )
      delivery = await this.receipts.stamp(delivery)
      await this.#announce(delivery)
    }
    return delivery
  }

  async #announce(delivery: DeliveryRow) {
    const appUrl = this.platform.appUrl
    await this.mailReceipt(delivery)
    for (const member of await this.recipientsOf(delivery)) {
      await this.mailer.delivered(delivery, member.email, member.locale, inboxLink(appUrl, delivery)).catch((error) => {
        this.logger.warn('reception delivery mail not queued', { delivery: delivery.id, error: String(error) })
      })
    }
    await this.events.emit('receptions:received', {
      id: delivery.id,
      organisationId: delivery.organisationId,
      source: { kind: delivery.sourceKind, id: delivery.sourceId },
      files: delivery.fileCount,
      bytes: delivery.totalBytes,
      manifestSha256: delivery.manifestSha256!,
    })
  }

  /** The receipt mail to the sender: the bundle attached once timestamped, "in a moment" before. */
  async mailReceipt(delivery: DeliveryRow) {
    const profile = await this.organisations.profile(delivery.organisationId)
    const bundle = await this.receipts.bundle(delivery)
    await this.mailer.receipt(delivery, profile?.name ?? '', bundle).catch((error) => {
      this.logger.warn('reception receipt mail not queued', { delivery: delivery.id, error: String(error) })
    })
  }

  /** Who hears of a delivery: the page's recipients (administrators when none), or the link's creator. */
  async recipientsOf(delivery: DeliveryRow) {
    const members = await this.organisations.members(delivery.organisationId)
    let ids: number[]
    if (delivery.sourceKind === 'link') {
      const row = await db.from(safeLinkTable.table).where('id', delivery.sourceId).first()
      ids = row ? [safeLinkTable.read(row).creatorId] : []
    } else {
      const row = await db.from(pageTable.table).where('id', delivery.sourceId).first()
      ids = row ? pageTable.read(row).recipientIds : []
      if (!ids.length) ids = members.filter((m) => m.role === 'admin').map((m) => m.userId)
    }
    return members.filter((m) => ids.includes(m.userId))
  }

  /** Files as the views show them: recorded ones once complete, the batch's blobs while uploading. */
  async files(delivery: DeliveryRow): Promise<DeliveryFile[]> {
    if (delivery.state === 'complete') {
      return (await deliveryFiles(delivery.id)).map((f) => ({ id: f.id, name: f.name, path: f.path, size: f.size, sha256: f.sha256, state: 'ready' }))
    }
    if (delivery.state !== 'uploading' && delivery.state !== 'closing') return []
    return (await this.blobs.list(delivery.batchId)).map((b) => ({ id: b.id, name: b.name, path: b.path, size: b.size, sha256: b.sha256, state: b.state }))
  }

  summary(delivery: DeliveryRow): DeliverySummary {
    return {
      id: delivery.id,
      source: { kind: delivery.sourceKind, id: delivery.sourceId, title: delivery.sourceTitle },
      sender: { name: delivery.senderName, email: delivery.senderEmail, verified: delivery.senderVerified },
      message: delivery.message,
      fileCount: delivery.fileCount,
      totalBytes: delivery.totalBytes,
      state: delivery.state === 'complete' ? 'complete' : 'uploading',
      receivedAt: (delivery.completedAt ?? delivery.createdAt).toISOString(),
    }
  }

  async view(delivery: DeliveryRow): Promise<DeliveryView> {
    return {
      ...this.summary(delivery),
      files: await this.files(delivery),
      receipt: await this.receipts.view(delivery),
      expiresAt: delivery.expiresAt?.toISOString() ?? null,
      proofOfDelivery: (await this.deliveryLogs.heads({ owner: 'receptions', id: delivery.id })).length > 0,
    }
  }

  async senderView(delivery: DeliveryRow): Promise<SenderDeliveryView> {
    const profile = await this.organisations.profile(delivery.organisationId)
    return {
      id: delivery.id,
      files: await this.files(delivery),
      receipt: await this.receipts.view(delivery),
      organisation: { name: profile?.name ?? '' },
      receivedAt: (delivery.completedAt ?? delivery.createdAt).toISOString(),
    }
  }

  /**
   * A link revoked or used up, or the page made private or inactive: its deliveries still uploading
   * stop at once (all but `keep`, the one that used a link). Their batches close, so their upload
   * tokens answer 410 to tus, and lose their files; the deliveries are "refused" (their sender is told
   * why) like the losers of a first-upload link.
   */
  async stopUploading(source: { kind: 'link' | 'page'; id: string }, keep: string | null = null) {
    const query = db.from(deliveryTable.table).where({ source_kind: source.kind, source_id: source.id, state: 'uploading' })
    if (keep) query.whereNot('id', keep)
    for (const delivery of (await query).map((row) => deliveryTable.read(row))) {
      const stopped = await db
        .from(deliveryTable.table)
        .where({ id: delivery.id, state: 'uploading' })
        .update(deliveryTable.write({ state: 'refused', deletedAt: new Date() }))
      if (!Number(stopped)) continue
      await this.uploads.closeBatch(delivery.batchId, { retainUntil: new Date(Date.now() + settings.uploadWindowSeconds * 1000) })
      for (const blob of await this.blobs.list(delivery.batchId)) await this.blobs.delete(blob.id)
    }
  }

  /** Deletes the files (bytes and rows); the delivery's record and receipt stay, state "deleted" or "expired". */
  async purge(delivery: DeliveryRow, state: 'deleted' | 'expired') {
    await db
      .from(deliveryTable.table)
      .where('id', delivery.id)
      .update(deliveryTable.write({ state, deletedAt: new Date() }))
    await this.blobs.deleteBatch(delivery.batchId)
  }
}

export { readDelivery }
