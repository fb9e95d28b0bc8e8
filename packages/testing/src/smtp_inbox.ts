import { SMTPServer } from 'smtp-server'
import PostalMime, { type Email } from 'postal-mime'
import { waitFor } from './wait_for.ts'

export interface ReceivedMail {
  envelopeTo: string[]
  raw: Buffer
  parsed: Email
}

export interface SmtpInboxOptions {
  /** Recipients the server refuses at RCPT TO (550), as a server does for an unknown mailbox. */
  refuse?: (address: string) => boolean
  /**
   * Runs once a message's whole DATA arrived, before the server answers 250: the message counts as
   * received (it is in `messages`) even if the client dies meanwhile, as with a real server.
   */
  beforeAccept?: (mail: ReceivedMail) => Promise<void>
}

/** A real SMTP server in the test process: what the platform sends arrives here, parsed. */
export class SmtpInbox {
  readonly messages: ReceivedMail[] = []
  #server: SMTPServer
  port = 0

  private constructor(options: SmtpInboxOptions) {
    this.#server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (!options.refuse?.(address.address)) return callback()
        callback(Object.assign(new Error(`5.1.1 <${address.address}>: mailbox unavailable`), { responseCode: 550 }))
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          const raw = Buffer.concat(chunks)
          PostalMime.parse(raw).then(
            (parsed) => {
              const mail = { envelopeTo: session.envelope.rcptTo.map((r) => r.address), raw, parsed }
              this.messages.push(mail)
              ;(options.beforeAccept?.(mail) ?? Promise.resolve()).then(() => callback(), callback)
            },
            (error) => callback(error)
          )
        })
      },
    })
  }

  static async start(options: SmtpInboxOptions = {}) {
    const inbox = new SmtpInbox(options)
    await new Promise<void>((resolve, reject) => {
      inbox.#server.server.once('error', reject)
      inbox.#server.listen(0, '127.0.0.1', () => resolve())
    })
    inbox.port = (inbox.#server.server.address() as { port: number }).port
    return inbox
  }

  /** The first message with this subject, once it has arrived. */
  waitForSubject(subject: string) {
    return waitFor(() => this.messages.find((m) => m.parsed.subject === subject), `mail "${subject}" on port ${this.port}`)
  }

  close() {
    return new Promise<void>((resolve) => this.#server.close(() => resolve()))
  }
}

/** The first link of a mail's text that goes to the given path. */
export function linkIn(mail: ReceivedMail, pathPattern: RegExp) {
  const links = (mail.parsed.text ?? '').match(/https?:\/\/\S+/g) ?? []
  const link = links.find((l) => pathPattern.test(new URL(l).pathname + new URL(l).search))
  if (!link) throw new Error(`no link matching ${pathPattern} in: ${mail.parsed.text}`)
  return new URL(link)
}
