import { inject } from '@adonisjs/core'
import {
  MailService,
  OrganisationService,
  renderMail,
  TranslationService,
  type MailContent,
  type MailMessage,
  type OutboxTransaction,
} from '@sceau/plugin-sdk/server'
import { formatBytes } from '@sceau/shared'
import { transferLogRef } from '../services/transfer_proof.js'
import type { TransferProtection, TransferRow } from '../services/transfer_tables.js'
import type { AcknowledgementView } from '../../shared/index.js'

type Brand = MailContent['brand']
/** A receipt lists this many files by name and hash, then counts the rest. */
const RECEIPT_FILES_LISTED = 50

/** The reference of a transfer's mails in `platform:mail-failed`. */
export function transferMailReference(transferId: number) {
  return `transfer:${transferId}`
}

/** The transfer a failed mail's reference names, or null for another plugin's mail. */
export function transferOfMailReference(reference: string) {
  const match = /^transfer:(\d+)$/.exec(reference)
  return match ? Number(match[1]) : null
}

/**
 * The plugin's mails, in the sender's language (five languages, docs/product.md §1), laid out by the shared mail
 * layout with the organisation's branding, queued through MailService.sendLater (retried).
 */
@inject()
export class TransferMailer {
  constructor(
    private mail: MailService,
    private i18n: TranslationService,
    private organisations: OrganisationService
  ) {}

