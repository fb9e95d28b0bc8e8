import { inject } from '@adonisjs/core'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { commitmentListDigest, fromBase64Url, readManifestHeader } from '@sceau/e2e'
import {
  type Actor,
  AnchorService,
  ApiError,
  base62Token,
  BlobService,
  ContactsService,
  EmailVerificationService,
  EventBus,
  LoggerService,
  type MailMessage,
  sameDigest,
  sha256Hex,
  TimestampError,
  TimestampService,
  UploadService,
  type DeliveryNetwork,
  type Blob,
} from '@sceau/plugin-sdk/server'
import { localeOf } from '@sceau/plugin-sdk/shared'
import { LIMITS, depositPrice, formatBytes } from '@sceau/shared'
import type { CreatedTransfer, E2eCommitment, E2eTimestamp, SentTransfer, TransferCapabilities } from '../../shared/index.js'
import type { StoredE2eTimestamp } from './transfer_tables.js'
import { settings } from '../config.js'
import { TransferMailer } from '../mails/transfer_mailer.js'
import type { TransferInput } from '../validators/transfer_input.js'
import { DAY_MS } from './dates.js'
import { TransferFiles } from './transfer_files.js'
import { TransferHistory } from './transfer_history.js'
import { TransferProof } from './transfer_proof.js'
import { TransferRepository, type TransferRow } from './transfer_repository.js'

const K = 'transfer.errors.'
/** The platform's e-mailed codes for anonymous senders' drafts (subject: the draft's id). */
const CODE_PURPOSE = 'transfer:draft'

/** The send call of an encrypted draft (validators/transfer_input.ts, parseE2eSend). */
export interface E2eSend {
  manifest: string
  commitments: E2eCommitment[]
}

export interface Sender {
  actor: Actor | null
  email: string
  locale: string
  ip: string | null
}

/** The transfer's public link (docs/product.md §2: the app's address followed by /download/{token}). */
export function downloadLink(appUrl: string, token: string) {
  return `${appUrl}/download/${token}`
}

/**
 * Sending: a draft opens an upload batch sized by the sender's plan; anonymous senders confirm
 * their address with a mailed code; sending closes the batch, keeps the files that arrived and
 * mails the recipients.
 */
@inject()
export class TransferService {
  constructor(
    private repository: TransferRepository,
    private transferFiles: TransferFiles,
    private history: TransferHistory,
    private verifications: EmailVerificationService,
    private uploads: UploadService,
    private blobs: BlobService,
    private mailer: TransferMailer,
    private contacts: ContactsService,
    private events: EventBus,
    private proof: TransferProof,
    private logger: LoggerService,
    private timestamps: TimestampService,
    private anchors: AnchorService
  ) {}

