import { createHash, randomUUID } from 'node:crypto'
import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import {
  ApiError,
  BlobService,
  EventBus,
  LoggerService,
  PlatformInfo,
  UploadService,
  newestFirstPage,
  ownedBy,
  uploadedAsAnnounced,
  type Actor,
} from '@sceau/plugin-sdk/server'
import type { Locale } from '@sceau/plugin-sdk/shared'
import type { Page } from '@sceau/api-client'
import type { ReleaseStart, ReleaseStartInput, ReleaseView } from '../../shared/types.js'
import { releaseTable, type ReleaseRow } from './release_tables.js'

const GiB = 1024 * 1024 * 1024
export const RELEASE_LIMITS = { archiveMaxBytes: 4 * GiB, perPage: 50 }
const UPLOAD_WINDOW_SECONDS = 24 * 3600
const K = 'git-deploy.errors.'
export const ARCHIVE_MIME = 'application/gzip'

/** What makes two asks the same release: the organisation, repository, tag, commit and archive (SHA-256 and size). */
export function releaseDedupeKey(organisationId: number, input: Pick<ReleaseStartInput, 'repository' | 'tag' | 'commit' | 'archive'>) {
  const identity = [organisationId, input.repository, input.tag, input.commit, input.archive.sha256, input.archive.size]
  return createHash('sha256').update(JSON.stringify(identity)).digest('hex')
}

/** A release as the API answers it: the certificate page once the deposit is sealed. */
export function viewOf(row: ReleaseRow): ReleaseView {
  return {
    id: row.id,
    repository: row.repository,
    tag: row.tag,
    commit: row.commit,
    years: row.years,
    coAuthors: row.coAuthors,
    state: row.state,
    archive: { name: row.archiveName, size: row.archiveSize, sha256: row.archiveSha256 },
    deposit: row.depositId ? { id: row.depositId, number: row.depositNumber, certificateUrl: row.state === 'protected' ? row.certificateUrl : null } : null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  }
}

/**
 * Git releases: an archive of a repository's tag or commit (or its built artefacts), uploaded by the
 * deploy action or `sceau release` with an organisation API key, checked (the SHA-256 announced is
 * the one stored), then deposited by the consignment plugin ('git-deploy:deposit-requested' ->
 * 'consignment:deposit-made' -> 'consignment:sealed').
 */
@inject()
export class ReleaseService {
  constructor(
    private uploads: UploadService,
    private blobs: BlobService,
    private events: EventBus,
    private platform: PlatformInfo,
    private logger: LoggerService
  ) {}

  async find(id: string): Promise<ReleaseRow | null> {
    if (typeof id !== 'string' || id.length > 36) return null
    const row = await db.from(releaseTable.table).where('id', id).first()
    return row ? releaseTable.read(row) : null
  }

  /** The organisation's release; another organisation's (or none) is 404. */
  async owned(actor: Actor, id: string): Promise<ReleaseRow> {
    return ownedBy(actor, await this.find(id), `${K}notFound`)
  }

  async list(actor: Actor, repository: string | null, page: number): Promise<Page<ReleaseView> & { repositories: string[] }> {
    const query = db.from(releaseTable.table).where('organisation_id', actor.organisationId)
    if (repository) query.where('repository', repository)
    const { rows, meta } = await newestFirstPage(query, page, RELEASE_LIMITS.perPage)
    const repositories = await db.from(releaseTable.table).where('organisation_id', actor.organisationId).distinct('repository').orderBy('repository')
    return {
      data: rows.map((row) => viewOf(releaseTable.read(row))),
      meta,
      repositories: repositories.map((row: { repository: string }) => row.repository),
    }
  }

  /**
   * The release row and a core upload batch for its archive. The same release asked again (a CI job
   * run twice: same repository, tag, commit and archive) answers the one made first, `existing`, with
   * no second deposit nor charge; only a release still waiting for its archive gets a fresh batch.
   */
  async start(actor: Actor, input: ReleaseStartInput): Promise<ReleaseStart> {
    if (input.archive.size > RELEASE_LIMITS.archiveMaxBytes) throw new ApiError(413, 'E_TOO_LARGE', `${K}tooLarge`)
    const dedupeKey = releaseDedupeKey(actor.organisationId, input)
    const known = await this.#byDedupeKey(dedupeKey)
    if (known) return this.#again(known)
    const id = randomUUID()
    const batch = await this.#openBatch(actor.organisationId, id, input.archive)
    const now = new Date()
    const row: ReleaseRow = {
      id,
      organisationId: actor.organisationId,
      apiKeyId: actor.apiKeyId ?? null,
      userId: actor.userId,
      email: actor.email ?? '',
      repository: input.repository,
      tag: input.tag,
      commit: input.commit,
      years: input.years,
      coAuthors: input.coAuthors,
      state: 'uploading',
      batchId: batch.batchId,
      archiveName: input.archive.name,
      archiveSize: input.archive.size,
      archiveSha256: input.archive.sha256,
      archiveBlobId: null,
      depositId: null,
      depositNumber: null,
      certificateUrl: null,
      error: null,
      dedupeKey,
      createdAt: now,
      updatedAt: now,
    }
    // Two runs at the same moment: the unique key keeps one row, the other run answers it.
    await db.table(releaseTable.table).insert(releaseTable.write(row)).onConflict('dedupe_key').ignore()
    const kept = await this.#byDedupeKey(dedupeKey)
    if (kept && kept.id !== id) {
      await this.blobs.deleteBatch(batch.batchId)
      return this.#again(kept)
    }
    return { release: viewOf(row), upload: { batchId: batch.batchId, uploadToken: batch.uploadToken, endpoint: batch.endpoint }, existing: false }
  }

