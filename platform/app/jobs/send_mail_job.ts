import { inject } from '@adonisjs/core'
import { DeliveryLogService, Job, MailService, type JobContext, type MailMessage } from '@sceau/plugin-sdk/server'

export type SendMailPayload = Omit<MailMessage, 'attachments'> & {
  attachments?: { filename: string; contentType?: string; base64: string }[]
}

/** Sends one mail from the queue, retried with backoff when the transport fails. */
@inject()
export class SendMailJob extends Job<SendMailPayload> {
  static jobName = 'platform:send-mail'
  static retries = 5
  static backoffMs = 5000

  constructor(
    private mail: MailService,
    private deliveryLogs: DeliveryLogService
  ) {
    super()
  }

  async handle(payload: SendMailPayload, context: JobContext) {
    const receipt = await this.mail.send({
      ...payload,
      attachments: payload.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.base64, 'base64'),
      })),
    })
    if (payload.deliveryLog) {
      const to = [payload.to].flat()
      // The mail is gone: a failure here must not retry the job (it would be sent twice).
      await this.deliveryLogs
        .append(payload.deliveryLog, { kind: 'mail_handed', actor: { type: 'system', email: null }, data: { to, messageId: receipt.messageId } })
        .catch((error) => context.logger.error('mail handed, but not written to its delivery log', { error: String(error) }))
    }
  }
}
