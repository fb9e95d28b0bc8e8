import { createHash, randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'
import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import {
  ApiError,
  BlobService,
  EventBus,
  LoggerService,
  PlatformInfo,
  QueueService,
  StorageService,
  UploadService,
  newestFirstPage,
  requesterOf,
  ownedBy,
  uploadedAsAnnounced,
  type Actor,
  type Blob,
  type Requester,
} from '@sceau/plugin-sdk/server'
import type { PageCapture } from '@sceau/capture'
import type { Page } from '@sceau/api-client'
import type { CapsuleKind, CapsuleStart, CapsuleStartInput, CapsuleSummary, CapsuleView } from '../../shared/types.js'
import { capsuleTable, type CapsuleRow } from './capsule_tables.js'
import { redactedHeaders } from '../capture_settings.js'
import { assertConfirmedPrice, capturePrice } from './capture_price.js'

const MiB = 1024 * 1024
export const CAPSULE_LIMITS = { waczMaxBytes: 256 * MiB, screenshotMaxBytes: 64 * MiB, perPage: 20 }
const UPLOAD_WINDOW_SECONDS = 24 * 3600
/**
 * A capsule still waiting for its files (or its server capture) this long after it was made is
 * failed by the sweep: the extension that sent it is gone (the browser stopped it, the network went).
 */
export const STALE_AFTER_MS = { uploading: 2 * 3600 * 1000, capturing: 3600 * 1000, checking: 3600 * 1000 }
const K = 'capsules.errors.'
const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10]
export const WACZ_MIME = 'application/wacz'

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
/** The WACZ reader and writer (warcio, hash-wasm, pako) load with the first capsule checked or packed, not at boot. */
const waczTools = () => import('@sceau/capture')

