import db from '@adonisjs/lucid/services/db'
import type { HistoryEventType, TransferMode, TransferStatus, TransferType } from '../../shared/index.js'
import { toDate } from './dates.js'

export interface TransferRow {
  id: number
  token: string
  senderTokenHash: string
  organisationId: number | null
  userId: number | null
  senderEmail: string
  senderLocale: string
  senderIp: string | null
  type: TransferType
  mode: TransferMode
  title: string | null
  message: string | null
  passwordHash: string | null
  passwordVersion: number
  status: TransferStatus
  batchId: string
  expiryDays: number
  fileCount: number
  totalBytes: number
  verifiedAt: Date | null
  sentAt: Date | null
  expireAt: Date | null
  firstDownloadedAt: Date | null
  reminderSentAt: Date | null
  expiredAt: Date | null
  createdAt: Date
  /** Set when another plugin's request made the transfer (one transfer per request). */
  sourceRef: string | null
  /** What the recipients' mails say about the files' deposit; null for an ordinary transfer. */
  protection: TransferProtection | null
}

/** The deposit protecting a transfer's files, as its recipients' mails show it. */
export interface TransferProtection {
  depositNumber: string
  certificates: { name: string; url: string }[]
}

export interface FileRow {
  id: number
  transferId: number
  blobId: string
  path: string
  name: string
  mime: string
  size: number
  sha256: string | null
  crc32: number | null
  state: 'ready' | 'analysing' | 'deleted'
  deletedAt: Date | null
}

export type NewFile = Omit<FileRow, 'id' | 'transferId' | 'deletedAt'>

export interface EventRow {
  id: number
  transferId: number
  type: HistoryEventType
  fileId: number | null
  recipient: string | null
  createdAt: Date
}

const TRANSFERS = 'transfer_transfers'
const RECIPIENTS = 'transfer_recipients'
const FILES = 'transfer_files'
const EVENTS = 'transfer_events'
const CODES = 'transfer_verifications'
const PROTECTED = 'transfer_protected_counts'

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value))

function transferFromRow(row: any): TransferRow {
  return {
    id: Number(row.id),
    token: row.token,
    senderTokenHash: row.sender_token_hash,
    organisationId: num(row.organisation_id),
    userId: num(row.user_id),
    senderEmail: row.sender_email,
    senderLocale: row.sender_locale,
    senderIp: row.sender_ip ?? null,
    type: row.type,
    mode: row.mode,
    title: row.title ?? null,
    message: row.message ?? null,
    passwordHash: row.password_hash ?? null,
    passwordVersion: Number(row.password_version),
    status: row.status,
    batchId: row.batch_id,
    expiryDays: Number(row.expiry_days),
    fileCount: Number(row.file_count),
    totalBytes: Number(row.total_bytes),
    verifiedAt: toDate(row.verified_at),
    sentAt: toDate(row.sent_at),
    expireAt: toDate(row.expire_at),
    firstDownloadedAt: toDate(row.first_downloaded_at),
    reminderSentAt: toDate(row.reminder_sent_at),
    expiredAt: toDate(row.expired_at),
    createdAt: toDate(row.created_at)!,
    sourceRef: row.source_ref ?? null,
    protection: row.protection ? (JSON.parse(row.protection) as TransferProtection) : null,
  }
}

function fileFromRow(row: any): FileRow {
  return {
    id: Number(row.id),
    transferId: Number(row.transfer_id),
    blobId: row.blob_id,
    path: row.path,
    name: row.name,
    mime: row.mime,
    size: Number(row.size),
    sha256: row.sha256 ?? null,
    crc32: num(row.crc32),
    state: row.state,
    deletedAt: toDate(row.deleted_at),
  }
}

function eventFromRow(row: any): EventRow {
  return {
    id: Number(row.id),
    transferId: Number(row.transfer_id),
    type: row.type,
    fileId: num(row.file_id),
    recipient: row.recipient ?? null,
    createdAt: toDate(row.created_at)!,
  }
}

export interface NewTransfer {
  token: string
  senderTokenHash: string
  organisationId: number | null
  userId: number | null
  senderEmail: string
  senderLocale: string
  senderIp: string | null
  type: TransferType
  mode: TransferMode
  title: string | null
  message: string | null
  passwordHash: string | null
  batchId: string
  expiryDays: number
  recipients: string[]
  /** Transfers made for another plugin: the sender was authenticated there. */
  verifiedAt?: Date | null
  sourceRef?: string | null
  protection?: TransferProtection | null
}

/** Whose transfers: an organisation's, or only those one of its members created (userId). */
export interface TransferScope {
  organisationId: number
  userId?: number | null
}