  async create(input: TransferInput, sender: Sender, capabilities: TransferCapabilities): Promise<CreatedTransfer> {
    if (input.type !== 'send' && !capabilities.protect) throw ApiError.invalid({ type: `${K}type` })
    // A deposit needs the plaintext: only plain sending can be end-to-end encrypted.
    if (input.e2e && input.type !== 'send') throw ApiError.invalid({ e2e: `${K}e2e.sendOnly` }, `${K}e2e.sendOnly`)
    // An encrypted draft announces opaque ids (docs/e2e-format.md §4), never a name the server could read.
    if (input.e2e && input.files?.list?.some((file) => !/^[0-9a-f]{32}$/.test(file.path)))
      throw ApiError.invalid({ files: `${K}e2e.invalid` }, `${K}e2e.invalid`)
    const { min, max } = capabilities.expiryDays
    const expiryDays = input.expiryDays ?? capabilities.expiryDays.default
    if (expiryDays < min || expiryDays > max) throw ApiError.invalid({ expiryDays: `${K}expiryRange` }, `${K}expiryRange`)
    if (input.password && !capabilities.password) throw ApiError.forbidden(`${K}passwordNotAllowed`)
    if (input.files) {
      if (input.files.count > capabilities.maxFiles) throw new ApiError(400, 'E_FILE_LIMIT', 'uploads.errors.fileLimit')
      if (input.files.bytes > capabilities.maxBytes) {
        const n = formatBytes(input.files.bytes - capabilities.maxBytes, sender.locale)
        throw new ApiError(413, 'E_BATCH_TOO_LARGE', 'uploads.errors.limitExceeded', { n })
      }
    }
    if (!sender.actor) await this.#checkAnonymousCaps(sender)
    const priceCents = input.type === 'send' ? null : this.#confirmedPrice(input, sender)

    const token = base62Token()
    const senderToken = base62Token(32)
    const ownerRef = `draft-${token}`
    const batch = await this.uploads.createBatch({
      owner: 'transfer',
      ownerRef,
      organisationId: sender.actor?.organisationId ?? null,
      // Encrypted files are named by opaque ids (docs/e2e-format.md §4): the folders are in the manifest.
      policy: { maxFileBytes: capabilities.maxBytes, maxTotalBytes: capabilities.maxBytes, maxFiles: capabilities.maxFiles, allowFolders: !input.e2e },
      expiresInSeconds: settings.uploadWindowSeconds,
      files: input.files?.list ?? null,
    })
    const id = await this.repository.create({
      token,
      senderTokenHash: sha256Hex(senderToken),
      organisationId: sender.actor?.organisationId ?? null,
      userId: sender.actor?.userId ?? null,
      senderEmail: sender.email,
      senderLocale: sender.locale,
      senderIp: sender.actor ? null : sender.ip,
      type: input.type,
      mode: input.type === 'protect' ? 'link' : input.mode,
      title: input.title,
      message: input.message,
      passwordHash: input.password ? await hash.make(input.password) : null,
      batchId: batch.batchId,
      expiryDays,
      recipients: input.recipients,
      e2e: input.e2e,
      // A deposit alone reaches nobody: only what is sent can be acknowledged.
      acknowledgement: input.acknowledgement && input.type !== 'protect',
      priceCents,
    })
    let verification: CreatedTransfer['verification'] = null
    if (!sender.actor) {
      const expiresAt = await this.#mailCode(id, sender.email, sender.locale)
      verification = { email: sender.email, expiresAt: expiresAt.toISOString() }
    }
    return {
      id: String(id),
      senderToken,
      batchId: batch.batchId,
      uploadToken: batch.uploadToken,
      endpoint: batch.endpoint,
      verification,
      policy: { maxFileBytes: capabilities.maxBytes, maxTotalBytes: capabilities.maxBytes, maxFiles: capabilities.maxFiles },
    }
  }

