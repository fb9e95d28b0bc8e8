import app from '@adonisjs/core/services/app'
import { MailService } from '@sceau/plugin-sdk/server'
import { SmtpInbox, type ReceivedMail } from './smtp_inbox.ts'
import { testPlatform } from './test_platform.ts'
import { waitFor } from './wait_for.ts'

export { linkIn } from './smtp_inbox.ts'

/**
 * The platform's mail, sent over SMTP to a real SMTP server in the test process: the MailService
 * is swapped for the platform's smtp driver pointing at it, and when the queue is BullMQ (scale-out
 * run) a worker runs here so sendLater's jobs are delivered as a `queue:work` process would.
 */
export class MailCatcher {
  #stopWorker: () => Promise<void> = async () => {}
  readonly inbox: SmtpInbox

  private constructor(inbox: SmtpInbox) {
    this.inbox = inbox
  }

  static async start() {
    const catcher = new MailCatcher(await SmtpInbox.start())
    const platform = await testPlatform()
    const smtp = await platform.smtpMail(catcher.inbox.port)
    app.container.swap(MailService, () => smtp)
    catcher.#stopWorker = await platform.startQueueWorker(2)
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
    await this.#stopWorker()
    app.container.restore(MailService)
    await this.inbox.close()
  }
}

/**
 * Waits until the embedded queue has no mail left to send, so the mails a group caused (sign-up
 * confirmations...) never land while another group looks at the mail folder or inbox.
 */
export async function mailQueueSettled() {
  await (await testPlatform()).mailsSent()
}
