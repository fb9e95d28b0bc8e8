import db from '@adonisjs/lucid/services/db'
import { DEFAULT_LOCALE, LOCALES, MailService, TranslationService, renderMail, type Locale } from '@sceau/plugin-sdk/server'
import { appLink } from '#mail/account_mailer'

/** Billing's mails: a renewal the card did not pay, to the organisation's administrators in their language. */
export class BillingMailer {
  /** The mail service is resolved when a mail goes out (tests swap it for their SMTP catcher). */
  constructor(
    private mail: () => Promise<MailService>,
    private i18n: TranslationService
  ) {}

  async renewalFailed(organisationId: number, expireAt: Date | null) {
    const admins: { email: string; locale: string | null }[] = await db
      .from('organisation_members')
      .join('users', 'users.id', 'organisation_members.user_id')
      .where('organisation_members.organisation_id', organisationId)
      .where('organisation_members.role', 'admin')
      .select('users.email', 'users.locale')
    for (const admin of admins) {
      const locale = ((LOCALES as readonly string[]).includes(admin.locale ?? '') ? admin.locale : DEFAULT_LOCALE) as Locale
      const t = (key: string, data?: Record<string, unknown>) => this.i18n.translate(locale, `mail.renewalFailed.${key}`, data)
      const date = expireAt ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(expireAt) : ''
      const { html, text } = renderMail({
        locale,
        title: t('title'),
        paragraphs: [t('body', { date })],
        action: { label: t('action'), url: appLink(locale, '/app/subscriptions') },
        notes: [],
        footer: this.i18n.translate(locale, 'mail.footer'),
      })
      await (await this.mail()).sendLater({ to: admin.email, subject: t('subject'), html, text })
    }
  }
}
