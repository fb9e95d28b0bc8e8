import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { Job, MailService, PlatformInfo, TranslationService, renderMail, type JobContext } from '@sceau/plugin-sdk/server'
import { RENEWAL_NOTICE_DAYS } from '../../shared/index.js'
import { DAY_MS } from '../services/dates.js'
import { depositOf, depositRepository } from '../services/deposit_repository.js'

/** Daily: tells each deposit's creator, once, that its conservation ends within RENEWAL_NOTICE_DAYS ("renewal due"). */
@inject()
export class RenewalNoticeJob extends Job {
  static jobName = 'consignment:renewal-notice'
  static retries = 1

  constructor(
    private mail: MailService,
    private i18n: TranslationService,
    private platform: PlatformInfo
  ) {
    super()
  }

  async handle(_payload: unknown, context: JobContext) {
    const now = new Date()
    const rows = await db
      .from('consignment_deposits')
      .where('state', 'protected')
      .whereNull('renewal_noticed_at')
      .whereNotNull('creator_email')
      .where('expires_at', '>', now)
      .where('expires_at', '<', new Date(now.getTime() + RENEWAL_NOTICE_DAYS * DAY_MS))
      .limit(500)
    for (const deposit of rows.map(depositOf)) {
      const t = (key: string, data?: Record<string, unknown>) => this.i18n.translate(deposit.locale, `consignment.mail.renewal.${key}`, data)
      const prefix = deposit.locale === 'fr' ? '' : `/${deposit.locale}`
      const date = new Intl.DateTimeFormat(deposit.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(deposit.expiresAt!)
      const content = renderMail({
        locale: deposit.locale,
        title: t('title'),
        paragraphs: [t('body', { title: deposit.title, number: deposit.number ?? '', date })],
        action: { label: t('action'), url: `${this.platform.appUrl}${prefix}/app/consignments/${deposit.uid}` },
      })
      await this.mail.sendLater({ to: deposit.creatorEmail!, subject: t('subject', { number: deposit.number ?? '' }), ...content })
      await depositRepository.updateDeposit(deposit.id, { renewalNoticedAt: now })
    }
    if (rows.length) context.logger.info('renewal notices sent', { deposits: rows.length })
  }
}
