import { inject } from '@adonisjs/core'
import { MailService, type MailAttachment, OrganisationService, renderMail, TranslationService, type MailContent } from '@sceau/plugin-sdk/server'
import { formatBytes } from '@sceau/shared'
import type { DeliveryRow } from '../services/tables.js'

/**
 * The plugin's mails (five languages), laid out by the shared mail layout with the organisation's
 * branding and queued through MailService.sendLater (retried, so a crash loses none).
 */
@inject()
export class ReceptionMailer {
  constructor(
    private mail: MailService,
    private i18n: TranslationService,
    private organisations: OrganisationService
  ) {}

  #t(locale: string, key: string, data?: Record<string, unknown>) {
    return this.i18n.translate(locale, `receptions.mail.${key}`, data)
  }

  #date(locale: string, date: Date) {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'medium', timeZone: 'Europe/Paris' }).format(date)
  }

  async #brand(organisationId: number) {
    const profile = await this.organisations.profile(organisationId)
    return profile ? { name: profile.name, color: profile.customisation.mainColor, logoUrl: profile.customisation.logoUrl } : undefined
  }

  async #send(to: string, content: MailContent, replyTo?: string, attachments?: MailAttachment[]) {
    const { html, text } = renderMail(content)
    await this.mail.sendLater({ to, subject: content.title, html, text, replyTo, attachments })
  }

  /** To the sender: what arrived, when, and the receipt bundle attached (once timestamped). */
  async receipt(delivery: DeliveryRow, organisationName: string, bundle: Uint8Array | null) {
    const locale = delivery.senderLocale
    const data = {
      organisation: organisationName,
      count: delivery.fileCount,
      size: formatBytes(delivery.totalBytes, locale),
      date: this.#date(locale, delivery.timestampedAt ?? delivery.completedAt ?? new Date()),
      sha256: delivery.manifestSha256 ?? '',
    }
    await this.#send(
      delivery.senderEmail,
      {
        locale,
        title: this.#t(locale, 'receipt.subject', data),
        paragraphs: [this.#t(locale, 'receipt.body', data), this.#t(locale, bundle ? 'receipt.stamped' : 'receipt.pending', data)],
        notes: bundle ? [this.#t(locale, 'receipt.verify')] : [],
        brand: await this.#brand(delivery.organisationId),
      },
      undefined,
      bundle ? [{ filename: `receipt-${delivery.id}.zip`, content: bundle, contentType: 'application/zip' }] : undefined
    )
  }

  /** To a recipient of the page, or the link's creator: a delivery arrived. */
  async delivered(delivery: DeliveryRow, to: string, locale: string, link: string) {
    const data = {
      sender: delivery.senderName,
      email: delivery.senderEmail,
      count: delivery.fileCount,
      size: formatBytes(delivery.totalBytes, locale),
      source: delivery.sourceTitle ?? this.#t(locale, 'delivered.page'),
      date: this.#date(locale, delivery.completedAt ?? new Date()),
    }
    await this.#send(
      to,
      {
        locale,
        title: this.#t(locale, 'delivered.subject', data),
        paragraphs: [this.#t(locale, 'delivered.body', data), this.#t(locale, delivery.senderVerified ? 'delivered.verified' : 'delivered.unverified', data)],
        quote: delivery.message ?? undefined,
        action: { label: this.#t(locale, 'delivered.action'), url: link },
        brand: await this.#brand(delivery.organisationId),
      },
      delivery.senderEmail
    )
  }
}