  /** docs/product.md §6: anonymous transfers under a daily and a monthly cap, per sender e-mail and per IP address. */
  async #checkAnonymousCaps(sender: Sender) {
    const caps = settings.anonymousCaps
    const now = Date.now()
    const day = new Date(now - DAY_MS)
    const month = new Date(now - 30 * DAY_MS)
    const checks: [boolean, 'day' | 'month'][] = [
      [(await this.repository.countAnonymousSince('sender_email', sender.email, day)) >= caps.dailyPerEmail, 'day'],
      [(await this.repository.countAnonymousSince('sender_email', sender.email, month)) >= caps.monthlyPerEmail, 'month'],
    ]
    if (sender.ip) {
      checks.push([(await this.repository.countAnonymousSince('sender_ip', sender.ip, day)) >= caps.dailyPerIp, 'day'])
      checks.push([(await this.repository.countAnonymousSince('sender_ip', sender.ip, month)) >= caps.monthlyPerIp, 'month'])
    }
    const hit = checks.find(([reached]) => reached)
    if (hit) throw new ApiError(429, 'E_ANONYMOUS_CAP', hit[1] === 'day' ? `${K}dailyCap` : `${K}monthlyCap`)
  }

  async #mailCode(transferId: number, email: string, locale: string) {
    const { ttlSeconds, attempts, resends } = settings.code
    const sent = await this.verifications.send({
      purpose: CODE_PURPOSE,
      subject: String(transferId),
      email,
      locale,
      intro: 'transfer.mail.code.body',
      ttlSeconds,
      attempts,
      maxCodes: resends + 1,
    })
    return sent.expiresAt
  }

  /** The draft its creator is finishing; anyone else (no or wrong sender token) finds nothing. */
  async draft(id: number, senderToken: string | undefined) {
    const transfer = Number.isSafeInteger(id) ? await this.repository.find(id) : null
    if (!transfer || !senderToken || !sameDigest(transfer.senderTokenHash, sha256Hex(senderToken))) throw ApiError.notFound(`${K}notFound`)
    return transfer
  }

  async resendCode(transfer: TransferRow) {
    if (transfer.userId !== null || transfer.verifiedAt) throw ApiError.conflict('E_ALREADY_VERIFIED', `${K}code.alreadyVerified`)
    if (transfer.status !== 'draft') throw ApiError.conflict('E_ALREADY_SENT', `${K}alreadySent`)
    if ((await this.verifications.sentCount(CODE_PURPOSE, String(transfer.id))) > settings.code.resends)
      throw ApiError.tooManyRequests(600, `${K}code.tooManyResends`)
    const expiresAt = await this.#mailCode(transfer.id, transfer.senderEmail, transfer.senderLocale)
    return { email: transfer.senderEmail, expiresAt: expiresAt.toISOString() }
  }

  /**
   * "protect" / "protect and send" make a paid deposit at send (issue 25): the sender confirms its
   * price for the announced files (docs/product.md §3 price table, default years, the plan's
   * discount) when creating the transfer. Missing: 422; not today's price: 409 E_PRICE_CHANGED naming it.
   */
  #confirmedPrice(input: TransferInput, sender: Sender): number {
    if (input.priceCents === null || !input.files) {
      const field = input.files ? 'priceCents' : 'files'
      throw ApiError.invalid({ [field]: `${K}priceRequired` }, `${K}priceRequired`)
    }
    const current = depositPrice({ bytes: input.files.bytes, years: LIMITS.defaultDepositYears, paidPlan: sender.actor?.premium === true }).totalCents
    if (input.priceCents !== current) {
      const price = new Intl.NumberFormat(sender.locale, { style: 'currency', currency: 'EUR' }).format(current / 100)
      throw ApiError.conflict('E_PRICE_CHANGED', `${K}priceChanged`, { price })
    }
    return current
  }

  /** docs/product.md §5/§8: "Incorrect code"; a code works once, for a while, for a few attempts. */
  async verify(transfer: TransferRow, code: string, network: DeliveryNetwork = {}) {
    if (transfer.verifiedAt) return
    if (transfer.status !== 'draft') throw ApiError.conflict('E_ALREADY_SENT', `${K}alreadySent`)
    // Throws the translated "Incorrect code", expired and too-many-tries answers.
    await this.verifications.check({ purpose: CODE_PURPOSE, subject: String(transfer.id), email: transfer.senderEmail, code })
    await this.repository.update(transfer.id, { verifiedAt: new Date() })
    await this.proof.codeVerified(transfer, network)
  }

  /**
   * Sends the draft: the batch closes (files still uploading are dropped, and so are rejected ones),
   * the files that arrived are recorded, recipients are mailed (e-mail mode) and the link works.
   */
  async send(transfer: TransferRow, appUrl: string, network: DeliveryNetwork = {}, e2e: E2eSend | null = null): Promise<SentTransfer> {
    if (transfer.status !== 'draft') throw ApiError.conflict('E_ALREADY_SENT', `${K}alreadySent`)
    if (transfer.userId === null && !transfer.verifiedAt) throw new ApiError(403, 'E_CODE_REQUIRED', `${K}code.required`)
    if (transfer.e2e !== (e2e !== null)) {
      const key = transfer.e2e ? `${K}e2e.required` : `${K}e2e.notEncrypted`
      throw ApiError.invalid({ e2e: key }, key)
    }
    const before = await this.blobs.list(transfer.batchId)
    const kept = before.filter((blob) => blob.state === 'ready' || blob.state === 'analysing')
    if (!kept.length) throw ApiError.badRequest('E_NO_FILES', `${K}noFiles`)
    const certified = e2e ? await this.#certify(transfer, kept, e2e) : null
    const sentAt = new Date()
    const expireAt = new Date(sentAt.getTime() + transfer.expiryDays * DAY_MS)
    // The platform's cleanup deletes the bytes a day after expiry should this plugin's job not run.
    await this.uploads.closeBatch(transfer.batchId, { retainUntil: new Date(expireAt.getTime() + DAY_MS) })
    for (const blob of before) if (blob.state === 'rejected') await this.blobs.delete(blob.id)
    const files = (await this.blobs.list(transfer.batchId)).filter((blob) => blob.state === 'ready' || blob.state === 'analysing')
    const totalBytes = files.reduce((sum, blob) => sum + blob.size, 0)
    const rows = files.map((blob) => ({
      blobId: blob.id,
      path: blob.path,
      name: blob.name,
      mime: blob.mime,
      size: blob.size,
      sha256: blob.sha256,
      crc32: blob.crc32,
      state: blob.state === 'ready' ? ('ready' as const) : ('analysing' as const),
    }))
    // The recipients' mails are rendered first, then recorded in the transaction that marks the transfer
    // sent: both happen or neither (docs/operations.md "Outbox"), and nothing here waits on Redis.
    const link = downloadLink(appUrl, transfer.token)
    const preview: TransferRow = { ...transfer, status: 'active', sentAt, expireAt, totalBytes, fileCount: rows.length }
    const mails = transfer.type !== 'protect' && transfer.mode === 'email' ? await this.#recipientMails(preview, link) : []
    // Before the mails exist: their "mail handed" entries follow the one that lists the files (a
    // concurrent second send of the same draft may add a second entry, then fails with E_ALREADY_SENT).
    await this.proof.created(
      preview,
      rows,
      (await this.repository.recipients(transfer.id)).map((r) => r.email),
      network
    )
    if (!(await this.repository.markSent(transfer.id, { sentAt, expireAt, totalBytes }, rows, (trx) => this.#queueMails(preview, mails, trx)))) {
      throw ApiError.conflict('E_ALREADY_SENT', `${K}alreadySent`)
    }
    const sent = (await this.repository.find(transfer.id))!
    if (sent.type !== 'protect') {
      if (sent.organisationId && sent.userId) {
        const recipients = (await this.repository.recipients(sent.id)).map((r) => r.email)
        await this.contacts.autoAdd(sent.organisationId, sent.userId, recipients).catch((error) => {
          this.logger.warn('transfer recipients not added to the address book', { error: String(error) })
        })
      }
    }
    await this.events.emit('transfer:sent', { id: String(sent.id), organisationId: sent.organisationId, files: files.length, bytes: totalBytes })
    if (sent.type !== 'send') {
      await this.events.emit('transfer:protect-requested', {
        transferId: String(sent.id),
        organisationId: sent.organisationId,
        userId: sent.userId,
        senderEmail: sent.senderEmail,
        batchId: sent.batchId,
        blobIds: files.map((blob) => blob.id),
        send: sent.type === 'protect_send',
        locale: localeOf(sent.senderLocale),
        // The price confirmed at creation: consignment charges exactly it, or makes no deposit.
        ...(sent.priceCents !== null ? { priceCents: sent.priceCents } : {}),
      })
    }
    return {
      id: String(sent.id),
      link,
      expireAt: expireAt.toISOString(),
      files: files.length,
      bytes: totalBytes,
      dropped: before.length - files.length,
      ...(certified ? { certifiedAt: certified.genTime } : {}),
    }
  }

  /**
   * An encrypted draft's commitments (docs/e2e-format.md §5): one per uploaded file, named by the
   * file's opaque id, else nothing is sent (a missing file could not be opened against its
   * commitment). The list is timestamped and anchored; the manifest is kept as the sender encrypted it.
   */
  async #certify(transfer: TransferRow, kept: Blob[], e2e: E2eSend): Promise<E2eTimestamp> {
    const ids = new Set(e2e.commitments.map((item) => item.id))
    const names = new Set(kept.map((blob) => blob.path))
    const matches = ids.size === e2e.commitments.length && ids.size === names.size && [...names].every((name) => ids.has(name))
    if (!matches) throw ApiError.invalid({ e2e: `${K}e2e.filesMismatch` }, `${K}e2e.filesMismatch`)
    try {
      readManifestHeader(fromBase64Url(e2e.manifest))
    } catch {
      throw ApiError.invalid({ e2e: `${K}e2e.invalid` }, `${K}e2e.invalid`)
    }
    const digest = await commitmentListDigest(e2e.commitments)
    const ref = { owner: 'transfer', id: `e2e-${transfer.id}` }
    let issued
    try {
      issued = await this.timestamps.timestamp(digest, { ref })
    } catch (error) {
      if (error instanceof TimestampError) throw new ApiError(503, 'E_TSA_UNAVAILABLE', 'errors.proofs.timestampUnavailable')
      throw error
    }
    await this.anchors.enqueue(digest, ref)
    const timestamp: E2eTimestamp = { token: Buffer.from(issued.token).toString('base64'), genTime: issued.genTime.toISOString(), qualified: issued.qualified }
    // The chain the token was verified with goes with it: a recipient's proof of one file ships it (docs/e2e-format.md §7).
    const stored: StoredE2eTimestamp = { ...timestamp, chainPem: issued.chainPem }
    await this.repository.update(transfer.id, { e2eManifest: e2e.manifest, e2eCommitments: e2e.commitments, e2eTimestamp: stored })
    return timestamp
  }

  /** Mails the link to every recipient (or to the chosen ones), recording "e-mail sent" for each, all in one transaction. */
  async mailRecipients(transfer: TransferRow, link: string, only?: string[]) {
    const mails = await this.#recipientMails(transfer, link, only)
    await db.transaction((trx) => this.#queueMails(transfer, mails, trx))
    return mails.length
  }

  /** Each recipient's mail, rendered before any transaction (rendering reads the database). */
  async #recipientMails(transfer: TransferRow, link: string, only?: string[]) {
    const recipients = (await this.repository.recipients(transfer.id)).filter((r) => !only || only.includes(r.email))
    const mails: { email: string; message: MailMessage }[] = []
    for (const { email } of recipients) mails.push({ email, message: await this.mailer.recipientMessage(transfer, email, link) })
    return mails
  }

  async #queueMails(transfer: TransferRow, mails: { email: string; message: MailMessage }[], trx: TransactionClientContract) {
    for (const { email, message } of mails) {
      await this.mailer.queue(transfer, message, trx)
      await this.repository.markNotified(transfer.id, email, new Date(), trx)
      await this.history.record(transfer.id, 'email_sent', { recipient: email }, trx)
    }
  }

  /** Abandons a draft: its batch and whatever was uploaded go. */
  async cancel(transfer: TransferRow) {
    if (transfer.status !== 'draft') throw ApiError.conflict('E_ALREADY_SENT', `${K}alreadySent`)
    await this.repository.update(transfer.id, { status: 'cancelled' })
    await this.blobs.deleteBatch(transfer.batchId)
  }

  /** Deletes a sent transfer's bytes; the record stays (status "deleted", or "expired" from the job). */
  async purge(transfer: TransferRow, status: 'deleted' | 'expired') {
    const now = new Date()
    // The encrypted manifest goes with the files; the commitments and their token stay as the record.
    await this.repository.update(transfer.id, { status, expiredAt: now, e2eManifest: null })
    await this.blobs.deleteBatch(transfer.batchId)
    await this.transferFiles.markAllDeleted(transfer.id, now)
  }

  async setPassword(transfer: TransferRow, password: string | null) {
    await this.repository.update(transfer.id, {
      passwordHash: password ? await hash.make(password) : null,
      passwordVersion: transfer.passwordVersion + 1,
    })
  }
}
