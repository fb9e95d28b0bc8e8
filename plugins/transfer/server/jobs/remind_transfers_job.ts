import { inject } from '@adonisjs/core'
import { Job, PlatformInfo, type JobContext } from '@sceau/plugin-sdk/server'
import { settings } from '../config.js'
import { TransferMailer } from '../mails/transfer_mailer.js'
import { TransferRepository } from '../services/transfer_repository.js'
import { downloadLink } from '../services/transfer_service.js'

/**
 * Scheduled: one reminder before expiry when nobody downloaded the transfer, to its recipients (or
 * to the sender of a link). Sent once (the reminder moment is claimed before mailing), and not in
 * the first half of a transfer's life (a one-day transfer is reminded after twelve hours).
 */
@inject()
export class RemindTransfersJob extends Job<Record<string, never>> {
  static jobName = 'transfer:remind'
  static retries = 1

  constructor(
    private repository: TransferRepository,
    private mailer: TransferMailer,
    private platform: PlatformInfo
  ) {
    super()
  }

  async handle(_payload: unknown, context: JobContext) {
    context.logger.info('transfer reminders', { reminded: await this.run() })
  }

  async run(now = new Date()) {
    const before = settings.reminderBeforeSeconds * 1000
    const due = await this.repository.dueForReminder(new Date(now.getTime() + before), new Date(now.getTime() - before / 2), now, 200)
    let reminded = 0
    for (const transfer of due) {
      if (!(await this.repository.setOnce(transfer.id, 'reminderSentAt', now))) continue
      const link = downloadLink(this.platform.appUrl, transfer.token)
      const recipients = transfer.mode === 'email' ? await this.repository.recipients(transfer.id) : []
      if (recipients.length) for (const { email } of recipients) await this.mailer.reminder(transfer, email, link, false)
      else await this.mailer.reminder(transfer, transfer.senderEmail, link, true)
      reminded++
    }
    return reminded
  }
}
