import { createHash, randomBytes } from 'node:crypto'
import type { Database } from '@adonisjs/lucid/database'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import {
  AnchorService,
  DeliveryLogService,
  QueueService,
  TranslationService,
  type DeliveredRange,
  type DeliveredSubject,
  type DeliveryAppend,
  type DeliveryLogActor,
  type DeliveryLogEntry,
  type DeliveryLogRef,
  type DeliveryNetwork,
  type SealedHead,
} from '@sceau/plugin-sdk/server'
import {
  canonicalJson,
  createDeliveryProofZip,
  deliveryEntryHash,
  GENESIS_HASH,
  networkCommitment,
  truncateIp,
  type DeliveryLogEntryBody,
  type DeliveryNetworkOpening,
} from '@sceau/proof'
import { DELIVERY_RETENTION_DAYS } from '@sceau/shared'
import { firstInsertedId } from '#services/engines/inserted_id'
import { rawRows } from '#services/engines/raw_rows'
import { localeOf } from '@sceau/plugin-sdk/shared'
import { renderDeliveryProofPdf } from './delivery_proof_pdf.js'
import { SealDeliveryHeadJob } from './seal_delivery_head_job.js'

const LOGS = 'delivery_logs'
const ENTRIES = 'delivery_log_entries'
const RANGES = 'delivery_log_ranges'
const HEADS = 'delivery_log_heads'

type Span = [number, number]

/** Adds [start, end] to sorted, disjoint spans, joining neighbours (…-9 and 10-… make one). */
export function mergeSpan(spans: Span[], added: Span): Span[] {
  const all = [...spans, added].sort((a, b) => a[0] - b[0])
  const out: Span[] = []
  for (const span of all) {
    const last = out.at(-1)
    if (last && span[0] <= last[1] + 1) last[1] = Math.max(last[1], span[1])
    else out.push([span[0], span[1]])
  }
  return out
}

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex')

interface LogRow {
  id: number
  salt: string
}

/** An entry ready to insert: its body, the body's hash, the network information kept beside it. */
interface MadeEntry {
  body: DeliveryLogEntryBody
  hash: string
  opening: DeliveryNetworkOpening | null
}

/**
 * DeliveryLogService of @sceau/plugin-sdk on the database: an append creates the log row with its
 * head or bumps its head_seq first (a row lock in PostgreSQL, the write lock in SQLite), so concurrent
 * appends queue and each links to the one before; unique (log_id, seq) is the backstop. Sealed heads get their RFC 3161
 * token and anchor leaf from a job (SealDeliveryHeadJob), so a slow TSA never holds a request.
 */
export class DatabaseDeliveryLogService extends DeliveryLogService {
  constructor(
    private db: Database,
    private queue: QueueService,
    private anchors: AnchorService,
    private i18n: TranslationService
  ) {
    super()
  }

  /**
   * Log rows already read, by ref: a log's id and salt never change, and a download in ranges asks for
   * them at every answer. A log is removed only after its transfer or delivery was deleted (nothing
   * appends to it any more); remove() forgets it here.
   */
  #known = new Map<string, LogRow & { organisationId: number | null }>()

