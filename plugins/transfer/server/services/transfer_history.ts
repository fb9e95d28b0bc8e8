import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { HistoryEventType } from '../../shared/index.js'
import { eventTable } from './transfer_tables.js'

/** A transfer's history (docs/product.md §3): opened, downloaded, file downloaded, e-mail sent, e-mail failed (§8). */
export class TransferHistory {
  async record(
    transferId: number,
    type: HistoryEventType,
    extra: { fileId?: number | null; recipient?: string | null; visitor?: string | null } = {},
    client: QueryClientContract = db.connection()
  ) {
    await client.table(eventTable.table).insert(
      eventTable.write({
        transferId,
        type,
        fileId: extra.fileId ?? null,
        recipient: extra.recipient ?? null,
        visitor: extra.visitor ?? null,
        createdAt: new Date(),
      })
    )
  }

  async openedRecently(transferId: number, visitor: string, since: Date) {
    const row = await db.from(eventTable.table).where({ transfer_id: transferId, type: 'open', visitor }).where('created_at', '>=', since).first()
    return !!row
  }

  /** The 500 latest events, newest first. */
  async of(transferId: number) {
    const rows = await db.from(eventTable.table).where('transfer_id', transferId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(500)
    return rows.map((row) => eventTable.read(row))
  }

  async downloadCounts(transferIds: number[]) {
    const counts = new Map<number, number>()
    if (!transferIds.length) return counts
    const rows = await db
      .from(eventTable.table)
      .whereIn('transfer_id', transferIds)
      .whereIn('type', ['download', 'file_download'])
      .groupBy('transfer_id')
      .select('transfer_id')
      .count('* as n')
    for (const row of rows) counts.set(Number(row.transfer_id), Number(row.n))
    return counts
  }
}
