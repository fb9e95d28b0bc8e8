/*
 * The platform's mails, caught by @sceau/testing's in-process SMTP server (smtp-server with
 * STARTTLS and AUTH disabled) and read back by recipient, with the app links they carry.
 */
import { SmtpInbox } from '@sceau/testing/smtp_inbox'
import { waitFor } from '@sceau/testing/wait_for'

/** How long a test waits for a mail: they go through the platform's queue, which a loaded two-core machine can hold up for tens of seconds. */
export const MAIL_WAIT_MS = 90_000

export class Mailbox {
  private constructor(readonly inbox: SmtpInbox) {}

  static async start() {
    return new Mailbox(await SmtpInbox.start())
  }

  /** What the platform needs to send here. */
  get env() {
    return { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(this.inbox.port), MAIL_FROM: 'sceau@example.test' }
  }

  /** The first link under `origin` whose path contains `marker`, in the latest mail to `to` that has one. */
  async link(to: string, origin: string, marker: string): Promise<URL> {
    const found = await waitFor(
      () => {
        for (const mail of [...this.inbox.messages].reverse()) {
          if (!mail.envelopeTo.includes(to.toLowerCase())) continue
          const text = `${mail.parsed.text ?? ''}\n${mail.parsed.html ?? ''}`
          for (const match of text.matchAll(/https?:\/\/[^\s"'<>)]+/g)) {
            const url = new URL(match[0].replaceAll('&amp;', '&'))
            if (url.origin === origin && `${url.pathname}${url.search}`.includes(marker)) return url
          }
        }
        return undefined
      },
      `a mail to ${to} with a link containing "${marker}"`,
      { timeoutMs: MAIL_WAIT_MS }
    )
    return found
  }

  /** Subjects of the mails sent to `to`, oldest first. */
  subjects(to: string): string[] {
    return this.inbox.messages.filter((mail) => mail.envelopeTo.includes(to.toLowerCase())).map((mail) => mail.parsed.subject ?? '')
  }

  close() {
    return this.inbox.close()
  }
}
