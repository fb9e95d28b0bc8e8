import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { columnName } from '@sceau/plugin-sdk/server'
import { fileTable, recipientTable, transferTable, type NewFile, type TransferProtection, type TransferRow } from './transfer_tables.js'

export type { FileRow, NewFile, TransferProtection, TransferRow } from './transfer_tables.js'

export interface NewTransfer {
  token: string
  senderTokenHash: string
  organisationId: number | null
  userId: number | null
  senderEmail: string
  senderLocale: string
  senderIp: string | null
  type: TransferRow['type']
  mode: TransferRow['mode']
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
  e2e?: boolean
  acknowledgement?: boolean
  /** The deposit price the sender confirmed ("protect" / "protect and send"). */
  priceCents?: number | null
}

/** Transfers and their recipients; the organisation-scoped reads are in TransferListing. */
export class TransferRepository {
  async create({ recipients: emails, ...input }: NewTransfer) {
    const now = new Date()
    return db.transaction(async (trx) => {
      const [inserted] = await trx
        .table(transferTable.table)
        .insert(
          transferTable.write({
            ...input,
            passwordVersion: 0,
            status: 'draft',
            fileCount: 0,
            totalBytes: 0,
            verifiedAt: input.verifiedAt ?? null,
            sourceRef: input.sourceRef ?? null,
            protection: input.protection ?? null,
            e2e: input.e2e ?? false,
            acknowledgement: input.acknowledgement ?? false,
            priceCents: input.priceCents ?? null,
            createdAt: now,
            updatedAt: now,
          })
        )
        .returning('id')
      const id = Number(typeof inserted === 'object' ? inserted.id : inserted)
      if (emails.length) await trx.table(recipientTable.table).multiInsert(emails.map((email) => recipientTable.write({ transferId: id, email })))
      return id
    })
  }

