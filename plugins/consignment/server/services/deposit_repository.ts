import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { IssuedTimestamp } from '@sceau/plugin-sdk/server'
import type { CaptureSource, CoAuthorInput } from '../../shared/index.js'
import { coAuthorTable, depositTable, fileTable, timestampTable, type DepositRow, type FileRow, type TimestampRow } from './consignment_tables.js'

export type { DepositRow, FileRow, TimestampRow } from './consignment_tables.js'

export const depositOf = (row: Record<string, unknown>) => depositTable.read(row)
export const fileOf = (row: Record<string, unknown>) => fileTable.read(row)

type Client = TransactionClientContract | typeof db

export const depositRepository = {
  async insertDeposit(values: Omit<DepositRow, 'id' | 'number' | 'depositedAt' | 'expiresAt' | 'renewalNoticedAt' | 'capture'>, client: Client = db) {
    const [inserted] = await client.table(depositTable.table).insert(depositTable.write(values)).returning('id')
    return Number(typeof inserted === 'object' ? inserted.id : inserted)
  },

  async insertFiles(files: Omit<FileRow, 'id' | 'securityHash' | 'keyId' | 'certificateKey' | 'sealedAt' | 'failReason'>[], client: Client = db) {
    if (files.length) await client.table(fileTable.table).multiInsert(files.map((file) => fileTable.write(file)))
  },

  async insertCoAuthors(depositId: number, coAuthors: CoAuthorInput[], client: Client = db) {
    if (!coAuthors.length) return
    await client.table(coAuthorTable.table).multiInsert(coAuthors.map((c, position) => coAuthorTable.write({ depositId, position, ...c })))
  },

  async deposit(id: number) {
    const row = await db.from(depositTable.table).where('id', id).first()
    return row ? depositOf(row) : null
  },

  async depositByUid(uid: string) {
    const row = await db.from(depositTable.table).where('uid', uid).first()
    return row ? depositOf(row) : null
  },

  async depositByEmbedId(embedId: string) {
    const row = await db.from(depositTable.table).where('embed_id', embedId).first()
    return row ? depositOf(row) : null
  },

  async updateDeposit(id: number, values: Partial<DepositRow>, client: Client = db) {
    return client
      .from(depositTable.table)
      .where('id', id)
      .update(depositTable.write({ ...values, updatedAt: new Date() }))
  },

  /** A capsule's deposit: the captured page's address and capture time its certificate shows. */
  async setCapture(id: number, capture: CaptureSource, client: Client = db) {
    await this.updateDeposit(id, { capture: { url: capture.url, capturedAt: capture.capturedAt } }, client)
  },

  /** Moves an uploading or sealing deposit to protected; false when another process already did. */
  async markProtected(id: number) {
    const result = await db
      .from(depositTable.table)
      .where('id', id)
      .whereIn('state', ['uploading', 'sealing'])
      .update(depositTable.write({ state: 'protected', updatedAt: new Date() }))
    return affected(result) === 1
  },

  async files(depositId: number) {
    const rows = await db.from(fileTable.table).where('deposit_id', depositId).orderBy('id', 'asc')
    return rows.map(fileOf)
  },

  async file(id: number) {
    const row = await db.from(fileTable.table).where('id', id).first()
    return row ? fileOf(row) : null
  },

  async fileBy(column: 'uid' | 'certificate_token' | 'blob_id', value: string) {
    const row = await db.from(fileTable.table).where(column, value).first()
    return row ? fileOf(row) : null
  },

  async updateFile(id: number, values: Partial<FileRow>) {
    return db.from(fileTable.table).where('id', id).update(fileTable.write(values))
  },

  async coAuthors(depositId: number): Promise<CoAuthorInput[]> {
    const rows = await db.from(coAuthorTable.table).where('deposit_id', depositId).orderBy('position', 'asc')
    return rows.map((row) => {
      const { firstname, lastname, email } = coAuthorTable.read(row)
      return { firstname, lastname, email }
    })
  },

  async timestamps(fileId: number) {
    const rows = await db.from(timestampTable.table).where('file_id', fileId).orderBy('position', 'asc')
    return rows.map((row) => timestampTable.read(row))
  },

  /** Adds a timestamp at its position; a second one at the same position (a retried job) is ignored. */
  async addTimestamp(values: Omit<TimestampRow, 'id' | 'createdAt'>) {
    await db
      .table(timestampTable.table)
      .knexQuery.insert(timestampTable.write({ ...values, createdAt: new Date() }))
      .onConflict(['file_id', 'position'])
      .ignore()
  },

  /** Records a token the TimestampService issued, at its position in the file's chain. */
  async addIssued(fileId: number, position: number, issued: IssuedTimestamp) {
    await this.addTimestamp({
      fileId,
      position,
      platformId: issued.id,
      token: issued.token,
      chainPem: issued.chainPem,
      genTime: issued.genTime,
      serial: issued.serial,
      policy: issued.policy,
      tsaName: issued.tsaName,
      qualified: issued.qualified,
      signerNotAfter: issued.verification.signerNotAfter ?? null,
    })
  },

  /**
   * The deposit's place in the platform-wide sequence, taken once: the counter row is locked by its
   * update, so concurrent seals queue on it, and one that finds the deposit already numbered rolls
   * its increment back. Sequential without gaps on SQLite and PostgreSQL.
   */
  async allocateNumber(depositId: number): Promise<number> {
    const existing = await db.from('consignment_numbers').where('deposit_id', depositId).first()
    if (existing) return Number(existing.id)
    const trx = await db.transaction()
    try {
      await trx.from('consignment_number_counter').where('id', 1).increment('value', 1)
      const taken = await trx.from('consignment_numbers').where('deposit_id', depositId).first()
      if (taken) {
        await trx.rollback()
        return Number(taken.id)
      }
      const { value } = await trx.from('consignment_number_counter').where('id', 1).select('value').firstOrFail()
      await trx.table('consignment_numbers').insert({ id: Number(value), deposit_id: depositId })
      await trx.commit()
      return Number(value)
    } catch (error) {
      if (!trx.isCompleted) await trx.rollback()
      throw error
    }
  },

  /** The next number of the platform-wide sequence, once per deposit: "D2026-000042". */
  async assignNumber(deposit: DepositRow, sealedAt: Date) {
    const sequence = await this.allocateNumber(deposit.id)
    const number = `D${sealedAt.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`
    await db.from(depositTable.table).where('id', deposit.id).whereNull('number').update({ number })
    return (await this.deposit(deposit.id))!.number!
  },
}

export function affected(result: unknown) {
  return Array.isArray(result) ? result.length : Number(result)
}
