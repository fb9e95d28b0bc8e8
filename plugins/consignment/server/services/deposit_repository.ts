import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { IssuedTimestamp } from '@sceau/plugin-sdk/server'
import type { AuthorKind, CoAuthorInput, DepositType, FileState, ThirdPartyOwner } from '../../shared/index.js'
import { fromDb, toDb } from './sql_dates.js'

export interface DepositRow {
  id: number
  uid: string
  number: string | null
  organisationId: number
  userId: number | null
  apiKeyId: number | null
  creatorName: string
  creatorEmail: string | null
  type: DepositType
  authorKind: AuthorKind
  authorName: string
  authorEmail: string
  owner: ThirdPartyOwner | null
  title: string
  description: string | null
  years: number
  hashOnly: boolean
  source: 'app' | 'transfer'
  sourceRef: string | null
  state: 'payment_pending' | 'uploading' | 'sealing' | 'protected' | 'cancelled'
  batchId: string | null
  authorisedCount: number
  totalBytes: number
  priceCents: number
  basePriceCents: number
  paymentStatus: 'approved' | 'pending' | 'refused'
  paymentMethod: string | null
  invoiceId: string | null
  embedId: string
  locale: string
  depositedAt: Date | null
  expiresAt: Date | null
  renewalNoticedAt: Date | null
  createdAt: Date
  updatedAt: Date
}

export interface FileRow {
  id: number
  depositId: number
  uid: string
  version: number
  certificateToken: string
  name: string
  path: string
  mime: string
  size: number
  sha256: string | null
  blobId: string | null
  storageKey: string | null
  state: FileState
  failReason: string | null
  securityHash: string | null
  keyId: string | null
  anchorState: 'pending' | 'anchored'
  certificateKey: string | null
  sealedAt: Date | null
  createdAt: Date
}

export interface TimestampRow {
  id: number
  fileId: number
  position: number
  platformId: string
  token: Uint8Array
  chainPem: string
  genTime: Date
  serial: string
  policy: string
  tsaName: string | null
  qualified: boolean
  signerNotAfter: Date | null
}

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

function mapRow<T>(row: Record<string, unknown>, dates: string[], numbers: string[] = [], booleans: string[] = []): T {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(row)) out[camel(key)] = value
  for (const key of dates) out[key] = fromDb(out[key])
  // PostgreSQL answers bigint columns as strings.
  for (const key of numbers) if (out[key] !== null && out[key] !== undefined) out[key] = Number(out[key])
  for (const key of booleans) out[key] = Boolean(out[key])
  return out as T
}

export function depositOf(row: Record<string, unknown>): DepositRow {
  const deposit = mapRow<DepositRow>(row, ['depositedAt', 'expiresAt', 'renewalNoticedAt', 'createdAt', 'updatedAt'], ['totalBytes', 'organisationId'], ['hashOnly'])
  deposit.owner = row.owner ? (JSON.parse(String(row.owner)) as ThirdPartyOwner) : null
  return deposit
}

export function fileOf(row: Record<string, unknown>): FileRow {
  return mapRow<FileRow>(row, ['sealedAt', 'createdAt'], ['size'])
}

export function timestampOf(row: Record<string, unknown>): TimestampRow {
  const ts = mapRow<TimestampRow>(row, ['genTime', 'signerNotAfter'], [], ['qualified'])
  ts.token = new Uint8Array(Buffer.from(String(row.token), 'base64'))
  return ts
}

/** Turns camelCase values into the columns they live in (dates converted, owner as JSON). */
export function columns(values: Record<string, unknown>) {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue
    out[snake(key)] = value instanceof Date ? toDb(value) : key === 'owner' && value !== null ? JSON.stringify(value) : value
  }
  return out
}

type Client = TransactionClientContract | typeof db

export const depositRepository = {
  async insertDeposit(values: Omit<DepositRow, 'id' | 'number' | 'depositedAt' | 'expiresAt' | 'renewalNoticedAt'>, client: Client = db) {
    const [inserted] = await client.table('consignment_deposits').insert(columns(values)).returning('id')
    return Number(typeof inserted === 'object' ? inserted.id : inserted)
  },

  async insertFiles(files: Omit<FileRow, 'id' | 'securityHash' | 'keyId' | 'certificateKey' | 'sealedAt' | 'failReason'>[], client: Client = db) {
    if (files.length) await client.table('consignment_files').multiInsert(files.map((file) => columns(file)))
  },

  async insertCoAuthors(depositId: number, coAuthors: CoAuthorInput[], client: Client = db) {
    if (!coAuthors.length) return
    await client.table('consignment_coauthors').multiInsert(coAuthors.map((c, position) => ({ deposit_id: depositId, position, ...c })))
  },

  async deposit(id: number) {
    const row = await db.from('consignment_deposits').where('id', id).first()
    return row ? depositOf(row) : null
  },

  async depositByUid(uid: string) {
    const row = await db.from('consignment_deposits').where('uid', uid).first()
    return row ? depositOf(row) : null
  },

  async depositByEmbedId(embedId: string) {
    const row = await db.from('consignment_deposits').where('embed_id', embedId).first()
    return row ? depositOf(row) : null
  },

  async updateDeposit(id: number, values: Partial<DepositRow>, client: Client = db) {
    return client.from('consignment_deposits').where('id', id).update(columns({ ...values, updatedAt: new Date() }))
  },

  /** Moves an uploading or sealing deposit to protected; false when another process already did. */
  async markProtected(id: number) {
    const result = await db
      .from('consignment_deposits')
      .where('id', id)
      .whereIn('state', ['uploading', 'sealing'])
      .update(columns({ state: 'protected', updatedAt: new Date() }))
    return affected(result) === 1
  },

  async files(depositId: number) {
    const rows = await db.from('consignment_files').where('deposit_id', depositId).orderBy('id', 'asc')
    return rows.map(fileOf)
  },

  async file(id: number) {
    const row = await db.from('consignment_files').where('id', id).first()
    return row ? fileOf(row) : null
  },

  async fileBy(column: 'uid' | 'certificate_token' | 'blob_id', value: string) {
    const row = await db.from('consignment_files').where(column, value).first()
    return row ? fileOf(row) : null
  },

  async updateFile(id: number, values: Partial<FileRow>) {
    return db.from('consignment_files').where('id', id).update(columns(values))
  },

  async coAuthors(depositId: number): Promise<CoAuthorInput[]> {
    const rows = await db.from('consignment_coauthors').where('deposit_id', depositId).orderBy('position', 'asc')
    return rows.map((row) => ({ firstname: row.firstname, lastname: row.lastname, email: row.email }))
  },

  async timestamps(fileId: number) {
    const rows = await db.from('consignment_timestamps').where('file_id', fileId).orderBy('position', 'asc')
    return rows.map(timestampOf)
  },

  /** Adds a timestamp at its position; a second one at the same position (a retried job) is ignored. */
  async addTimestamp(values: Omit<TimestampRow, 'id'>) {
    await db
      .table('consignment_timestamps')
      .knexQuery.insert(columns({ ...values, token: Buffer.from(values.token).toString('base64'), createdAt: new Date() }))
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
    await db.from('consignment_deposits').where('id', deposit.id).whereNull('number').update({ number })
    return (await this.deposit(deposit.id))!.number!
  },
}

export function affected(result: unknown) {
  return Array.isArray(result) ? result.length : Number(result)
}
