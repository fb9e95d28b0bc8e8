import { inject } from '@adonisjs/core'
import { Job, MailService, type MailMessage } from '@sceau/plugin-sdk/server'

export type SendMailPayload = Omit<MailMessage, 'attachments'> & {
  attachments?: { filename: string; contentType?: string; base64: string }[]
}

/** Sends one mail from the queue, retried with backoff when the transport fails. */
@inject()
export class SendMailJob extends Job<SendMailPayload> {
  static jobName = 'platform:send-mail'
  static retries = 5
  static backoffMs = 5000

  constructor(private mail: MailService) {
    super()
  }

  async handle(payload: SendMailPayload) {
    await this.mail.send({
      ...payload,
      attachments: payload.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.base64, 'base64'),
      })),
    })
  }
}
