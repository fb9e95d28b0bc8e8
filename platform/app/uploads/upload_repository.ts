import type { Database } from '@adonisjs/lucid/database'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { column, defineTable, type AnnouncedFile, type Blob, type BlobState, type UploadBatch } from '@sceau/plugin-sdk/server'

/** A batch's row: the SDK's UploadBatch without its files and totals, which are read apart. */
export interface BatchRecord extends Omit<UploadBatch, 'files' | 'totals'> {
  createdAt: Date
}

export interface NewBlob {
  id: string
  name: string
  path: string
  mime: string
  size: number
  storageKey: string
  clientSha256: string | null
}

export type Reservation =
  | { ok: true; replaced: { id: string; storageKey: string } | null }
  | { ok: false; reason: 'closed' | 'fileLimit' | 'notAnnounced' | 'alreadyUploaded' }
  | { ok: false; reason: 'fileTooLarge' | 'batchTooLarge'; overBytes: number }
  | { ok: false; reason: 'sizeMismatch'; announcedBytes: number }

export interface StoredPart {
  partNumber: number
  etag: string
  size: number
}

/** The uploads tables and their typed rows (dates and rows as docs/adr/0004 says). */
const batchTable = defineTable('upload_batches', {
  id: column.string(),
  owner: column.string(),
  ownerRef: column.string(),
  organisationId: column.number().nullable(),
  maxFileBytes: column.number(),
  maxTotalBytes: column.number(),
  maxFiles: column.number(),
  allowFolders: column.boolean(),
  announcedFiles: column.json<AnnouncedFile[]>().nullable(),
  state: column.string<BatchRecord['state']>(),
  expiresAt: column.date().nullable(),
  closedAt: column.date().nullable(),
  createdAt: column.date(),
})

const blobTable = defineTable('blobs', {
  id: column.string(),
  batchId: column.string(),
  name: column.string(),
  path: column.string(),
  mime: column.string(),
  size: column.number(),
  receivedBytes: column.number(),
  storageKey: column.string(),
  state: column.string<BlobState>(),
  sha256: column.string().nullable(),
  clientSha256: column.string().nullable(),
  crc32: column.number().nullable(),
  rejectReason: column.string().nullable(),
  createdAt: column.date(),
  completedAt: column.date().nullable(),
})

/** The owner columns a blob query joins in from its batch. */
const blobOwner = defineTable('upload_batches', { owner: column.string(), ownerRef: column.string() })

const partTable = defineTable('upload_parts', {
  partNumber: column.number(),
  etag: column.string(),
  size: column.number(),
})

const BATCHES = batchTable.table
const BLOBS = blobTable.table
const PARTS = partTable.table
const TOKEN_ENDS = 'upload_token_ends'

function batchFromRow(row: Record<string, unknown>): BatchRecord {
  const { maxFileBytes, maxTotalBytes, maxFiles, allowFolders, ...batch } = batchTable.read(row)
  return { ...batch, policy: { maxFileBytes, maxTotalBytes, maxFiles, allowFolders } }
}

function blobFromRow(row: Record<string, unknown>): Blob {
  return { ...blobTable.read(row), ...blobOwner.read(row) }
}

/** Rows of upload batches, blobs and S3 parts; every limit check happens here, in one transaction. */
export class UploadRepository {
  constructor(private db: Database) {}