async function readAll(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stream) {
    size += (chunk as Buffer).length
    if (size > limit) {
      stream.destroy()
      throw new ApiError(413, 'E_TOO_LARGE', `${K}tooLarge`)
    }
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

function iso(date: Date | null) {
  return date ? date.toISOString() : null
}

export function summaryOf(row: CapsuleRow): CapsuleSummary {
  return {
    id: row.id,
    kind: row.kind,
    url: row.url,
    title: row.title,
    capturedAt: row.capturedAt.toISOString(),
    state: row.state,
    depositId: row.depositId,
    depositNumber: row.depositNumber,
    createdAt: iso(row.createdAt)!,
  }
}

/** The files are described (and offered) only once they are stored: never a download of a missing file. */
export function viewOf(row: CapsuleRow): CapsuleView {
  return {
    ...summaryOf(row),
    browser: row.browser,
    wacz: row.waczBlobId && row.waczName && row.waczSha256 ? { name: row.waczName, size: row.waczSize ?? 0, sha256: row.waczSha256 } : null,
    screenshot:
      row.screenshotBlobId && row.screenshotWidth !== null && row.screenshotHeight !== null && row.screenshotSha256
        ? { width: row.screenshotWidth, height: row.screenshotHeight, size: row.screenshotSize ?? 0, sha256: row.screenshotSha256 }
        : null,
    contents: row.contents ?? [],
    error: row.error,
  }
}

/**
 * Capsules: a captured page (WACZ + screenshot) of an organisation, uploaded by the extension or
 * captured on the server, checked (hashes announced = stored, a real WACZ), then deposited by the
 * consignment plugin ('capsules:deposit-requested' -> 'consignment:deposit-made' -> 'consignment:sealed').
 */
@inject()
export class CapsuleService {
  constructor(
    private uploads: UploadService,
    private blobs: BlobService,
    private storage: StorageService,
    private events: EventBus,
    private platform: PlatformInfo,
    private logger: LoggerService,
    private queue: QueueService
  ) {}

  /** Any capsule by id (jobs); null when it does not exist. */
  async find(id: string): Promise<CapsuleRow | null> {
    if (typeof id !== 'string' || id.length > 36) return null
    const row = await db.from(capsuleTable.table).where('id', id).first()
    return row ? capsuleTable.read(row) : null
  }

  /** The organisation's capsule; another organisation's (or none) is 404. */
  async owned(actor: Actor, id: string): Promise<CapsuleRow> {
    return ownedBy(actor, await this.find(id), `${K}notFound`)
  }

  async list(actor: Actor, kind: CapsuleKind | null, page: number): Promise<Page<CapsuleSummary>> {
    const query = db.from(capsuleTable.table).where('organisation_id', actor.organisationId)
    if (kind) query.where('kind', kind)
    const { rows, meta } = await newestFirstPage(query, page, CAPSULE_LIMITS.perPage)
    return { data: rows.map((row) => summaryOf(capsuleTable.read(row))), meta }
  }

  /** An extension capture: the row, and a core upload batch for the WACZ and the screenshot. */
  async start(actor: Actor, input: CapsuleStartInput): Promise<CapsuleStart> {
    if (input.wacz.size > CAPSULE_LIMITS.waczMaxBytes || input.screenshot.size > CAPSULE_LIMITS.screenshotMaxBytes) {
      throw new ApiError(413, 'E_TOO_LARGE', `${K}tooLarge`)
    }
    // The deposit is of the WACZ: its price for the announced size is the one the member confirmed, or nothing starts.
    assertConfirmedPrice(input.priceCents, capturePrice(actor, input.wacz.size))
    const id = randomUUID()
    const batch = await this.uploads.createBatch({
      owner: 'capsules',
      ownerRef: id,
      organisationId: actor.organisationId,
      policy: {
        maxFileBytes: Math.max(input.wacz.size, input.screenshot.size),
        maxTotalBytes: input.wacz.size + input.screenshot.size,
        maxFiles: 2,
        allowFolders: false,
      },
      expiresInSeconds: UPLOAD_WINDOW_SECONDS,
      files: [
        { path: input.wacz.name, size: input.wacz.size },
        { path: input.screenshot.name, size: input.screenshot.size },
      ],
    })
    const now = new Date()
    const row: CapsuleRow = {
      id,
      organisationId: actor.organisationId,
      userId: actor.userId,
      userEmail: actor.email ?? '',
      kind: 'extension',
      state: 'uploading',
      url: input.url,
      title: input.title,
      capturedAt: new Date(input.capturedAt),
      browser: input.browser,
      batchId: batch.batchId,
      waczName: input.wacz.name,
      waczSize: input.wacz.size,
      waczSha256: input.wacz.sha256,
      waczBlobId: null,
      screenshotName: input.screenshot.name,
      screenshotSize: input.screenshot.size,
      screenshotSha256: input.screenshot.sha256,
      screenshotWidth: input.screenshot.width,
      screenshotHeight: input.screenshot.height,
      screenshotBlobId: null,
      contents: null,
      depositId: null,
      depositNumber: null,
      priceCents: input.priceCents,
      error: null,
      createdAt: now,
      updatedAt: now,
    }
    await db.table(capsuleTable.table).insert(capsuleTable.write(row))
    return {
      capsule: viewOf(row),
      upload: {
        batchId: batch.batchId,
        token: batch.uploadToken,
        endpoint: batch.endpoint,
        files: [{ name: input.wacz.name }, { name: input.screenshot.name }],
      },
    }
  }

  /**
   * Both files uploaded: each stored blob's SHA-256 and size must be the announced ones (else a
   * refusal that changes nothing). Then the capsule is 'checking' and the job capsules:check reads
   * the WACZ, streamed, with limits (checkArchive); the request never reads the archive. Completing
   * a capsule already past 'uploading' answers it.
   */
  async complete(actor: Actor, id: string): Promise<CapsuleView> {
    const row = await this.owned(actor, id)
    if (row.state !== 'uploading') return viewOf(row)
    const blobs = await this.blobs.list(row.batchId!)
    const wacz = uploadedAsAnnounced(blobs, { name: row.waczName!, sha256: row.waczSha256!, size: row.waczSize! }, K)
    const screenshot = uploadedAsAnnounced(blobs, { name: row.screenshotName!, sha256: row.screenshotSha256!, size: row.screenshotSize! }, K)
    await this.uploads.closeBatch(row.batchId!, { retainUntil: null })
    const updated = await db
      .from(capsuleTable.table)
      .where({ id: row.id, state: 'uploading' })
      .update(capsuleTable.write({ state: 'checking', waczBlobId: wacz.id, screenshotBlobId: screenshot.id, updatedAt: new Date() }))
    if (Number(updated) === 1) {
      const { CheckCapsuleJob } = await import('../jobs/check_capsule_job.js')
      await this.queue.dispatch(CheckCapsuleJob, { capsuleId: row.id, requester: requesterOf(actor) }, { jobKey: `capsules-check-${row.id}` })
    }
    return viewOf((await this.find(row.id))!)
  }

  /**
   * The job's half of `complete`: the screenshot must be a PNG of the announced dimensions, the WACZ
   * one we keep (streamed check, limits on entries, unpacked size and ratio). Accepted: the deposit
   * is requested. Refused: the capsule fails with the reason and its bytes are deleted.
   */
  async checkArchive(capsuleId: string, requester?: Requester): Promise<void> {
    const row = await this.find(capsuleId)
    if (!row || row.state !== 'checking' || !row.waczBlobId || !row.screenshotBlobId) return
    const refuse = async (key: string, reason: string) => {
      this.logger.warn('capsule refused', { capsule: row.id, key, reason })
      await this.#failAndDelete(row, key)
    }
    const head = await readAll(await this.blobs.stream(row.screenshotBlobId, { start: 0, end: 23 }), 24)
    if (!PNG_SIGNATURE.every((byte, i) => head[i] === byte)) return refuse(`${K}notPng`, 'the screenshot is not a PNG')
    if (head.length < 24 || head.readUInt32BE(16) !== row.screenshotWidth || head.readUInt32BE(20) !== row.screenshotHeight) {
      return refuse(`${K}screenshotDimensions`, 'the screenshot is not of the announced dimensions')
    }
    const { WaczError } = await waczTools()
    const { checkStoredWacz } = await import('./wacz_check.js')
    let contents: { path: string; size: number }[]
    try {
      const blobId = row.waczBlobId
      contents = (await checkStoredWacz((start, end) => this.blobs.stream(blobId, { start, end: end - 1 }), row.waczSize!)).files
    } catch (error) {
      if (!(error instanceof WaczError)) throw error
      return refuse(error.code === 'over_limits' ? `${K}waczOverLimits` : `${K}notWacz`, error.message)
    }
    const updated = await db
      .from(capsuleTable.table)
      .where({ id: row.id, state: 'checking' })
      .update(capsuleTable.write({ state: 'depositing', contents, updatedAt: new Date() }))
    if (Number(updated) === 1) await this.#requestDeposit((await this.find(row.id))!, requester)
  }

  /** A failed capsule keeps no bytes: its batch (blobs and their bytes) is deleted. */
  async #failAndDelete(row: CapsuleRow, key: string) {
    const updated = await db
      .from(capsuleTable.table)
      .where('id', row.id)
      .whereIn('state', ['capturing', 'uploading', 'checking'])
      .update(capsuleTable.write({ state: 'failed', error: key, waczBlobId: null, screenshotBlobId: null, updatedAt: new Date() }))
    if (Number(updated) === 1 && row.batchId) await this.#deleteBytes(row.batchId)
  }

  /** Bytes of a capsule that holds no proof: gone (a failure to delete is logged; the batch's expiry deletes them later). */
  async #deleteBytes(batchId: string) {
    await this.blobs.deleteBatch(batchId).catch((error: Error) => this.logger.warn('capsule bytes not deleted', { batch: batchId, reason: error.message }))
  }

  /** The sweep: capsules waiting longer than STALE_AFTER_MS for their files or their capture fail with the reason. */
  async sweepStale(now = new Date()): Promise<number> {
    const reasons = { uploading: `${K}uploadTimedOut`, capturing: 'capsules.webProof.timeout', checking: `${K}checkTimedOut` } as const
    let failed = 0
    for (const [state, key] of Object.entries(reasons) as [keyof typeof reasons, string][]) {
      const before = new Date(now.getTime() - STALE_AFTER_MS[state])
      const rows = await db.from(capsuleTable.table).where('state', state).where('updated_at', '<', before).limit(500)
      for (const raw of rows) {
        const row = capsuleTable.read(raw)
        await this.#failAndDelete(row, key)
        failed++
      }
    }
    if (failed) this.logger.info('stale capsules failed', { failed })
    return failed
  }

  /**
   * Retry of a failed capsule with no deposit: a web proof is captured again (same capsule, a new
   * job); an extension capture cannot be (its bytes were the browser's): 409, capture it again.
   */
  async retry(actor: Actor, id: string, priceCents: number): Promise<CapsuleRow> {
    const row = await this.owned(actor, id)
    if (row.state !== 'failed' || row.depositId) throw ApiError.conflict('E_NOT_RETRYABLE', `${K}notRetryable`)
    if (row.kind !== 'server') throw ApiError.conflict('E_CAPTURE_AGAIN', `${K}captureAgain`)
    assertConfirmedPrice(priceCents, capturePrice(actor))
    if (row.batchId) await this.#deleteBytes(row.batchId)
    const updated = await db
      .from(capsuleTable.table)
      .where({ id: row.id, state: 'failed' })
      .update(
        capsuleTable.write({
          state: 'capturing',
          error: null,
          batchId: null,
          waczBlobId: null,
          screenshotBlobId: null,
          contents: null,
          priceCents,
          updatedAt: new Date(),
        })
      )
    if (Number(updated) !== 1) throw ApiError.conflict('E_NOT_RETRYABLE', `${K}notRetryable`)
    // Read before the job exists: the answer is what the retry did, not how far a fast worker got.
    const retried = (await this.find(row.id))!
    const { WebProofJob } = await import('../web_proofs/web_proof_job.js')
    await this.queue.dispatch(
      WebProofJob,
      { capsuleId: row.id, url: row.url, requester: requesterOf(actor) },
      { jobKey: `capsules-web-proof-${row.id}-${Date.now()}` }
    )
    return retried
  }

  /** Deletes a capsule that holds no proof (failed, no deposit): its row and any bytes left. */
  async remove(actor: Actor, id: string): Promise<void> {
    const row = await this.owned(actor, id)
    if (row.state !== 'failed' || row.depositId) throw ApiError.conflict('E_NOT_DELETABLE', `${K}notDeletable`)
    const deleted = await db.from(capsuleTable.table).where({ id: row.id, state: 'failed' }).whereNull('deposit_id').delete()
    if (Number(deleted) === 1 && row.batchId) await this.#deleteBytes(row.batchId)
  }

  /** The blob uploaded under `name`: stored, analysed, of the announced size and SHA-256. */
  /** Files inside a WACZ this server just packed (in memory: it built them). */
  async #contents(bytes: Uint8Array): Promise<{ path: string; size: number }[]> {
    const { readWacz, WaczError } = await waczTools()
    try {
      return (await readWacz(bytes)).files
    } catch (error) {
      if (error instanceof WaczError) throw new ApiError(422, 'E_NOT_WACZ', `${K}notWacz`)
      throw error
    }
  }

  /**
   * A server-side web proof (POST /capsules/web-proofs): the capsule waits for its capture job.
   * The caller dispatches the job (capsules:web-proof) with { capsuleId, url }.
   */
  async createServerCapsule(actor: Actor, url: string, priceCents: number): Promise<CapsuleRow> {
    const now = new Date()
    const row: CapsuleRow = {
      id: randomUUID(),
      organisationId: actor.organisationId,
      userId: actor.userId,
      userEmail: actor.email ?? '',
      kind: 'server',
      state: 'capturing',
      url,
      title: url,
      capturedAt: now,
      browser: null,
      batchId: null,
      waczName: null,
      waczSize: null,
      waczSha256: null,
      waczBlobId: null,
      screenshotName: null,
      screenshotSize: null,
      screenshotSha256: null,
      screenshotWidth: null,
      screenshotHeight: null,
      screenshotBlobId: null,
      contents: null,
      depositId: null,
      depositNumber: null,
      priceCents,
      error: null,
      createdAt: now,
      updatedAt: now,
    }
    await db.table(capsuleTable.table).insert(capsuleTable.write(row))
    return row
  }

  /**
   * The web proof job's capture: packs the WACZ (buildWacz), stores the WACZ and the screenshot as
   * blobs of a batch of the capsule (StorageService.put to a scratch key, then
   * BlobService.importFromStorage, which hashes them as an upload would), then requests the
   * deposit as for an extension capture. Does nothing unless the capsule is 'capturing'.
   */
  async recordServerCapture(capsuleId: string, capture: PageCapture, requester?: Requester): Promise<void> {
    const row = await this.find(capsuleId)
    if (!row || row.state !== 'capturing') return
    const wacz = await (await waczTools()).buildWacz(capture, { redactHeaders: redactedHeaders() })
    const png = capture.screenshot.png
    if (wacz.byteLength > CAPSULE_LIMITS.waczMaxBytes || png.byteLength > CAPSULE_LIMITS.screenshotMaxBytes) {
      await this.markFailed(capsuleId, 'capsules.webProof.tooLarge')
      return
    }
    const contents = await this.#contents(wacz)
    const stamp = capture.capturedAt.toISOString().replace(/[-:]/g, '').slice(0, 15)
    const files = {
      wacz: { name: `capture-${stamp}.wacz`, bytes: wacz, mime: WACZ_MIME },
      screenshot: { name: `screenshot-${stamp}.png`, bytes: png, mime: 'image/png' },
    }
    const batch = await this.uploads.createBatch({
      owner: 'capsules',
      ownerRef: capsuleId,
      organisationId: row.organisationId,
      policy: {
        maxFileBytes: Math.max(wacz.byteLength, png.byteLength, 1),
        maxTotalBytes: wacz.byteLength + png.byteLength,
        maxFiles: 2,
        allowFolders: false,
      },
      expiresInSeconds: UPLOAD_WINDOW_SECONDS,
      files: Object.values(files).map((file) => ({ path: file.name, size: file.bytes.byteLength })),
    })
    const scratch = `capsules/incoming/${capsuleId}/`
    const stored: Record<'wacz' | 'screenshot', Blob> = {} as never
    try {
      for (const [which, file] of Object.entries(files) as ['wacz' | 'screenshot', (typeof files)['wacz']][]) {
        const sourceKey = `${scratch}${file.name}`
        await this.storage.put(sourceKey, file.bytes, { contentType: file.mime })
        stored[which] = await this.blobs.importFromStorage(batch.batchId, {
          name: file.name,
          path: file.name,
          mime: file.mime,
          size: file.bytes.byteLength,
          sha256: sha256Hex(file.bytes),
          sourceKey,
        })
      }
    } finally {
      await this.storage.deleteAll(scratch)
    }
    await this.uploads.closeBatch(batch.batchId, { retainUntil: null })
    const updated = await db
      .from(capsuleTable.table)
      .where({ id: capsuleId, state: 'capturing' })
      .update(
        capsuleTable.write({
          state: 'depositing',
          title: (capture.title || row.url).slice(0, 1000),
          capturedAt: capture.capturedAt,
          browser: capture.browser,
          batchId: batch.batchId,
          waczName: files.wacz.name,
          waczSize: wacz.byteLength,
          waczSha256: stored.wacz.sha256,
          waczBlobId: stored.wacz.id,
          screenshotName: files.screenshot.name,
          screenshotSize: png.byteLength,
          screenshotSha256: stored.screenshot.sha256,
          screenshotWidth: capture.screenshot.width,
          screenshotHeight: capture.screenshot.height,
          screenshotBlobId: stored.screenshot.id,
          contents,
          updatedAt: new Date(),
        })
      )
    if (Number(updated) !== 1) {
      // Captured twice (a retried job): this copy is not the capsule's.
      await this.blobs.deleteBatch(batch.batchId)
      return
    }
    await this.#requestDeposit((await this.find(capsuleId))!, requester)
  }

  /** A capture or deposit that failed: `key` (catalogue) says why. Protected capsules stay so. */
  async markFailed(capsuleId: string, key: string): Promise<void> {
    await db
      .from(capsuleTable.table)
      .where('id', capsuleId)
      .whereIn('state', ['capturing', 'uploading', 'checking', 'depositing'])
      .update(capsuleTable.write({ state: 'failed', error: key, updatedAt: new Date() }))
  }

  /** `requester`: who asked and in which language (the deposit speaks it); the capsule's member when unknown. */
  async #requestDeposit(row: CapsuleRow, requester?: Requester) {
    if (!this.platform.isLoaded('consignment')) {
      this.logger.warn('capsule captured but the consignment plugin is off: no deposit', { capsule: row.id })
      await this.markFailed(row.id, `${K}depositUnavailable`)
      return
    }
    await this.events.emit('capsules:captured', { id: row.id, organisationId: row.organisationId, kind: row.kind })
    await this.events.emit('capsules:deposit-requested', {
      capsuleId: row.id,
      organisationId: row.organisationId,
      userId: row.userId,
      email: row.userEmail,
      title: row.title || row.url,
      url: row.url,
      capturedAt: row.capturedAt.toISOString(),
      file: { blobId: row.waczBlobId!, name: row.waczName!, mime: WACZ_MIME, size: row.waczSize!, sha256: row.waczSha256! },
      apiKeyId: requester?.apiKeyId ?? null,
      ...(requester ? { locale: requester.locale } : {}),
      ...(row.priceCents !== null ? { priceCents: row.priceCents } : {}),
    })
  }

  /** consignment's answer: the deposit made of the capsule's WACZ (or none could be). */
  async onDepositMade(capsuleId: string, depositId: string | null, number: string | null, error: 'refused' | 'failed' | 'priceChanged' | null = null) {
    if (!depositId) {
      const key = error === 'failed' ? `${K}depositFailed` : error === 'priceChanged' ? `${K}priceAboveConfirmed` : `${K}depositRefused`
      await this.markFailed(capsuleId, key)
      return
    }
    await db
      .from(capsuleTable.table)
      .where('id', capsuleId)
      .update(capsuleTable.write({ depositId, ...(number ? { depositNumber: number } : {}), updatedAt: new Date() }))
  }

  /** The deposit is sealed (timestamped): its capsule is protected. */
  async onSealed(depositId: string, number: string) {
    await db
      .from(capsuleTable.table)
      .where('deposit_id', depositId)
      .whereIn('state', ['depositing', 'failed'])
      .update(capsuleTable.write({ state: 'protected', depositNumber: number, error: null, updatedAt: new Date() }))
  }
}
