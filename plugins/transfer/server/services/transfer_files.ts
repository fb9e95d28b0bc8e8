import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { fileTable } from './transfer_tables.js'
import { TransferRepository } from './transfer_repository.js'

/** The files of sent transfers: their analysis, deletion and the totals kept on the transfer. */
@inject()
export class TransferFiles {
  constructor(private transfers: TransferRepository) {}

  async of(transferId: number) {
    const rows = await db.from(fileTable.table).where('transfer_id', transferId).orderBy('path').orderBy('id')
    return rows.map((row) => fileTable.read(row))
  }

  /** Files not deleted, per transfer. */
  async counts(transferIds: number[]) {
    const counts = new Map<number, number>()
    if (!transferIds.length) return counts
    const rows = await db
      .from(fileTable.table)
      .whereIn('transfer_id', transferIds)
      .whereNull('deleted_at')
      .groupBy('transfer_id')
      .select('transfer_id')
      .count('* as n')
    for (const row of rows) counts.set(Number(row.transfer_id), Number(row.n))
    return counts
  }

  async finishAnalysis(fileId: number, values: { sha256: string; crc32: number }) {
    await db
      .from(fileTable.table)
      .where({ id: fileId, state: 'analysing' })
      .update(fileTable.write({ ...values, state: 'ready' }))
  }

  async markDeleted(fileId: number, at = new Date()) {
    await db
      .from(fileTable.table)
      .where('id', fileId)
      .update(fileTable.write({ state: 'deleted', deletedAt: at }))
  }

  async markAllDeleted(transferId: number, at = new Date()) {
    await db
      .from(fileTable.table)
      .where('transfer_id', transferId)
      .whereNull('deleted_at')
      .update(fileTable.write({ state: 'deleted', deletedAt: at }))
  }

  /** Keeps the transfer's file count and size in step with the files still there. */
  async refreshTotals(transferId: number) {
    const row = await db.from(fileTable.table).where('transfer_id', transferId).whereNull('deleted_at').count('* as n').sum('size as bytes').first()
    await this.transfers.update(transferId, { fileCount: Number(row?.n ?? 0), totalBytes: Number(row?.bytes ?? 0) })
  }
}
