import db from '@adonisjs/lucid/services/db'
import { codeTable } from './transfer_tables.js'

/** The codes e-mailed to anonymous senders: single use, expiring, a few attempts each. */
export class VerificationCodes {
  async add(transferId: number, codeHash: string, expiresAt: Date) {
    const now = new Date()
    // A new code replaces the previous ones.
    await db
      .from(codeTable.table)
      .where('transfer_id', transferId)
      .whereNull('used_at')
      .update(codeTable.write({ usedAt: now }))
    await db.table(codeTable.table).insert(codeTable.write({ transferId, codeHash, attempts: 0, expiresAt, createdAt: now }))
  }

  async countSent(transferId: number) {
    const row = await db.from(codeTable.table).where('transfer_id', transferId).count('* as n').first()
    return Number(row?.n ?? 0)
  }

  async current(transferId: number) {
    const row = await db.from(codeTable.table).where('transfer_id', transferId).whereNull('used_at').orderBy('id', 'desc').first()
    return row ? codeTable.read(row) : null
  }

  /** Counts one attempt, atomically; false when the code has no attempts left. */
  async spendAttempt(codeId: number, maxAttempts: number) {
    const changed = await db.from(codeTable.table).where('id', codeId).whereNull('used_at').where('attempts', '<', maxAttempts).increment('attempts', 1)
    return Number(changed) > 0
  }

  async use(codeId: number) {
    const changed = await db
      .from(codeTable.table)
      .where('id', codeId)
      .whereNull('used_at')
      .update(codeTable.write({ usedAt: new Date() }))
    return Number(changed) > 0
  }
}
