import { inject } from '@adonisjs/core'
import encryption from '@adonisjs/core/services/encryption'
import hash from '@adonisjs/core/services/hash'
import {
  AnchorService,
  ApiError,
  BlobService,
  LoggerService,
  OrganisationService,
  RateLimitService,
  sha256Hex,
  TimestampService,
  TOKEN_PATTERN,
} from '@sceau/plugin-sdk/server'
import type { DownloadE2e, DownloadView, TransferFileView } from '../../shared/index.js'
import { settings } from '../config.js'
import { TransferMailer } from '../mails/transfer_mailer.js'
import { iso } from './dates.js'
import { TransferFiles } from './transfer_files.js'
import { TransferHistory } from './transfer_history.js'
import { TransferRepository, type FileRow, type TransferRow } from './transfer_repository.js'

const K = 'transfer.errors.'
const ACCESS_PURPOSE = 'transfer-download'
const OPEN_DEDUPE_MS = 30 * 60 * 1000

export function fileView(file: FileRow): TransferFileView {
  return { id: String(file.id), path: file.path, name: file.name, size: file.size, mime: file.mime, state: file.state, sha256: file.sha256 }
}

/**
 * The recipient's side: the download page's data, the password lock (attempts limited per link and
 * address; unlocking gives a short-lived signed capability tied to the current password), the
 * history events and the sender's "first download" mail.
 */
@inject()
export class TransferDownloads {
  constructor(
    private repository: TransferRepository,
    private transferFiles: TransferFiles,
    private history: TransferHistory,
    private blobs: BlobService,
    private organisations: OrganisationService,
    private rateLimits: RateLimitService,
    private mailer: TransferMailer,
    private logger: LoggerService,
    private timestamps: TimestampService,
    private anchors: AnchorService
  ) {}

  /** A transfer whose link works: unknown, unsent or cancelled ones are not found; expired and deleted ones say so. */
  async open(token: string) {
    const transfer = TOKEN_PATTERN.test(token) ? await this.repository.findByToken(token) : null
    if (!transfer || transfer.status === 'draft' || transfer.status === 'cancelled') throw ApiError.notFound(`${K}notFound`)
    if (transfer.status === 'deleted') throw new ApiError(410, 'E_TRANSFER_DELETED', `${K}deleted`)
    if (transfer.status === 'expired' || (transfer.expireAt && transfer.expireAt <= new Date())) {
      throw new ApiError(410, 'E_TRANSFER_EXPIRED', `${K}expired`, { date: iso(transfer.expireAt) })
    }
    return transfer
  }

  /** Whether the request may see the files: no password, or a valid capability for the current one. */
  unlocked(transfer: TransferRow, access: string | undefined) {
    if (!transfer.passwordHash) return true
    if (!access) return false
    const payload = encryption.decrypt<{ t: number; v: number }>(access, ACCESS_PURPOSE)
    return !!payload && payload.t === transfer.id && payload.v === transfer.passwordVersion
  }

  assertUnlocked(transfer: TransferRow, access: string | undefined) {
    if (!this.unlocked(transfer, access)) throw new ApiError(401, 'E_TRANSFER_LOCKED', `${K}password.locked`)
  }

  /** Checks the password (docs/product.md §8: "Incorrect Password"), at most a few tries per link and address per window. */
  async unlock(transfer: TransferRow, password: string, ip: string): Promise<{ access: string | null; expiresAt: string | null }> {
    if (!transfer.passwordHash) return { access: null, expiresAt: null }
    const key = `transfer:unlock:${transfer.token}:${ip}`
    const limit = { requests: settings.unlock.attempts, windowSeconds: settings.unlock.windowSeconds }
    const attempt = await this.rateLimits.attempt(key, limit)
    if (!attempt.allowed) throw ApiError.tooManyRequests(attempt.retryAfterSeconds, `${K}password.tooManyAttempts`)
    if (!(await hash.verify(transfer.passwordHash, password))) {
      throw ApiError.invalid({ password: `${K}password.incorrect` }, `${K}password.incorrect`)
    }
    await this.rateLimits.clear(key)
    const seconds = settings.unlock.capabilitySeconds
    const access = String(encryption.encrypt({ t: transfer.id, v: transfer.passwordVersion }, `${seconds}s`, ACCESS_PURPOSE))
    return { access, expiresAt: new Date(Date.now() + seconds * 1000).toISOString() }
  }

