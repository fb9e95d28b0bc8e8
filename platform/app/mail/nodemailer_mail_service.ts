import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import type { Transporter } from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'
import { MailService, type LoggerService, type MailMessage, type MailReceipt, type QueueService, type SendLaterOptions } from '@sceau/plugin-sdk/server'
import { SendMailJob, type SendMailPayload } from '#jobs/send_mail_job'

export type MailTransportConfig =
  { driver: 'preview'; directory: string } | { driver: 'smtp'; host: string; port: number; secure: boolean; username?: string; password?: string }

/**
 * MailService on nodemailer. The preview driver writes each message as an .eml file under
 * storage/mail (openable in any mail client) and logs its path; the smtp driver sends it.
 */
export class NodemailerMailService extends MailService {
  readonly driver: 'preview' | 'smtp'
  #transport: Transporter | null = null

  constructor(
    private config: MailTransportConfig,
    private from: { address: string; name: string },
    private queue: QueueService,
    private logger: LoggerService
  ) {
    super()
    this.driver = config.driver
  }

  /** nodemailer loads with the first message, not at boot (idle memory of the web process). */
  async #transporter(): Promise<Transporter> {
    if (this.#transport) return this.#transport
    const { default: nodemailer } = await import('nodemailer')
    const config = this.config
    this.#transport ??=
      config.driver === 'smtp'
        ? nodemailer.createTransport({
            host: config.host,
            port: config.port,
            secure: config.secure,
            auth: config.username ? { user: config.username, pass: config.password } : undefined,
            // Local or private relays often present self-signed certificates on STARTTLS.
            tls: { rejectUnauthorized: false },
          })
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
    return this.#transport
  }

  /**
   * Sends one message. `beforeCommit` runs just before the message becomes the server's: before the
   * last byte of the DATA (whose end makes an SMTP server accept it), or before the preview file is
   * renamed into place; the sender records there that a retry must not send it again.
   */
  async send(message: MailMessage, hooks: { beforeCommit?: () => Promise<void> } = {}): Promise<MailReceipt> {
    const options = {
      from: message.from ?? this.from,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      html: message.html,
      text: message.text,
      headers: message.headers,
      attachments: message.attachments?.map((a) => ({
        filename: a.filename,
        content: typeof a.content === 'string' ? a.content : Buffer.from(a.content),
        contentType: a.contentType,
      })),
    }
    const transporter = await this.#transporter()
    const beforeCommit = hooks.beforeCommit
    const info =
      beforeCommit && this.config.driver === 'smtp'
        ? await transporter.sendMail({ envelope: await this.#envelope(options), raw: await this.#holdingLastByte(options, beforeCommit) })
        : await transporter.sendMail(options)
    // A raw message's id is the Message-ID header the sender set.
    const receipt = { messageId: typeof info.messageId === 'string' ? info.messageId : (message.headers?.['Message-ID'] ?? null) }
    if (this.config.driver === 'smtp') return receipt
    await mkdir(this.config.directory, { recursive: true })
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`
    const file = join(this.config.directory, name)
    // Written beside, then renamed: a crash mid-write leaves a .part file, never a truncated .eml.
    const part = join(this.config.directory, `.${name}.part`)
    try {
      await writeFile(part, (info as unknown as { message: Buffer }).message)
      await beforeCommit?.()
      await rename(part, file)
    } catch (error) {
      await rm(part, { force: true })
      throw error
    }
    this.logger.info(`mail preview: "${message.subject}" to ${[message.to].flat().join(', ')} -> ${file}`)
    return receipt
  }

  async #envelope(options: Mail.Options) {
    const { default: MailComposer } = await import('nodemailer/lib/mail-composer/index.js')
    return new MailComposer(options).compile().getEnvelope()
  }

  /** The message as a stream whose last byte waits for `beforeCommit`: the server cannot accept it before. */
  async #holdingLastByte(options: Mail.Options, beforeCommit: () => Promise<void>) {
    const { default: MailComposer } = await import('nodemailer/lib/mail-composer/index.js')
    const raw = await new MailComposer(options).compile().build()
    return Readable.from(
      (async function* () {
        yield raw.subarray(0, raw.length - 1)
        await beforeCommit()
        yield raw.subarray(raw.length - 1)
      })()
    )
  }

  async sendLater(message: MailMessage, options: SendLaterOptions = {}) {
    const payload: SendMailPayload = {
      ...message,
      reference: options.reference,
      attachments: message.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        base64: Buffer.from(typeof a.content === 'string' ? Buffer.from(a.content) : a.content).toString('base64'),
      })),
    }
    await this.queue.dispatch(SendMailJob, payload, { transaction: options.transaction })
  }

  async close() {
    this.#transport?.close()
  }
}
