import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { DeliveryLogService, EventBus, Job, MailService, type JobContext, type MailMessage } from '@sceau/plugin-sdk/server'
import { NodemailerMailService } from '#mail/nodemailer_mail_service'

export type SendMailPayload = Omit<MailMessage, 'attachments'> & {
  attachments?: { filename: string; contentType?: string; base64: string }[]
  /** Handed back in `platform:mail-failed` (SendLaterOptions.reference). */
  reference?: string
}

const SENDS = 'mail_sends'

/**
 * A delivery's states: trying (an attempt under way, the server has not got the whole message),
 * committing (the last byte is going: the server may accept it any moment), retrying, then sent,
 * unconfirmed (an attempt died after committing: not sent again), or failed.
 */
type SendStatus = 'trying' | 'committing' | 'retrying' | 'sent' | 'unconfirmed' | 'failed'

/** Whether the server refused for good (5xx, a recipient refused): retrying would not change its answer. */
export function refusedForGood(error: unknown) {
  const code = (error as { responseCode?: number } | null)?.responseCode
  return (error as { code?: string } | null)?.code === 'EENVELOPE' || (typeof code === 'number' && code >= 500 && code < 600)
}

/** Whether the server answered the attempt (so it did not accept the message): no answer leaves it unknown. */
function answered(error: unknown) {
  return typeof (error as { responseCode?: number } | null)?.responseCode === 'number'
}

/**
 * Sends one mail from the queue, at most once: the job's id (its outbox row) keys a `mail_sends` row,
 * marked "committing" just before the server can accept the message (before its last byte) and
 * "sent" once it did; an attempt that finds the row committing or sent sends nothing. A transient
 * failure is retried with backoff; a refusal or the last failure is recorded and announced
 * (`platform:mail-failed`). docs/operations.md "Outbox" says what a crash does at each step.
 */
@inject()
export class SendMailJob extends Job<SendMailPayload> {
  static jobName = 'platform:send-mail'
  static retries = 5
  static backoffMs = 5000

  constructor(
    private mail: MailService,
    private deliveryLogs: DeliveryLogService,
    private events: EventBus
  ) {
    super()
  }

  async handle(payload: SendMailPayload, context: JobContext) {
    const ref = context.jobId
    const previous = await db.from(SENDS).where('job_ref', ref).first()
    if (previous?.status === 'committing') {
      // The last attempt died while the server took the message: it most likely has it; not sent twice.
      await this.#mark(ref, 'unconfirmed')
      context.logger.warn('mail: an attempt died as the server took the message, not sent again', { jobId: ref })
      return
    }
    if (previous && previous.status !== 'trying' && previous.status !== 'retrying') {
      context.logger.info(`mail: already ${previous.status}, not sent again`, { jobId: ref })
      return
    }
    const from = (payload.from?.address ?? 'sceau.localhost').split('@').pop()
    const messageId = `<mail.${ref}@${from}>`
    await db
      .table(SENDS)
      .knexQuery.insert({ job_ref: ref, status: 'trying', message_id: messageId, updated_at: Date.now() })
      .onConflict('job_ref')
      .merge(['status', 'updated_at'])
    let committing = false
    const message: MailMessage = {
      ...payload,
      headers: { ...payload.headers, 'Message-ID': messageId },
      attachments: payload.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.base64, 'base64') })),
    }
    const beforeCommit = async () => {
      await this.#mark(ref, 'committing')
      committing = true
    }
    try {
      if (this.mail instanceof NodemailerMailService) await this.mail.send(message, { beforeCommit })
      else await beforeCommit().then(() => this.mail.send(message))
    } catch (error) {
      if (committing && !answered(error)) {
        // Lost after the last byte without an answer: the server may have accepted it; at most once.
        await this.#mark(ref, 'unconfirmed', error)
        context.logger.warn('mail: no answer after the whole message was sent, not sent again', { jobId: ref, error: String(error) })
        return
      }
      const refused = refusedForGood(error)
      const last = context.attempt >= 1 + SendMailJob.retries
      await this.#mark(ref, refused || last ? 'failed' : 'retrying', error)
      if (!refused && !last) throw error
      context.logger.warn(`mail: given up (${refused ? 'refused by the server' : 'last attempt failed'})`, { jobId: ref, error: String(error) })
      if (payload.reference) {
        await this.events.emit('platform:mail-failed', { reference: payload.reference, to: [payload.to].flat(), reason: refused ? 'refused' : 'error' })
      }
      return
    }
    await this.#mark(ref, 'sent')
    if (payload.deliveryLog) {
      const to = [payload.to].flat()
      // The mail is gone (and marked sent): a failure here only loses the log entry, never resends.
      await this.deliveryLogs
        .append(payload.deliveryLog, { kind: 'mail_handed', actor: { type: 'system', email: null }, data: { to, messageId } })
        .catch((error) => context.logger.error('mail handed, but not written to its delivery log', { error: String(error) }))
    }
  }

  async #mark(ref: string, status: SendStatus, error?: unknown) {
    const values: Record<string, unknown> = { status, updated_at: Date.now() }
    if (error !== undefined) values.last_error = String(error).slice(0, 4000)
    await db.from(SENDS).where('job_ref', ref).update(values)
  }
}