  #t(locale: string, key: string, data?: Record<string, unknown>) {
    return this.i18n.translate(locale, `transfer.mail.${key}`, data)
  }

  async #brand(organisationId: number | null): Promise<Brand> {
    if (!organisationId) return undefined
    const profile = await this.organisations.profile(organisationId)
    if (!profile) return undefined
    return { name: profile.name, color: profile.customisation.mainColor, logoUrl: profile.customisation.logoUrl }
  }

  #date(locale: string, date: Date) {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(date)
  }

  #message(to: string, content: MailContent, replyTo?: string, deliveryLog?: MailMessage['deliveryLog']): MailMessage {
    const { html, text } = renderMail(content)
    return { to, subject: content.title, html, text, replyTo, deliveryLog }
  }

  /** Queues a mail about the transfer; a refusal or a last failure comes back as `platform:mail-failed` (listeners.ts). */
  async #send(transfer: TransferRow, message: MailMessage, transaction?: OutboxTransaction) {
    await this.mail.sendLater(message, { transaction, reference: transferMailReference(transfer.id) })
  }

  /** The download link, to one recipient; with the deposit number and certificates when the files are protected. */
  async recipient(transfer: TransferRow, to: string, link: string) {
    await this.#send(transfer, await this.recipientMessage(transfer, to, link))
  }

  /** The recipient's mail, rendered (reads the branding): queue it with `queue` inside a transaction. */
  async recipientMessage(transfer: TransferRow, to: string, link: string) {
    const locale = transfer.senderLocale
    const data = {
      sender: transfer.senderEmail,
      count: transfer.fileCount,
      size: formatBytes(transfer.totalBytes, locale),
      date: this.#date(locale, transfer.expireAt!),
      title: transfer.title ?? '',
      number: transfer.protection?.depositNumber ?? '',
    }
    const kind = transfer.protection ? 'protected' : 'recipient'
    const paragraphs = [this.#t(locale, 'recipient.body', data), this.#t(locale, 'recipient.expiry', data)]
    if (transfer.protection) paragraphs.push(this.#t(locale, 'protected.body', data))
    return this.#message(
      to,
      {
        locale,
        title: transfer.title ? this.#t(locale, `${kind}.subjectTitled`, data) : this.#t(locale, `${kind}.subject`, data),
        paragraphs,
        quote: transfer.message ?? undefined,
        action: { label: this.#t(locale, 'recipient.action'), url: link },
        links: transfer.protection ? this.#certificates(locale, transfer.protection) : undefined,
        notes: [
          transfer.passwordHash ? this.#t(locale, 'recipient.password') : this.#t(locale, 'recipient.noPassword'),
          // The link opens nothing without the passphrase, which the sender gives apart (docs/e2e-format.md §1).
          ...(transfer.e2e ? [this.#t(locale, 'recipient.e2e')] : []),
        ],
        brand: await this.#brand(transfer.organisationId),
      },
      transfer.senderEmail,
      // The server's acceptance is the transfer's proof-of-delivery "mail handed" entry.
      transferLogRef(transfer.id)
    )
  }

  /** Queues a rendered mail in the caller's transaction. */
  async queue(transfer: TransferRow, message: MailMessage, transaction: OutboxTransaction) {
    await this.#send(transfer, message, transaction)
  }

  /** Each file's public certificate, under a line saying anyone can check them. */
  #certificates(locale: string, protection: TransferProtection): MailContent['links'] {
    return {
      title: this.#t(locale, 'protected.certificates'),
      items: protection.certificates.map(({ name, url }) => ({ label: this.#t(locale, 'protected.certificate', { name }), url })),
    }
  }

  /** To the sender: someone downloaded the transfer for the first time. */
  async firstDownload(transfer: TransferRow, link: string, at: Date) {
    const locale = transfer.senderLocale
    const data = { title: transfer.title ?? link, date: this.#date(locale, at) }
    await this.#send(
      transfer,
      this.#message(transfer.senderEmail, {
        locale,
        title: this.#t(locale, 'downloaded.subject', data),
        paragraphs: [this.#t(locale, 'downloaded.body', data)],
        action: { label: this.#t(locale, 'downloaded.action'), url: link },
        brand: await this.#brand(transfer.organisationId),
      })
    )
  }

  /** To the sender: a file of the sent transfer could not be read back whole from storage, so it is not handed out; send it again. */
  async fileLost(transfer: TransferRow, name: string, link: string) {
    const locale = transfer.senderLocale
    const data = { title: transfer.title ?? '', name }
    const paragraphs = [this.#t(locale, 'fileLost.body', data)]
    if (transfer.fileCount > 1) paragraphs.push(this.#t(locale, 'fileLost.others'))
    paragraphs.push(this.#t(locale, 'fileLost.again'))
    await this.#send(
      transfer,
      this.#message(transfer.senderEmail, {
        locale,
        title: transfer.title ? this.#t(locale, 'fileLost.subjectTitled', data) : this.#t(locale, 'fileLost.subject'),
        paragraphs,
        action: { label: this.#t(locale, 'fileLost.action'), url: link },
        brand: await this.#brand(transfer.organisationId),
      })
    )
  }

  /** To the sender: a recipient confirmed receipt (name, address, time, each file with its SHA-256). */
  async acknowledged(transfer: TransferRow, receipt: AcknowledgementView, seq: number, detailUrl: string) {
    const locale = transfer.senderLocale
    const shown = receipt.files.slice(0, RECEIPT_FILES_LISTED)
    const data = {
      name: receipt.name,
      email: receipt.email,
      title: transfer.title ?? '',
      date: this.#date(locale, new Date(receipt.acknowledgedAt)),
      count: receipt.files.length,
      more: receipt.files.length - shown.length,
      seq,
    }
    const notes = shown.map((file) =>
      this.#t(locale, 'acknowledged.file', { path: file.path, size: formatBytes(file.size, locale), sha256: file.sha256 ?? '—' })
    )
    if (data.more > 0) notes.push(this.#t(locale, 'acknowledged.more', data))
    await this.#send(
      transfer,
      this.#message(transfer.senderEmail, {
        locale,
        title: transfer.title ? this.#t(locale, 'acknowledged.subjectTitled', data) : this.#t(locale, 'acknowledged.subject', data),
        paragraphs: [this.#t(locale, 'acknowledged.body', data), this.#t(locale, 'acknowledged.proof', data)],
        action: { label: this.#t(locale, 'acknowledged.action'), url: detailUrl },
        notes,
        brand: await this.#brand(transfer.organisationId),
      })
    )
  }

  /** Before expiry, when nobody downloaded: to the recipients (e-mail mode) or to the sender (link mode). */
  async reminder(transfer: TransferRow, to: string, link: string, toSender: boolean) {
    const locale = transfer.senderLocale
    const data = { sender: transfer.senderEmail, title: transfer.title ?? '', date: this.#date(locale, transfer.expireAt!) }
    const kind = toSender ? 'reminderSender' : 'reminderRecipient'
    await this.#send(
      transfer,
      this.#message(to, {
        locale,
        title: this.#t(locale, `${kind}.subject`, data),
        paragraphs: [this.#t(locale, `${kind}.body`, data)],
        action: { label: this.#t(locale, 'recipient.action'), url: link },
        brand: await this.#brand(transfer.organisationId),
      })
    )
  }
}
