import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { ApiError, EmailVerificationService, RateLimitService, type DeliveryNetwork } from '@sceau/plugin-sdk/server'
import type { AcknowledgementCodeSent, AcknowledgementView } from '../../shared/index.js'
import { settings } from '../config.js'
import { TransferMailer } from '../mails/transfer_mailer.js'
import { TransferDownloads } from './transfer_downloads.js'
import { TransferHistory } from './transfer_history.js'
import { TransferProof } from './transfer_proof.js'
import { TransferRepository } from './transfer_repository.js'
import { acknowledgementTable, type AcknowledgementRow, type TransferRow } from './transfer_tables.js'

const K = 'transfer.errors.'
/** The platform's e-mailed codes for receipts (subject: the transfer's id and the recipient's address). */
const ACK_PURPOSE = 'transfer:acknowledgement'
/** Code requests per link and network address per hour: a link-mode transfer takes any address. */
const CODE_REQUESTS = { requests: 10, windowSeconds: 3600 }

export interface Acknowledger {
  name: string
  email: string
}

/**
 * Acknowledgement of receipt (docs/proof-of-delivery.md), when the sender asked for it: the
 * recipient gives their name and address, types the code mailed there, and the confirmation becomes
 * a timestamped entry of the transfer's log; the sender is mailed a receipt. One per address: a
 * second confirmation answers the first and changes nothing.
 */
@inject()
export class TransferAcknowledgements {
  constructor(
    private repository: TransferRepository,
    private downloads: TransferDownloads,
    private verifications: EmailVerificationService,
    private rateLimits: RateLimitService,
    private proof: TransferProof,
    private history: TransferHistory,
    private mailer: TransferMailer
  ) {}

  /** Asked for, and by an address the link was mailed to (e-mail mode; a link-mode transfer has no list). */
  async #check(transfer: TransferRow, email: string) {
    if (!transfer.acknowledgement) throw ApiError.conflict('E_NO_ACKNOWLEDGEMENT', `${K}acknowledgement.notAsked`)
    if (transfer.mode !== 'email') return
    const recipients = await this.repository.recipients(transfer.id)
    if (!recipients.some((recipient) => recipient.email === email))
      throw ApiError.invalid({ email: `${K}acknowledgement.notRecipient` }, `${K}acknowledgement.notRecipient`)
  }

  async #existing(transfer: TransferRow, email: string) {
    const row = await db.from(acknowledgementTable.table).where({ transfer_id: transfer.id, email }).first()
    return row ? acknowledgementTable.read(row) : null
  }

  /** The files as the log entry lists them (the confirmation's own record). */
  async #view(transfer: TransferRow, row: AcknowledgementRow): Promise<AcknowledgementView> {
    const entry = (await this.proof.entries(transfer)).find((e) => e.seq === row.logSeq)
    const files = (entry?.data.files ?? []) as AcknowledgementView['files']
    return { name: row.name, email: row.email, acknowledgedAt: row.acknowledgedAt.toISOString(), files }
  }

  /** Mails a code to the address (in the page's language), or answers the receipt that address already confirmed. */
  async requestCode(transfer: TransferRow, who: Acknowledger, locale: string, ip: string): Promise<AcknowledgementCodeSent> {
    await this.#check(transfer, who.email)
    const existing = await this.#existing(transfer, who.email)
    if (existing) return { email: who.email, expiresAt: null, acknowledged: await this.#view(transfer, existing) }
    const attempt = await this.rateLimits.attempt(`transfer:ack-code:${transfer.token}:${ip}`, CODE_REQUESTS)
    if (!attempt.allowed) throw ApiError.tooManyRequests(attempt.retryAfterSeconds, `${K}code.tooManyResends`)
    const { ttlSeconds, attempts, resends } = settings.code
    const sent = await this.verifications.send({
      purpose: ACK_PURPOSE,
      subject: `${transfer.id}:${who.email}`,
      email: who.email,
      locale,
      intro: 'transfer.mail.acknowledgementCode.body',
      ttlSeconds,
      attempts,
      maxCodes: resends + 1,
    })
    return { email: who.email, expiresAt: sent.expiresAt.toISOString(), acknowledged: null }
  }

  /** Checks the code, then records the receipt (log entry, history) and mails the sender; a wrong code changes nothing. */
  async confirm(transfer: TransferRow, who: Acknowledger & { code: string }, network: DeliveryNetwork, detailUrl: string): Promise<AcknowledgementView> {
    await this.#check(transfer, who.email)
    const existing = await this.#existing(transfer, who.email)
    if (existing) return this.#view(transfer, existing)
    // Throws the translated "Incorrect code", expired and too-many-tries answers; the code then works once.
    await this.verifications.check({ purpose: ACK_PURPOSE, subject: `${transfer.id}:${who.email}`, email: who.email, code: who.code })
    const files = (await this.downloads.files(transfer)).filter((file) => file.state !== 'deleted')
    const entry = await this.proof.acknowledged(transfer, who, files, network)
    const row: Omit<AcknowledgementRow, 'id'> = {
      transferId: transfer.id,
      email: who.email,
      name: who.name,
      logSeq: entry.seq,
      acknowledgedAt: new Date(entry.time),
    }
    await db.table(acknowledgementTable.table).insert(acknowledgementTable.write(row))
    await this.history.record(transfer.id, 'acknowledged', { recipient: who.email })
    const view: AcknowledgementView = { name: who.name, email: who.email, acknowledgedAt: entry.time, files: entry.data.files as AcknowledgementView['files'] }
    await this.mailer.acknowledged(transfer, view, entry.seq, detailUrl)
    return view
  }
}