  async #log(ref: DeliveryLogRef, create: boolean, organisationId?: number | string | null): Promise<LogRow | null> {
    const where = { owner: ref.owner, ref: ref.id }
    const organisation = organisationId === undefined || organisationId === null ? null : Number(organisationId)
    const key = `${ref.owner}:${ref.id}`
    const cached = this.#cached(key, organisation)
    if (cached) return cached
    let row = await this.db.from(LOGS).where(where).first()
    if (!row && create) {
      await this.db
        .table(LOGS)
        .knexQuery.insert({
          ...where,
          salt: randomBytes(16).toString('hex'),
          head_seq: 0,
          head_hash: GENESIS_HASH,
          organisation_id: organisation,
          created_at: Date.now(),
        })
        .onConflict(['owner', 'ref'])
        .ignore()
      row = await this.db.from(LOGS).where(where).first()
    } else if (row && row.organisation_id === null && organisation !== null) {
      // A log begun before it knew its organisation (version 1) learns it with its next entry.
      await this.db.from(LOGS).where('id', row.id).update({ organisation_id: organisation })
      row.organisation_id = organisation
    }
    if (!row) return null
    const log = { id: Number(row.id), salt: String(row.salt) }
    this.#remember(key, log, row.organisation_id === null ? null : Number(row.organisation_id))
    return log
  }

  #userAgentHash(salt: string, network?: DeliveryNetwork) {
    return network?.userAgent ? sha256Hex(`${salt}:${network.userAgent}`) : null
  }

  /** The cached row of a log, when it serves an entry of `organisation` (a log not yet knowing its organisation is read again). */
  #cached(key: string, organisation: number | null): LogRow | null {
    const known = this.#known.get(key)
    return known && (organisation === null || known.organisationId !== null) ? { id: known.id, salt: known.salt } : null
  }

  #remember(key: string, log: LogRow, organisationId: number | null) {
    if (this.#known.size >= 10_000) this.#known.delete(this.#known.keys().next().value!)
    this.#known.set(key, { ...log, organisationId })
  }

  /** Version 2: the body hashes a salted commitment; the values and the salt stay beside it until the retention period ends. */
  #entry(ref: DeliveryLogRef, entry: DeliveryAppend, salt: string, time: Date, seq: number, prevHash: string): MadeEntry {
    const info = { ip: truncateIp(entry.network?.ip), userAgentHash: this.#userAgentHash(salt, entry.network) }
    const opening: DeliveryNetworkOpening | null = info.ip !== null || info.userAgentHash !== null ? { salt: randomBytes(32).toString('hex'), ...info } : null
    const body: DeliveryLogEntryBody = {
      v: 2,
      log: `${ref.owner}:${ref.id}`,
      seq,
      time: time.toISOString(),
      kind: entry.kind,
      actor: { type: entry.actor.type, email: entry.actor.email ?? null },
      network: opening ? networkCommitment(opening.salt, info) : null,
      data: entry.data ?? {},
      prevHash,
    }
    return { body, hash: deliveryEntryHash(body), opening }
  }

  /**
   * One transaction: the entry, the log row's head, and for a sealed entry its head and seal job (no
   * entry left without its head by a crash). A log's first entry (a transfer's send) creates the log row
   * with its head already set, so it reads nothing first; a later one moves the head with one UPDATE … RETURNING.
   */
  async append(ref: DeliveryLogRef, entry: DeliveryAppend): Promise<DeliveryLogEntry> {
    const made = await this.db.transaction((trx) => this.#appendIn(trx, ref, entry))
    this.#committed(ref, made)
    return made.appended
  }

  /** Only a committed log row is remembered. */
  #committed(ref: DeliveryLogRef, made: { remembered: { log: LogRow; organisationId: number | null } | null }) {
    if (made.remembered) this.#remember(`${ref.owner}:${ref.id}`, made.remembered.log, made.remembered.organisationId)
  }

  /** The append's statements, in the caller's transaction. */
  async #appendIn(trx: TransactionClientContract, ref: DeliveryLogRef, entry: DeliveryAppend) {
    const key = `${ref.owner}:${ref.id}`
    const organisation = entry.organisationId === undefined || entry.organisationId === null ? null : Number(entry.organisationId)
    const time = new Date()
    let remembered: { log: LogRow; organisationId: number | null } | null = null
    let log = this.#cached(key, organisation)
    let made: MadeEntry | null = null
    if (!log) {
      const salt = randomBytes(16).toString('hex')
      made = this.#entry(ref, entry, salt, time, 1, GENESIS_HASH)
      const created = await trx
        .table(LOGS)
        .knexQuery.insert({ owner: ref.owner, ref: ref.id, salt, head_seq: 1, head_hash: made.hash, organisation_id: organisation, created_at: Date.now() })
        .onConflict(['owner', 'ref'])
        .ignore()
        .returning('id')
      const id = firstInsertedId(created)
      if (id !== undefined) {
        log = { id: Number(id), salt }
        remembered = { log, organisationId: organisation }
      } else {
        // The log exists (an earlier entry, another process, a download counted first): read it, then append as below.
        made = null
        const row = await trx.from(LOGS).where({ owner: ref.owner, ref: ref.id }).select('id', 'salt', 'organisation_id').first()
        log = { id: Number(row.id), salt: String(row.salt) }
        let known = row.organisation_id === null ? null : Number(row.organisation_id)
        if (known === null && organisation !== null) {
          // A log begun before it knew its organisation (version 1) learns it with its next entry.
          await trx.from(LOGS).where('id', log.id).update({ organisation_id: organisation })
          known = organisation
        }
        remembered = { log, organisationId: known }
      }
    }
    if (!made) {
      // The row lock (PostgreSQL) or the write lock (SQLite) taken here orders concurrent appends.
      const [head] = rawRows<{ head_seq: number | string; head_hash: string }>(
        await trx.rawQuery(`UPDATE ${LOGS} SET head_seq = head_seq + 1 WHERE id = ? RETURNING head_seq, head_hash`, [log.id])
      )
      made = this.#entry(ref, entry, log.salt, time, Number(head!.head_seq), String(head!.head_hash))
      await trx.from(LOGS).where('id', log.id).update({ head_hash: made.hash })
    }
    const { body, hash, opening } = made
    await trx.table(ENTRIES).insert({
      log_id: log.id,
      seq: body.seq,
      kind: body.kind,
      body: canonicalJson(body),
      hash,
      network_opening: opening ? JSON.stringify(opening) : null,
      created_at: time.getTime(),
    })
    if (entry.seal) {
      const inserted = await trx.table(HEADS).returning('id').insert({ log_id: log.id, seq: body.seq, hash, reason: entry.seal, created_at: Date.now() })
      await this.queue.dispatch(SealDeliveryHeadJob, { headId: String(firstInsertedId(inserted)) }, { transaction: trx })
    }
    return { appended: { ...body, hash, networkOpening: opening }, remembered }
  }

  /**
   * Counts one answer's bytes for a visitor and, once every byte of the subject reached them, appends
   * its delivery: the count and the entry (with its head and seal job) in one transaction, so a crash
   * leaves either both or neither (the visitor's next answer then delivers it).
   */
  async delivered(ref: DeliveryLogRef, subject: DeliveredSubject, range: DeliveredRange, actor: DeliveryLogActor, network: DeliveryNetwork) {
    const log = (await this.#log(ref, true))!
    const visitor = sha256Hex(`${log.salt}:${truncateIp(network.ip) ?? ''}:${network.userAgent ?? ''}`)
    const key = { log_id: log.id, subject: subject.key, visitor }
    const postgres = this.db.connection().dialect.name === 'postgres'
    const delivery: DeliveryAppend = { kind: subject.kind, actor, network, data: { ...subject.data, bytes: range.size }, seal: 'delivered' }
    const made = await this.db.transaction(async (trx) => {
      // A whole answer to a visitor not seen for this subject (most downloads): counted in one statement, no merge.
      if (range.size === 0 || (range.start === 0 && range.end >= range.size - 1)) {
        const inserted = await trx
          .table(RANGES)
          .knexQuery.insert({ ...key, ranges: JSON.stringify([[0, Math.max(0, range.size - 1)]]), done: true, updated_at: Date.now() })
          .onConflict(['log_id', 'subject', 'visitor'])
          .ignore()
          .returning('id')
        if (inserted.length) return this.#appendIn(trx, ref, delivery)
      }
      await trx
        .table(RANGES)
        .knexQuery.insert({ ...key, ranges: '[]', done: false, updated_at: Date.now() })
        .onConflict(['log_id', 'subject', 'visitor'])
        .ignore()
      const query = trx.from(RANGES).where(key)
      const row = await (postgres ? query.forUpdate() : query).first()
      if (!row || row.done === true || row.done === 1) return null
      const spans = mergeSpan(JSON.parse(String(row.ranges)) as Span[], [range.start, range.end])
      const whole = range.size === 0 || (spans.length === 1 && spans[0]![0] === 0 && spans[0]![1] >= range.size - 1)
      await trx
        .from(RANGES)
        .where(key)
        .update({ ranges: JSON.stringify(spans), done: whole, updated_at: Date.now() })
      return whole ? this.#appendIn(trx, ref, delivery) : null
    })
    if (made) this.#committed(ref, made)
  }

  async entries(ref: DeliveryLogRef): Promise<DeliveryLogEntry[]> {
    const log = await this.#log(ref, false)
    if (!log) return []
    const rows = await this.db.from(ENTRIES).where('log_id', log.id).orderBy('seq', 'asc')
    return rows.map((row) => {
      const body = JSON.parse(String(row.body)) as DeliveryLogEntryBody
      if (body.v !== 2) return { ...body, hash: String(row.hash) }
      const opening = row.network_opening ? (JSON.parse(String(row.network_opening)) as DeliveryNetworkOpening) : null
      return { ...body, hash: String(row.hash), networkOpening: opening }
    })
  }

  async retentionDays(organisationId: number | string | null) {
    if (organisationId === null) return DELIVERY_RETENTION_DAYS.default
    const row = await this.db.from('organisations').where('id', Number(organisationId)).select('delivery_retention_days').first()
    return row ? Number(row.delivery_retention_days) : DELIVERY_RETENTION_DAYS.default
  }

  async remove(ref: DeliveryLogRef) {
    const log = await this.#log(ref, false)
    if (!log) return
    this.#known.delete(`${ref.owner}:${ref.id}`)
    await this.db.transaction(async (trx) => {
      for (const table of [HEADS, RANGES, ENTRIES]) await trx.from(table).where('log_id', log.id).delete()
      await trx.from(LOGS).where('id', log.id).delete()
    })
  }

  async heads(ref: DeliveryLogRef): Promise<SealedHead[]> {
    const log = await this.#log(ref, false)
    if (!log) return []
    const rows = await this.db
      .from(HEADS)
      .join('proof_timestamps', 'proof_timestamps.id', `${HEADS}.timestamp_id`)
      .where(`${HEADS}.log_id`, log.id)
      .orderBy(`${HEADS}.seq`, 'asc')
      .select(`${HEADS}.seq`, `${HEADS}.hash`, `${HEADS}.reason`, `${HEADS}.gen_time`, `${HEADS}.chain_pem`, 'proof_timestamps.token')
    return rows.map((row) => ({
      seq: Number(row.seq),
      hash: String(row.hash),
      reason: String(row.reason),
      genTime: new Date(Number(row.gen_time)),
      token: new Uint8Array(row.token as Buffer),
      chainPem: String(row.chain_pem ?? ''),
    }))
  }

  async exportZip(ref: DeliveryLogRef, title: string, options: { locale?: string } = {}) {
    const entries = await this.entries(ref)
    if (!entries.length) return null
    const heads = await this.heads(ref)
    const withAnchors = await Promise.all(
      heads.map(async (head) => {
        const status = await this.anchors.status({ owner: 'delivery-log', id: `${ref.owner}:${ref.id}:${head.seq}` })
        const anchor =
          status?.state === 'anchored' ? { chainId: status.proof.chainId, transactionHash: status.proof.transactionHash, root: status.proof.root } : null
        return { ...head, anchor }
      })
    )
    const chainPem = [...new Set(heads.map((head) => head.chainPem))].join('')
    const log = `${ref.owner}:${ref.id}`
    const exportedAt = new Date()
    const locale = localeOf(options.locale)
    const summaryPdf = await renderDeliveryProofPdf(
      { locale, log, title, exportedAt, entries, heads: withAnchors, anchoring: this.anchors.driver !== 'off' },
      (key, data) => this.i18n.translate(locale, key, data)
    )
    return createDeliveryProofZip({ log, title, entries, heads: withAnchors, chainPem, exportedAt, summaryPdf })
  }
}