  async #byDedupeKey(key: string) {
    const row = await db.from(releaseTable.table).where('dedupe_key', key).first()
    return row ? releaseTable.read(row) : null
  }

  #openBatch(organisationId: number, releaseId: string, archive: { name: string; size: number }) {
    const { size } = archive
    return this.uploads.createBatch({
      owner: 'git-deploy',
      ownerRef: releaseId,
      organisationId,
      policy: { maxFileBytes: size, maxTotalBytes: size, maxFiles: 1, allowFolders: false },
      expiresInSeconds: UPLOAD_WINDOW_SECONDS,
      files: [{ path: archive.name, size }],
    })
  }

  /**
   * The release asked for again. Past 'uploading' it is answered as it is (the caller completes and
   * follows it). Still uploading: its archive, if already received, needs no upload; otherwise the
   * earlier batch (whose token only the first run knew) is dropped and a new one opened.
   */
  async #again(row: ReleaseRow): Promise<ReleaseStart> {
    if (row.state !== 'uploading') return { release: viewOf(row), upload: null, existing: true }
    const blobs = row.batchId ? await this.blobs.list(row.batchId) : []
    // Received already (ready, or being checked): the caller completes it, nothing to send again.
    if (blobs.some((blob) => blob.name === row.archiveName && (blob.state === 'ready' || blob.state === 'analysing')))
      return { release: viewOf(row), upload: null, existing: true }
    const batch = await this.#openBatch(row.organisationId, row.id, { name: row.archiveName, size: row.archiveSize })
    const moved = await db
      .from(releaseTable.table)
      .where({ id: row.id, state: 'uploading', batch_id: row.batchId })
      .update(releaseTable.write({ batchId: batch.batchId, updatedAt: new Date() }))
    if (Number(moved) !== 1) {
      // Another run moved it first: answer it as it now is.
      await this.blobs.deleteBatch(batch.batchId)
      return this.#again((await this.find(row.id))!)
    }
    if (row.batchId) await this.blobs.deleteBatch(row.batchId)
    return { release: viewOf(row), upload: { batchId: batch.batchId, uploadToken: batch.uploadToken, endpoint: batch.endpoint }, existing: true }
  }

  /**
   * The archive uploaded: the stored blob's SHA-256 and size must be the announced ones; then the
   * batch is kept and the deposit requested. A refusal changes nothing. Completing a release already
   * past 'uploading' answers it as it is.
   */
  async complete(actor: Actor, id: string): Promise<ReleaseView> {
    const row = await this.owned(actor, id)
    if (row.state !== 'uploading') return viewOf(row)
    const archive = uploadedAsAnnounced(await this.blobs.list(row.batchId!), { name: row.archiveName, sha256: row.archiveSha256, size: row.archiveSize }, K)
    await this.uploads.closeBatch(row.batchId!, { retainUntil: null })
    const updated = await db
      .from(releaseTable.table)
      .where({ id: row.id, state: 'uploading' })
      .update(releaseTable.write({ state: 'depositing', archiveBlobId: archive.id, updatedAt: new Date() }))
    if (Number(updated) === 1) await this.#requestDeposit((await this.find(row.id))!, actor.locale)
    return viewOf((await this.find(row.id))!)
  }

  async markFailed(id: string, key: string): Promise<void> {
    await db
      .from(releaseTable.table)
      .where('id', id)
      .whereIn('state', ['uploading', 'depositing'])
      .update(releaseTable.write({ state: 'failed', error: key, dedupeKey: null, updatedAt: new Date() }))
  }

  /** `locale`: the language of whoever completed the release (the deposit's certificate speaks it). */
  async #requestDeposit(row: ReleaseRow, locale: Locale) {
    if (!this.platform.isLoaded('consignment')) {
      this.logger.warn('release uploaded but the consignment plugin is off: no deposit', { release: row.id })
      await this.markFailed(row.id, `${K}depositUnavailable`)
      return
    }
    await this.events.emit('git-deploy:released', {
      id: row.id,
      organisationId: row.organisationId,
      repository: row.repository,
      tag: row.tag,
      commit: row.commit,
    })
    await this.events.emit('git-deploy:deposit-requested', {
      releaseId: row.id,
      organisationId: row.organisationId,
      userId: row.userId,
      apiKeyId: row.apiKeyId,
      email: row.email,
      title: `${row.repository} ${row.tag ?? row.commit.slice(0, 12)}`,
      years: row.years,
      coAuthors: row.coAuthors,
      file: { blobId: row.archiveBlobId!, name: row.archiveName, mime: ARCHIVE_MIME, size: row.archiveSize, sha256: row.archiveSha256 },
      locale,
    })
  }

  /** consignment's answer: the deposit made of the release's archive (or none could be). */
  async onDepositMade(
    id: string,
    depositId: string | null,
    number: string | null,
    error: 'refused' | 'failed' | 'priceChanged' | null,
    certificateUrl: string | null
  ) {
    if (!depositId) {
      await this.markFailed(id, error === 'failed' ? `${K}depositFailed` : `${K}depositRefused`)
      return
    }
    await db
      .from(releaseTable.table)
      .where('id', id)
      .update(releaseTable.write({ depositId, ...(number ? { depositNumber: number } : {}), certificateUrl, updatedAt: new Date() }))
  }

  /** The deposit is sealed (timestamped): its release is protected. */
  async onSealed(depositId: string, number: string) {
    await db
      .from(releaseTable.table)
      .where('deposit_id', depositId)
      .whereIn('state', ['depositing', 'failed'])
      .update(releaseTable.write({ state: 'protected', depositNumber: number, error: null, updatedAt: new Date() }))
  }
}