  /** Files as they stand: those still being analysed are looked at again. */
  async files(transfer: TransferRow) {
    const files = await this.transferFiles.of(transfer.id)
    for (const file of files) {
      if (file.state !== 'analysing') continue
      const blob = await this.blobs.get(file.blobId)
      if (blob?.state === 'ready' && blob.sha256 && blob.crc32 !== null) {
        await this.transferFiles.finishAnalysis(file.id, { sha256: blob.sha256, crc32: blob.crc32 })
        Object.assign(file, { state: 'ready', sha256: blob.sha256, crc32: blob.crc32 })
      } else if (!blob || blob.state === 'rejected') {
        await this.transferFiles.markDeleted(file.id)
        file.state = 'deleted'
      }
    }
    return files
  }

  async view(transfer: TransferRow, unlocked: boolean): Promise<DownloadView> {
    const profile = transfer.organisationId ? await this.organisations.profile(transfer.organisationId) : null
    const files = unlocked ? (await this.files(transfer)).filter((file) => file.state !== 'deleted') : []
    return {
      token: transfer.token,
      status: 'active',
      locked: !unlocked,
      sender: transfer.senderEmail,
      title: transfer.title,
      message: unlocked ? transfer.message : null,
      expireAt: iso(transfer.expireAt),
      sentAt: iso(transfer.sentAt),
      bytes: transfer.totalBytes,
      fileCount: transfer.fileCount,
      files: files.map(fileView),
      branding: {
        name: profile?.name ?? null,
        logoUrl: profile?.customisation.logoUrl ?? null,
        backgroundUrl: profile?.customisation.downloadBackgroundUrl ?? null,
        mainColor: profile?.customisation.mainColor ?? null,
      },
      e2e: unlocked ? await this.#e2e(transfer) : null,
      acknowledgement: transfer.acknowledgement,
    }
  }

  /**
   * An encrypted transfer's manifest, commitments and token, with what a recipient's proof of one file
   * needs besides (docs/e2e-format.md §7): the TSA chain, and the anchor once the list's digest is on chain.
   */
  async #e2e(transfer: TransferRow): Promise<DownloadE2e | null> {
    const { e2eManifest: manifest, e2eCommitments: commitments, e2eTimestamp: stored } = transfer
    if (!transfer.e2e || !manifest || !commitments || !stored) return null
    // Rows certified before the chain was kept: the roots (the token carries the TSA certificate).
    const tsaChain = stored.chainPem ?? (await this.timestamps.trustedRootsPem())
    const status = await this.anchors.status({ owner: 'transfer', id: `e2e-${transfer.id}` })
    const anchor = status?.state === 'anchored' ? (({ confirmations: _confirmations, ...record }) => record)(status.proof) : null
    return {
      manifest,
      commitments,
      timestamp: { token: stored.token, genTime: stored.genTime, qualified: stored.qualified },
      tsaChain,
      anchor,
    }
  }

  /** "open", at most once per visitor and half hour (the page refetches); whether it was recorded. */
  async recordOpen(transfer: TransferRow, ip: string) {
    const visitor = sha256Hex(`${transfer.id}:${ip}`)
    if (await this.history.openedRecently(transfer.id, visitor, new Date(Date.now() - OPEN_DEDUPE_MS))) return false
    await this.history.record(transfer.id, 'open', { visitor })
    return true
  }

  /** "download" / "file download", and the sender's mail the first time. */
  async recordDownload(transfer: TransferRow, fileId: number | null, link: string) {
    await this.history.record(transfer.id, fileId === null ? 'download' : 'file_download', { fileId })
    const now = new Date()
    if (await this.repository.setOnce(transfer.id, 'firstDownloadedAt', now)) {
      await this.mailer.firstDownload(transfer, link, now).catch((error) => {
        this.logger.error('first-download mail not queued', { transferId: transfer.id, error: String(error) })
      })
    }
  }

  /** A file ready for download, or the reason it is not. */
  async downloadableFile(transfer: TransferRow, fileId: number) {
    const file = (await this.files(transfer)).find((f) => f.id === fileId)
    if (!file || file.state === 'deleted') throw ApiError.notFound(`${K}fileNotFound`)
    if (file.state === 'analysing') throw ApiError.conflict('E_FILE_ANALYSING', `${K}fileAnalysing`)
    return file
  }

  /** The files of a ZIP: the chosen ones (all when none is named), every one ready. */
  async zipFiles(transfer: TransferRow, ids: number[] | null) {
    const all = (await this.files(transfer)).filter((file) => file.state !== 'deleted')
    const chosen = ids ? all.filter((file) => ids.includes(file.id)) : all
    if (!chosen.length || (ids && chosen.length !== new Set(ids).size)) throw ApiError.notFound(`${K}fileNotFound`)
    if (chosen.some((file) => file.state !== 'ready' || file.crc32 === null)) throw ApiError.conflict('E_FILE_ANALYSING', `${K}fileAnalysing`)
    return chosen
  }
}
