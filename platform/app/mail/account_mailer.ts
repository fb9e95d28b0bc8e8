import { inject } from '@adonisjs/core'
import { DEFAULT_LOCALE, LOCALES, MailService, TranslationService, renderMail, type Locale, type MailContent } from '@sceau/plugin-sdk/server'
import { appUrl } from '#config/app'
import { accounts } from '#config/accounts'

/** An address of the web app in the given language: French has no prefix, others /en, /es, /it, /pt (docs/product.md §2). */
export function appLink(locale: string, path: string) {
  const prefix = locale === DEFAULT_LOCALE || !(LOCALES as readonly string[]).includes(locale) ? '' : `/${locale}`
  return `${appUrl.replace(/\/+$/, '')}${prefix}${path}`
}

/**
 * The accounts mails (e-mail confirmation, password reset, organisation invitation, support
 * message) in the recipient's language, through the shared layout; sent from the queue.
 */
@inject()
export class AccountMailer {
  constructor(
    private mail: MailService,
    private i18n: TranslationService
  ) {}

  #t(locale: Locale, key: string, data?: Record<string, unknown>) {
    return this.i18n.translate(locale, key, data)
  }

  async #send(to: string, locale: Locale, subject: string, content: Omit<MailContent, 'locale' | 'footer'>, replyTo?: string) {
    const { html, text } = renderMail({ ...content, locale, footer: this.#t(locale, 'mail.footer') })
    await this.mail.sendLater({ to, subject, html, text, replyTo })
  }

  async confirmation(user: { email: string; firstname: string; locale: Locale }, token: string) {
    const t = (key: string, data?: Record<string, unknown>) => this.#t(user.locale, `mail.confirm.${key}`, data)
    await this.#send(user.email, user.locale, t('subject'), {
      title: t('title', { firstname: user.firstname }),
      paragraphs: [t('body')],
      action: { label: t('action'), url: appLink(user.locale, `/account/confirm/${token}`) },
      notes: [t('expires', { hours: accounts.confirmationTtlHours }), t('ignore')],
    })
  }

  async passwordReset(user: { email: string; firstname: string; locale: Locale }, token: string) {
    const t = (key: string, data?: Record<string, unknown>) => this.#t(user.locale, `mail.reset.${key}`, data)
    await this.#send(user.email, user.locale, t('subject'), {
      title: t('title', { firstname: user.firstname }),
      paragraphs: [t('body')],
      action: { label: t('action'), url: appLink(user.locale, `/account/new-password/${token}`) },
      notes: [t('expires', { minutes: accounts.resetTtlMinutes }), t('ignore')],
    })
  }

  /** `personal`: the organisation is the inviter's own space, named after them ("X invites you to join X" otherwise). */
  async invitation(
    to: string,
    locale: Locale,
    invitation: { inviter: string; organisation: string; personal: boolean; token: string; brand: MailContent['brand'] }
  ) {
    const t = (key: string, data?: Record<string, unknown>) => this.#t(locale, `mail.invitation.${key}`, data)
    const names = { inviter: invitation.inviter, organisation: invitation.organisation }
    const variant = invitation.personal ? 'Personal' : ''
    await this.#send(to, locale, t(`subject${variant}`, names), {
      title: t(`title${variant}`, names),
      paragraphs: [t(`body${variant}`, names)],
      action: { label: t('action'), url: appLink(locale, `/signin?invitation=${invitation.token}`) },
      notes: [t('expires', { days: accounts.invitationTtlDays }), t('ignore')],
      brand: invitation.brand,
    })
  }

  /** The support form's message, to the support address, replying to the user. */
  async support(
    sender: { id: number; email: string; firstname: string; lastname: string; locale: string },
    organisation: { id: number; name: string; plan: string },
    message: { subject: string; body: string }
  ) {
    const locale = DEFAULT_LOCALE
    const t = (key: string, data?: Record<string, unknown>) => this.#t(locale, `mail.support.${key}`, data)
    const details = {
      name: `${sender.firstname} ${sender.lastname}`,
      email: sender.email,
      userId: String(sender.id),
      organisation: `${organisation.name} (#${organisation.id}, ${organisation.plan})`,
      locale: sender.locale,
    }
    await this.#send(
      accounts.supportEmail,
      locale,
      t('subject', { subject: message.subject }),
      { title: message.subject, paragraphs: [t('from', details), t('context', details)], quote: message.body },
      sender.email
    )
  }

  /** A visitor's message from the public contact form: replies go to the address they gave. */
  async contact(sender: { name: string; email: string; locale: string }, message: { subject: string; body: string }) {
    const locale = DEFAULT_LOCALE
    const t = (key: string, data?: Record<string, unknown>) => this.#t(locale, key, data)
    await this.#send(
      accounts.supportEmail,
      locale,
      t('mail.support.subject', { subject: message.subject }),
      { title: message.subject, paragraphs: [t('mail.contact.from', sender)], quote: message.body },
      sender.email
    )
  }
}