export interface ListQuery extends TransferScope {
  filter: 'all' | 'active' | 'expired'
  search: string | null
  page: number
  perPage: number
}

/** Narrows a query of the transfers table to a scope (`prefix` names the table in a join). */
function scoped<Q extends { where: (column: string, value: number) => Q }>(query: Q, scope: TransferScope, prefix = ''): Q {
  const byOrganisation = query.where(`${prefix}organisation_id`, scope.organisationId)
  return scope.userId == null ? byOrganisation : byOrganisation.where(`${prefix}user_id`, scope.userId)
}

/** Rows of the transfer plugin's tables; every query an organisation makes is scoped by its id here. */
export class TransferRepository {
  async create(input: NewTransfer) {
    const now = new Date()
    return db.transaction(async (trx) => {
      const [inserted] = await trx
        .table(TRANSFERS)
        .insert({
          token: input.token,
          sender_token_hash: input.senderTokenHash,
          organisation_id: input.organisationId,
          user_id: input.userId,
          sender_email: input.senderEmail,
          sender_locale: input.senderLocale,
          sender_ip: input.senderIp,
          type: input.type,
          mode: input.mode,
          title: input.title,
          message: input.message,
          password_hash: input.passwordHash,
          password_version: 0,
          status: 'draft',
          batch_id: input.batchId,
          expiry_days: input.expiryDays,
          file_count: 0,
          total_bytes: 0,
          verified_at: input.verifiedAt ?? null,
          source_ref: input.sourceRef ?? null,
          protection: input.protection ? JSON.stringify(input.protection) : null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
      const id = Number(typeof inserted === 'object' ? inserted.id : inserted)
      if (input.recipients.length) {
        await trx.table(RECIPIENTS).multiInsert(input.recipients.map((email) => ({ transfer_id: id, email })))
      }
      return id
    })
  }

  async find(id: number) {
    const row = await db.from(TRANSFERS).where('id', id).first()
    return row ? transferFromRow(row) : null
  }

  async findBySource(sourceRef: string) {
    const row = await db.from(TRANSFERS).where('source_ref', sourceRef).first()
    return row ? transferFromRow(row) : null
  }

  async findByToken(token: string) {
    const row = await db.from(TRANSFERS).where('token', token).first()
    return row ? transferFromRow(row) : null
  }

  /** A transfer of this organisation, or null (another organisation's looks like none). */
  async findForOrganisation(id: number, organisationId: number) {
    const row = await db.from(TRANSFERS).where({ id, organisation_id: organisationId }).whereNot('status', 'cancelled').first()
    return row ? transferFromRow(row) : null
  }

  async update(id: number, values: Record<string, unknown>) {
    await db.from(TRANSFERS).where('id', id).update({ ...values, updated_at: new Date() })
  }

  /** Sets a moment once; false when another process set it first. */
  async setOnce(id: number, column: 'first_downloaded_at' | 'reminder_sent_at', at = new Date()) {
    const changed = await db.from(TRANSFERS).where('id', id).whereNull(column).update({ [column]: at, updated_at: at })
    return Number(changed) > 0
  }

  /** draft -> active with its files, once and together (a crash leaves a draft, never a transfer without files). */
  async markSent(id: number, values: { sentAt: Date; expireAt: Date; totalBytes: number }, files: NewFile[]) {
    return db.transaction(async (trx) => {
      const changed = await trx.from(TRANSFERS).where({ id, status: 'draft' }).update({
        status: 'active',
        sent_at: values.sentAt,
        expire_at: values.expireAt,
        file_count: files.length,
        total_bytes: values.totalBytes,
        updated_at: values.sentAt,
      })
      if (Number(changed) === 0) return false
      const rows = files.map((file) => ({
        transfer_id: id,
        blob_id: file.blobId,
        path: file.path,
        name: file.name,
        mime: file.mime,
        size: file.size,
        sha256: file.sha256,
        crc32: file.crc32,
        state: file.state,
      }))
      // Chunks keep each statement under SQLite's bound-parameter limit.
      for (let i = 0; i < rows.length; i += 200) await trx.table(FILES).multiInsert(rows.slice(i, i + 200))
      return true
    })
  }

  /** Transfers an anonymous sender created since the date, by e-mail or by IP address. */
  async countAnonymousSince(column: 'sender_email' | 'sender_ip', value: string, since: Date) {
    const row = await db.from(TRANSFERS).whereNull('user_id').where(column, value).where('created_at', '>=', since).count('* as n').first()
    return Number(row?.n ?? 0)
  }

  async recipients(transferId: number) {
    const rows = await db.from(RECIPIENTS).where('transfer_id', transferId).orderBy('id')
    return rows.map((row) => ({ id: Number(row.id), email: row.email as string, notifiedAt: toDate(row.notified_at) }))
  }

  async recipientsOf(transferIds: number[]) {
    const byTransfer = new Map<number, string[]>()
    if (!transferIds.length) return byTransfer
    const rows = await db.from(RECIPIENTS).whereIn('transfer_id', transferIds).orderBy('id')
    for (const row of rows) {
      const list = byTransfer.get(Number(row.transfer_id)) ?? []
      list.push(row.email)
      byTransfer.set(Number(row.transfer_id), list)
    }
    return byTransfer
  }

  async markNotified(transferId: number, email: string, at = new Date()) {
    await db.from(RECIPIENTS).where({ transfer_id: transferId, email }).update({ notified_at: at })
  }

  async files(transferId: number) {
    const rows = await db.from(FILES).where('transfer_id', transferId).orderBy('path').orderBy('id')
    return rows.map(fileFromRow)
  }

  async fileCounts(transferIds: number[]) {
    const counts = new Map<number, number>()
    if (!transferIds.length) return counts
    const rows = await db.from(FILES).whereIn('transfer_id', transferIds).whereNull('deleted_at').groupBy('transfer_id').select('transfer_id').count('* as n')
    for (const row of rows) counts.set(Number(row.transfer_id), Number(row.n))
    return counts
  }

  async finishAnalysis(fileId: number, values: { sha256: string; crc32: number }) {
    await db.from(FILES).where({ id: fileId, state: 'analysing' }).update({ state: 'ready', sha256: values.sha256, crc32: values.crc32 })
  }

  async markFileDeleted(fileId: number, at = new Date()) {
    await db.from(FILES).where('id', fileId).update({ state: 'deleted', deleted_at: at })
  }

  async markAllFilesDeleted(transferId: number, at = new Date()) {
    await db.from(FILES).where('transfer_id', transferId).whereNull('deleted_at').update({ state: 'deleted', deleted_at: at })
  }

  /** Keeps the transfer's file count and size in step with the files still there. */
  async refreshTotals(transferId: number) {
    const row = await db.from(FILES).where('transfer_id', transferId).whereNull('deleted_at').count('* as n').sum('size as bytes').first()
    await this.update(transferId, { file_count: Number(row?.n ?? 0), total_bytes: Number(row?.bytes ?? 0) })
  }

  async record(transferId: number, type: HistoryEventType, extra: { fileId?: number | null; recipient?: string | null; visitor?: string | null } = {}) {
    await db.table(EVENTS).insert({
      transfer_id: transferId,
      type,
      file_id: extra.fileId ?? null,
      recipient: extra.recipient ?? null,
      visitor: extra.visitor ?? null,
      created_at: new Date(),
    })
  }

  async openedRecently(transferId: number, visitor: string, since: Date) {
    const row = await db.from(EVENTS).where({ transfer_id: transferId, type: 'open', visitor }).where('created_at', '>=', since).first()
    return !!row
  }

  async events(transferId: number) {
    const rows = await db.from(EVENTS).where('transfer_id', transferId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(500)
    return rows.map(eventFromRow)
  }

  async downloadCounts(transferIds: number[]) {
    const counts = new Map<number, number>()
    if (!transferIds.length) return counts
    const rows = await db
      .from(EVENTS)
      .whereIn('transfer_id', transferIds)
      .whereIn('type', ['download', 'file_download'])
      .groupBy('transfer_id')
      .select('transfer_id')
      .count('* as n')
    for (const row of rows) counts.set(Number(row.transfer_id), Number(row.n))
    return counts
  }

  /** One page of an organisation's sent transfers, newest first; search in title, message, recipients and file names. */
  async list(query: ListQuery) {
    const base = scoped(db.from(TRANSFERS), query)
    if (query.filter === 'active') base.where('status', 'active')
    else if (query.filter === 'expired') base.whereIn('status', ['expired'])
    else base.whereIn('status', ['active', 'expired'])
    if (query.search) {
      const like = `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      base.where((where) => {
        where
          .whereRaw(`lower(coalesce(title, '')) like ? escape '\\'`, [like])
          .orWhereRaw(`lower(coalesce(message, '')) like ? escape '\\'`, [like])
          .orWhereExists((sub) => {
            sub.from(RECIPIENTS).whereRaw(`${RECIPIENTS}.transfer_id = ${TRANSFERS}.id`).whereRaw(`lower(email) like ? escape '\\'`, [like])
          })
          .orWhereExists((sub) => {
            sub.from(FILES).whereRaw(`${FILES}.transfer_id = ${TRANSFERS}.id`).whereRaw(`lower(path) like ? escape '\\'`, [like])
          })
      })
    }
    const totalRow = await base.clone().count('* as n').first()
    const total = Number(totalRow?.n ?? 0)
    const rows = await base
      .clone()
      .orderBy('sent_at', 'desc')
      .orderBy('id', 'desc')
      .offset((query.page - 1) * query.perPage)
      .limit(query.perPage)
    return { rows: rows.map(transferFromRow), total }
  }

  async stats(scope: TransferScope, now: Date, soon: Date) {
    const count = async (build: (q: any) => any) => Number((await build(scoped(db.from(TRANSFERS), scope)).count('* as n').first())?.n ?? 0)
    const active = await count((q) => q.where('status', 'active'))
    const expiringSoon = await count((q) => q.where('status', 'active').where('expire_at', '<=', soon).where('expire_at', '>', now))
    const expired = await count((q) => q.where('status', 'expired'))
    const filesRow = await scoped(db.from(FILES).join(TRANSFERS, `${TRANSFERS}.id`, `${FILES}.transfer_id`), scope, `${TRANSFERS}.`)
      .whereIn(`${TRANSFERS}.status`, ['active', 'expired'])
      .count('* as n')
      .first()
    const latest = await scoped(db.from(TRANSFERS), scope)
      .whereIn('status', ['active', 'expired'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(5)
    return { active, expiringSoon, expired, filesSent: Number(filesRow?.n ?? 0), latest: latest.map(transferFromRow) }
  }

  /** Sent transfers whose time is up, oldest first. */
  async dueForExpiry(now: Date, limit: number) {
    const rows = await db.from(TRANSFERS).where('status', 'active').where('expire_at', '<=', now).orderBy('expire_at').limit(limit)
    return rows.map(transferFromRow)
  }

  /** Drafts never sent whose upload window closed. */
  async abandonedDrafts(before: Date, limit: number) {
    const rows = await db.from(TRANSFERS).where('status', 'draft').where('created_at', '<', before).limit(limit)
    return rows.map(transferFromRow)
  }

  /** Sent, not downloaded, not reminded, expiring before `until`, sent before `sentBefore`. */
  async dueForReminder(until: Date, sentBefore: Date, now: Date, limit: number) {
    const rows = await db
      .from(TRANSFERS)
      .where('status', 'active')
      .whereNull('first_downloaded_at')
      .whereNull('reminder_sent_at')
      .where('expire_at', '<=', until)
      .where('expire_at', '>', now)
      .where('sent_at', '<=', sentBefore)
      .limit(limit)
    return rows.map(transferFromRow)
  }

  /** Forgets anonymous senders' addresses once the monthly cap no longer needs them. */
  async forgetSenderIps(before: Date) {
    await db.from(TRANSFERS).whereNotNull('sender_ip').where('created_at', '<', before).update({ sender_ip: null })
  }

  /** Adds sealed deposit files to the organisation's "protected files" count. */
  async addProtectedFiles(organisationId: number, files: number) {
    await db
      .insertQuery()
      .table(PROTECTED)
      .knexQuery.insert({ organisation_id: organisationId, files })
      .onConflict('organisation_id')
      .merge({ files: db.knexRawQuery(`${PROTECTED}.files + ?`, [files]) })
  }

  async protectedFiles(organisationId: number) {
    const row = await db.from(PROTECTED).where('organisation_id', organisationId).first()
    return Number(row?.files ?? 0)
  }

  async addCode(transferId: number, codeHash: string, expiresAt: Date) {
    const now = new Date()
    // A new code replaces the previous ones.
    await db.from(CODES).where('transfer_id', transferId).whereNull('used_at').update({ used_at: now })
    await db.table(CODES).insert({ transfer_id: transferId, code_hash: codeHash, attempts: 0, expires_at: expiresAt, created_at: now })
  }

  async codesSent(transferId: number) {
    const row = await db.from(CODES).where('transfer_id', transferId).count('* as n').first()
    return Number(row?.n ?? 0)
  }

  async currentCode(transferId: number) {
    const row = await db.from(CODES).where('transfer_id', transferId).whereNull('used_at').orderBy('id', 'desc').first()
    if (!row) return null
    return { id: Number(row.id), codeHash: row.code_hash as string, attempts: Number(row.attempts), expiresAt: toDate(row.expires_at)! }
  }

  /** Counts one attempt, atomically; false when the code has no attempts left. */
  async spendAttempt(codeId: number, maxAttempts: number) {
    const changed = await db.from(CODES).where('id', codeId).whereNull('used_at').where('attempts', '<', maxAttempts).increment('attempts', 1)
    return Number(changed) > 0
  }

  async useCode(codeId: number) {
    const changed = await db.from(CODES).where('id', codeId).whereNull('used_at').update({ used_at: new Date() })
    return Number(changed) > 0
  }
}
