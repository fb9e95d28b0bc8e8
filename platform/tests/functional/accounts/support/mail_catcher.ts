import app from '@adonisjs/core/services/app'
import { LoggerService, MailService, QueueService } from '@sceau/plugin-sdk/server'
import { NodemailerMailService } from '#mail/nodemailer_mail_service'
import db from '@adonisjs/lucid/services/db'
import { BullmqQueue, BullmqWorker } from '#queue/bullmq_queue'
import { DatabaseQueue } from '#queue/database_queue'
import { SendMailJob } from '#jobs/send_mail_job'
import { JobExecutor } from '#queue/job_executor'
import { SmtpInbox, type ReceivedMail } from '#tests/support/smtp_inbox'
import { waitFor } from '#tests/support/wait_for'

/**
 * The platform's mail, sent over SMTP to a real SMTP server in the test process: the MailService
 * is swapped for the smtp driver pointing at it, and when the queue is BullMQ (scale-out run) a
 * worker runs here so sendLater's jobs are delivered as a `queue:work` process would.
 */
export class MailCatcher {
  #worker: BullmqWorker | null = null

  private constructor(readonly inbox: SmtpInbox) {}

  static async start() {
    const inbox = await SmtpInbox.start()
    const catcher = new MailCatcher(inbox)
    const queue = await app.container.make(QueueService)
    const logger = await app.container.make(LoggerService)
    const smtp = new NodemailerMailService(
      { driver: 'smtp', host: '127.0.0.1', port: inbox.port, secure: false },
      { address: 'no-reply@sceau.test', name: 'Sceau' },
      queue,
      logger
    )
    app.container.swap(MailService, () => smtp)
    if (queue instanceof BullmqQueue) {
      catcher.#worker = new BullmqWorker(queue.connection, await app.container.make(JobExecutor), logger, queue.prefix)
      await catcher.#worker.start(2)
    }
    return catcher
  }

  /** The first mail to this address whose subject matches, once it arrived. */
  waitFor(to: string, subject?: string | RegExp): Promise<ReceivedMail> {
    const matches = (mail: ReceivedMail) =>
      mail.envelopeTo.includes(to) &&
      (subject === undefined || (typeof subject === 'string' ? mail.parsed.subject === subject : subject.test(mail.parsed.subject ?? '')))
    return waitFor(() => this.inbox.messages.find(matches), `a mail to ${to}${subject ? ` (${subject})` : ''}`)
  }

  /** Every mail received for an address so far. */
  to(address: string) {
    return this.inbox.messages.filter((mail) => mail.envelopeTo.includes(address))
  }

  async stop() {
    await mailQueueSettled()
    await this.#worker?.stop()
    app.container.restore(MailService)
    await this.inbox.close()
  }
}

/** The first link of a mail's text that goes to the given path. */
export function linkIn(mail: ReceivedMail, pathPattern: RegExp) {
  const links = (mail.parsed.text ?? '').match(/https?:\/\/\S+/g) ?? []
  const link = links.find((l) => pathPattern.test(new URL(l).pathname + new URL(l).search))
  if (!link) throw new Error(`no link matching ${pathPattern} in: ${mail.parsed.text}`)
  return new URL(link)
}

/**
 * Waits until the embedded queue has no mail left to send, so the mails a group caused (sign-up
 * confirmations...) never land while another group looks at the mail folder or inbox.
 */
export async function mailQueueSettled() {
  const queue = await app.container.make(QueueService)
  if (!(queue instanceof DatabaseQueue)) return
  const pending = async () =>
    Number((await db.from('queue_jobs').where('name', SendMailJob.jobName).whereIn('status', ['pending', 'running']).count('* as n'))[0].n)
  await waitFor(async () => (await pending()) === 0, 'the mails queued by this group to be sent')
}
