/*
 * Transfers for the download benches, written straight into the embedded drivers (disk + SQLite) of
 * a migrated data folder, as an upload would have left them: bytes under files/uploads/<id>, ready
 * blob rows with SHA-256 and CRC-32, an active link transfer.
 */
import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { crc32 } from 'node:zlib'

export type SeededFile = { path: string; name: string; size: number; sha256: string }
export type SeededTransfer = { token: string; transferId: number; paths: string[]; files: SeededFile[]; total: number }

/** Opens the data folder's database; `make(sizes)` adds one transfer of random files of those sizes. */
export function transferSeeder(dataDir: string) {
  // A busy timeout: the server writes to the same database (its queue, the delivery log) while a bench does.
  const sqlite = new DatabaseSync(join(dataDir, 'sceau.sqlite'), { timeout: 5000 })
  const now = Date.now()
  mkdirSync(join(dataDir, 'files', 'uploads'), { recursive: true })
  const insertBatch = sqlite.prepare(
    `INSERT INTO upload_batches (id, owner, owner_ref, token_hash, max_file_bytes, max_total_bytes, max_files, allow_folders, state, expires_at, closed_at, created_at, updated_at)
     VALUES (?, 'transfer', ?, ?, 1, 1, 1, 1, 'closed', NULL, ?, ?, ?)`
  )
  const insertBlob = sqlite.prepare(
    `INSERT INTO blobs (id, batch_id, name, path, mime, size, received_bytes, storage_key, state, sha256, crc32, created_at, updated_at, completed_at)
     VALUES (?, ?, ?, ?, 'application/octet-stream', ?, ?, ?, 'ready', ?, ?, ?, ?, ?)`
  )
  const insertTransfer = sqlite.prepare(
    `INSERT INTO transfer_transfers (token, sender_token_hash, sender_email, sender_locale, type, mode, status, batch_id, expiry_days, file_count, total_bytes, sent_at, expire_at, created_at, updated_at)
     VALUES (?, ?, 'bench@example.org', 'fr', 'send', 'link', 'active', ?, 7, ?, ?, ?, ?, ?, ?)`
  )
  const insertFile = sqlite.prepare(
    `INSERT INTO transfer_files (transfer_id, blob_id, path, name, mime, size, sha256, crc32, state) VALUES (?, ?, ?, ?, 'application/octet-stream', ?, ?, ?, 'ready')`
  )
  let sequence = 0
  function make(sizes: number[]): SeededTransfer {
    const batchId = `bench${String(++sequence).padStart(17, '0')}`
    const token = `Bench${String(sequence).padStart(17, '0')}`
    insertBatch.run(batchId, `bench-${sequence}`, createHash('sha256').update(batchId).digest('hex'), now, now, now)
    const total = sizes.reduce((a, b) => a + b, 0)
    const transferId = Number(insertTransfer.run(token, 'x'.repeat(64), batchId, sizes.length, total, now, now + 7 * 86_400_000, now, now).lastInsertRowid)
    const files = sizes.map((size, index) => {
      const id = `bench${sequence}f${String(index).padStart(9, '0')}`
      const bytes = randomBytes(size)
      const path = join(dataDir, 'files', 'uploads', id)
      writeFileSync(path, bytes)
      const sha256 = createHash('sha256').update(bytes).digest('hex')
      const crc = crc32(bytes) >>> 0
      const name = `file-${index}.bin`
      insertBlob.run(id, batchId, name, `dossier/${name}`, size, size, `uploads/${id}`, sha256, crc, now, now, now)
      insertFile.run(transferId, id, `dossier/${name}`, name, size, sha256, crc)
      return { path, name, size, sha256 }
    })
    return { token, transferId, paths: files.map((file) => file.path), files, total }
  }
  /** An open batch for a tus upload (as UploadService.createBatch leaves it): its id and bearer token. */
  function openBatch() {
    const id = `benchopen${String(++sequence).padStart(13, '0')}`
    const token = randomBytes(32).toString('hex')
    sqlite
      .prepare(
        `INSERT INTO upload_batches (id, owner, owner_ref, token_hash, max_file_bytes, max_total_bytes, max_files, allow_folders, state, expires_at, created_at, updated_at)
         VALUES (?, 'platform', 'bench', ?, ?, ?, 1000, 1, 'open', ?, ?, ?)`
      )
      .run(id, createHash('sha256').update(token).digest('hex'), 1e13, 1e14, now + 86_400_000, now, now)
    return { id, token }
  }

  /** A link transfer over blobs already uploaded and ready (their rows give size, SHA-256, CRC-32). */
  function over(blobIds: string[]) {
    const token = `Bench${String(++sequence).padStart(17, '0')}`
    const blobs = blobIds.map(
      (id) =>
        sqlite.prepare('SELECT id, batch_id, name, size, sha256, crc32, state FROM blobs WHERE id = ?').get(id) as {
          id: string
          batch_id: string
          name: string
          size: number
          sha256: string
          crc32: number
          state: string
        }
    )
    if (blobs.some((blob) => blob?.state !== 'ready')) throw new Error('a blob is not ready')
    const total = blobs.reduce((sum, blob) => sum + blob.size, 0)
    const transferId = Number(
      insertTransfer.run(token, 'x'.repeat(64), blobs[0].batch_id, blobs.length, total, now, now + 7 * 86_400_000, now, now).lastInsertRowid
    )
    for (const blob of blobs) insertFile.run(transferId, blob.id, blob.name, blob.name, blob.size, blob.sha256, blob.crc32)
    return { token, transferId, total }
  }

  return { make, openBatch, over, sqlite, close: () => sqlite.close() }
}