  get #postgres() {
    return this.db.connection().dialect.name === 'postgres'
  }

  async insertBatch(batch: BatchRecord & { tokenHash: string }) {
    const now = new Date()
    await this.db.table(BATCHES).insert({
      id: batch.id,
      owner: batch.owner,
      owner_ref: batch.ownerRef,
      organisation_id: batch.organisationId,
      token_hash: batch.tokenHash,
      max_file_bytes: batch.policy.maxFileBytes,
      max_total_bytes: batch.policy.maxTotalBytes,
      max_files: batch.policy.maxFiles,
      allow_folders: batch.policy.allowFolders,
      announced_files: batch.announcedFiles ? JSON.stringify(batch.announcedFiles) : null,
      state: 'open',
      expires_at: batch.expiresAt,
      created_at: now,
      updated_at: now,
    })
  }

  async batch(id: string) {
    const row = await this.db.from(BATCHES).where('id', id).first()
    return row ? batchFromRow(row) : null
  }

  async batchByTokenHash(tokenHash: string) {
    const row = await this.db.from(BATCHES).where('token_hash', tokenHash).first()
    return row ? batchFromRow(row) : null
  }

  async closeBatch(id: string, retainUntil: Date | null) {
    const now = new Date()
    await this.db.from(BATCHES).where('id', id).update({ state: 'closed', closed_at: now, expires_at: retainUntil, updated_at: now })
  }

  #blobs() {
    return this.db.from(BLOBS).join(BATCHES, `${BATCHES}.id`, `${BLOBS}.batch_id`).select(`${BLOBS}.*`, `${BATCHES}.owner`, `${BATCHES}.owner_ref`)
  }

  async blob(id: string) {
    const row = await this.#blobs().where(`${BLOBS}.id`, id).first()
    return row ? blobFromRow(row) : null
  }

  async blobsOf(batchId: string) {
    const rows = await this.#blobs().where(`${BLOBS}.batch_id`, batchId).orderBy(`${BLOBS}.created_at`).orderBy(`${BLOBS}.id`)
    return rows.map(blobFromRow)
  }

  /**
   * Adds a blob to an open batch when it is one of the announced files not yet sent (an unfinished
   * copy of it is replaced) and the batch's file count and byte total still allow it. The batch row
   * is locked (PostgreSQL) or the database is (SQLite) so two parallel creations cannot both take
   * the last place.
   */
  async reserveBlob(batchId: string, blob: NewBlob): Promise<Reservation> {
    return this.db.transaction(async (trx) => {
      const query = trx.from(BATCHES).where('id', batchId)
      const row = await (this.#postgres ? query.forUpdate() : query).first()
      const batch = row ? batchFromRow(row) : null
      if (!batch || !isWritable(batch)) return { ok: false, reason: 'closed' } as const
      if (blob.size > batch.policy.maxFileBytes) {
        return { ok: false, reason: 'fileTooLarge', overBytes: blob.size - batch.policy.maxFileBytes } as const
      }
      let replaced: { id: string; storageKey: string } | null = null
      if (batch.announcedFiles) {
        const slot = await this.#announcedSlot(trx, batch.announcedFiles, batchId, blob)
        if (!slot.ok) return slot
        replaced = slot.replaced
        if (replaced) await trx.from(BLOBS).where('id', replaced.id).delete()
      }
      const usage = await this.#usage(trx, batchId)
      if (usage.files + 1 > batch.policy.maxFiles) return { ok: false, reason: 'fileLimit' } as const
      if (usage.bytes + blob.size > batch.policy.maxTotalBytes) {
        const overBytes = usage.bytes + blob.size - batch.policy.maxTotalBytes
        return { ok: false, reason: 'batchTooLarge', overBytes } as const
      }
      const now = new Date()
      await trx.table(BLOBS).insert({
        id: blob.id,
        batch_id: batchId,
        name: blob.name,
        path: blob.path,
        mime: blob.mime,
        size: blob.size,
        received_bytes: 0,
        storage_key: blob.storageKey,
        state: 'uploading',
        client_sha256: blob.clientSha256,
        created_at: now,
        updated_at: now,
      })
      return { ok: true, replaced } as const
    })
  }

  /** Whether the announcement has a place for one more file of this path and size, or the refusal. */
  async #announcedSlot(trx: TransactionClientContract, announced: AnnouncedFile[], batchId: string, blob: NewBlob) {
    const places = announced.filter((file) => file.path === blob.path && file.size === blob.size).length
    if (!places) {
      const samePath = announced.find((file) => file.path === blob.path)
      return samePath ? ({ ok: false, reason: 'sizeMismatch', announcedBytes: samePath.size } as const) : ({ ok: false, reason: 'notAnnounced' } as const)
    }
    const copies = await trx
      .from(BLOBS)
      .where({ batch_id: batchId, path: blob.path, size: blob.size })
      .orderBy('created_at')
      .select('id', 'state', 'storage_key')
    if (copies.length < places) return { ok: true, replaced: null } as const
    // Analysing or ready: sent. Uploading or rejected: the client is trying again.
    const unfinished = copies.find((copy) => copy.state === 'uploading' || copy.state === 'rejected')
    if (!unfinished) return { ok: false, reason: 'alreadyUploaded' } as const
    return { ok: true, replaced: { id: String(unfinished.id), storageKey: String(unfinished.storage_key) } } as const
  }

  async #usage(trx: TransactionClientContract, batchId: string) {
    const row = await trx.from(BLOBS).where('batch_id', batchId).count('* as files').sum('size as bytes').first()
    return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) }
  }

  async setReceived(id: string, receivedBytes: number) {
    await this.db.from(BLOBS).where('id', id).update({ received_bytes: receivedBytes, updated_at: new Date() })
  }

  async setClientSha256(id: string, sha256: string) {
    await this.db.from(BLOBS).where('id', id).update({ client_sha256: sha256, updated_at: new Date() })
  }

  /** uploading -> analysing, once every byte is stored; false when another request got there first. */
  async markAnalysing(id: string, size: number) {
    const changed = await this.db.from(BLOBS).where({ id, state: 'uploading' }).update({ state: 'analysing', received_bytes: size, updated_at: new Date() })
    return Number(changed) > 0
  }

  /** analysing -> ready or rejected, once; false when the blob was already finished or deleted. */
  async finish(id: string, result: { sha256: string; crc32: number; rejectReason: string | null }) {
    const now = new Date()
    const state: BlobState = result.rejectReason ? 'rejected' : 'ready'
    const changed = await this.db.from(BLOBS).where({ id, state: 'analysing' }).update({
      state,
      sha256: result.sha256,
      crc32: result.crc32,
      reject_reason: result.rejectReason,
      completed_at: now,
      updated_at: now,
    })
    return Number(changed) > 0
  }

  /** analysing -> rejected without a hash, once: the stored bytes could not be read back whole. */
  async reject(id: string, rejectReason: string) {
    const now = new Date()
    const changed = await this.db
      .from(BLOBS)
      .where({ id, state: 'analysing' })
      .update({ state: 'rejected', reject_reason: rejectReason, completed_at: now, updated_at: now })
    return Number(changed) > 0
  }

  async deleteBlob(id: string) {
    await this.db.from(BLOBS).where('id', id).delete()
  }

  /** Deletes the batch's rows; its token is remembered as ended (see tokenEnded). */
  async deleteBatch(id: string) {
    const batch = await this.db.from(BATCHES).where('id', id).select('token_hash').first()
    if (batch?.token_hash) {
      await this.db.table(TOKEN_ENDS).knexQuery.insert({ token_hash: batch.token_hash, ended_at: new Date() }).onConflict('token_hash').ignore()
    }
    await this.db.from(BLOBS).where('batch_id', id).delete()
    await this.db.from(BATCHES).where('id', id).delete()
  }

  /** The token of a batch deleted lately (cancelled, stopped, past its retention): gone, not unknown. */
  async tokenEnded(tokenHash: string) {
    return !!(await this.db.from(TOKEN_ENDS).where('token_hash', tokenHash).first())
  }

  async forgetEndedTokens(before: Date) {
    await this.db.from(TOKEN_ENDS).where('ended_at', '<', before).delete()
  }

  /** Batches whose time is up: open ones abandoned, closed ones past their retention. */
  async expiredBatchIds(now: Date, limit: number) {
    const rows = await this.db.from(BATCHES).whereNotNull('expires_at').where('expires_at', '<', now).select('id').limit(limit)
    return rows.map((row) => row.id as string)
  }

  /** Blobs still uploading in a closed batch: their bytes can no longer complete. */
  async orphanUploadIds(limit: number) {
    const rows = await this.db
      .from(BLOBS)
      .join(BATCHES, `${BATCHES}.id`, `${BLOBS}.batch_id`)
      .where(`${BATCHES}.state`, 'closed')
      .where(`${BLOBS}.state`, 'uploading')
      .select(`${BLOBS}.id`)
      .limit(limit)
    return rows.map((row) => row.id as string)
  }

  /** Blobs not finished since before the date, in an open batch: a crash may have left them behind. */
  async staleBlobs(state: 'uploading' | 'analysing', before: Date, limit: number) {
    const rows = await this.#blobs().where(`${BLOBS}.state`, state).where(`${BLOBS}.updated_at`, '<', before).limit(limit)
    return rows.map(blobFromRow)
  }

  async recordPart(uploadKey: string, part: StoredPart) {
    const row = { upload_key: uploadKey, part_number: part.partNumber, etag: part.etag, size: part.size }
    await this.db.table(PARTS).knexQuery.insert(row).onConflict(['upload_key', 'part_number']).merge()
  }

  async parts(uploadKey: string): Promise<StoredPart[]> {
    const rows = await this.db.from(PARTS).where('upload_key', uploadKey).orderBy('part_number')
    return rows.map((row) => partTable.read(row))
  }

  async deleteParts(uploadKey: string) {
    await this.db.from(PARTS).where('upload_key', uploadKey).delete()
  }
}

/** An open batch whose time is not up accepts uploads. */
export function isWritable(batch: BatchRecord, now = new Date()) {
  return batch.state === 'open' && (!batch.expiresAt || batch.expiresAt > now)
}