  async #findBy(where: Record<string, unknown>) {
    const row = await db.from(transferTable.table).where(where).first()
    return row ? transferTable.read(row) : null
  }

  find(id: number) {
    return this.#findBy({ id })
  }

  findBySource(sourceRef: string) {
    return this.#findBy({ source_ref: sourceRef })
  }

  findByToken(token: string) {
    return this.#findBy({ token })
  }

  /** The transfer whose files are in this upload batch. */
  findByBatch(batchId: string) {
    return this.#findBy({ batch_id: batchId })
  }

  /** A transfer of this organisation, or null (another organisation's looks like none). */
  async findForOrganisation(id: number, organisationId: number) {
    const row = await db.from(transferTable.table).where({ id, organisation_id: organisationId }).whereNot('status', 'cancelled').first()
    return row ? transferTable.read(row) : null
  }

  async update(id: number, values: Partial<TransferRow>) {
    await db
      .from(transferTable.table)
      .where('id', id)
      .update(transferTable.write({ ...values, updatedAt: new Date() }))
  }

  /** Sets a moment once; false when another process set it first. */
  async setOnce(id: number, property: 'firstDownloadedAt' | 'reminderSentAt', at = new Date()) {
    const changed = await db
      .from(transferTable.table)
      .where('id', id)
      .whereNull(columnName(property))
      .update(transferTable.write({ [property]: at, updatedAt: at }))
    return Number(changed) > 0
  }

  /** draft -> active with its files, once and together (a crash leaves a draft, never a transfer without files). */
  /** `within` runs in the same transaction once the transfer is marked sent (its mails: docs/operations.md "Outbox"). */
  async markSent(
    id: number,
    values: { sentAt: Date; expireAt: Date; totalBytes: number },
    sent: NewFile[],
    within?: (trx: TransactionClientContract) => Promise<void>
  ) {
    return db.transaction(async (trx) => {
      const changed = await trx
        .from(transferTable.table)
        .where({ id, status: 'draft' })
        .update(transferTable.write({ ...values, status: 'active', fileCount: sent.length, updatedAt: values.sentAt }))
      if (Number(changed) === 0) return false
      const rows = sent.map((file) => fileTable.write({ ...file, transferId: id }))
      // Chunks keep each statement under SQLite's bound-parameter limit.
      for (let i = 0; i < rows.length; i += 200) await trx.table(fileTable.table).multiInsert(rows.slice(i, i + 200))
      await within?.(trx)
      return true
    })
  }

  /** Transfers an anonymous sender created since the date, by e-mail or by IP address. */
  async countAnonymousSince(column: 'sender_email' | 'sender_ip', value: string, since: Date) {
    const row = await db.from(transferTable.table).whereNull('user_id').where(column, value).where('created_at', '>=', since).count('* as n').first()
    return Number(row?.n ?? 0)
  }

  async recipients(transferId: number) {
    const rows = await db.from(recipientTable.table).where('transfer_id', transferId).orderBy('id')
    return rows.map((row) => recipientTable.read(row))
  }

  async recipientsOf(transferIds: number[]) {
    const byTransfer = new Map<number, string[]>()
    if (!transferIds.length) return byTransfer
    const rows = await db.from(recipientTable.table).whereIn('transfer_id', transferIds).orderBy('id')
    for (const { transferId, email } of rows.map((row) => recipientTable.read(row))) byTransfer.set(transferId, [...(byTransfer.get(transferId) ?? []), email])
    return byTransfer
  }

  async markNotified(transferId: number, email: string, at = new Date(), client: QueryClientContract = db.connection()) {
    await client
      .from(recipientTable.table)
      .where({ transfer_id: transferId, email })
      .update(recipientTable.write({ notifiedAt: at }))
  }

  /** Sent transfers whose time is up, oldest first. */
  async dueForExpiry(now: Date, limit: number) {
    const rows = await db.from(transferTable.table).where('status', 'active').where('expire_at', '<=', now).orderBy('expire_at').limit(limit)
    return rows.map((row) => transferTable.read(row))
  }

  /** Drafts never sent whose upload window closed. */
  async abandonedDrafts(before: Date, limit: number) {
    const rows = await db.from(transferTable.table).where('status', 'draft').where('created_at', '<', before).limit(limit)
    return rows.map((row) => transferTable.read(row))
  }

  /** Sent, not downloaded, not reminded, expiring before `until`, sent before `sentBefore`. */
  async dueForReminder(until: Date, sentBefore: Date, now: Date, limit: number) {
    const rows = await db
      .from(transferTable.table)
      .where('status', 'active')
      .whereNull('first_downloaded_at')
      .whereNull('reminder_sent_at')
      .where('expire_at', '<=', until)
      .where('expire_at', '>', now)
      .where('sent_at', '<=', sentBefore)
      .limit(limit)
    return rows.map((row) => transferTable.read(row))
  }

  /** The organisations (null: none) having transfers deleted before `before`. */
  async organisationsWithDeleted(before: Date): Promise<(number | null)[]> {
    const rows = await db.from(transferTable.table).where('status', 'deleted').where('expired_at', '<', before).distinct('organisation_id')
    return rows.map((row) => (row.organisation_id === null ? null : Number(row.organisation_id)))
  }

  /** Transfers of an organisation (null: none) deleted before `before`. */
  async deletedBefore(organisationId: number | null, before: Date, limit: number) {
    const query = db.from(transferTable.table).where('status', 'deleted').where('expired_at', '<', before)
    const rows = await (organisationId === null ? query.whereNull('organisation_id') : query.where('organisation_id', organisationId))
      .orderBy('expired_at')
      .limit(limit)
    return rows.map((row) => transferTable.read(row))
  }

  /** Removes a transfer's record; its recipients, files' rows, history and acknowledgements go with it (foreign keys). */
  async remove(id: number) {
    await db.from(transferTable.table).where('id', id).delete()
  }

  /** Forgets anonymous senders' addresses once the monthly cap no longer needs them. */
  async forgetSenderIps(before: Date) {
    await db.from(transferTable.table).whereNotNull('sender_ip').where('created_at', '<', before).update({ sender_ip: null })
  }
}
