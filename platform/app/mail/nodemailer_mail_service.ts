import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import type { Transporter } from 'nodemailer'
import { MailService, type LoggerService, type MailMessage, type MailReceipt, type QueueService } from '@sceau/plugin-sdk/server'
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

  async send(message: MailMessage): Promise<MailReceipt> {
    const info = await (
      await this.#transporter()
    ).sendMail({
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
    })
    if (this.config.driver === 'preview') {
      await mkdir(this.config.directory, { recursive: true })
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`
      const file = join(this.config.directory, name)
      // Written beside, then renamed: a crash mid-write leaves a .part file, never a truncated .eml.
      const part = join(this.config.directory, `.${name}.part`)
      try {
        await writeFile(part, (info as unknown as { message: Buffer }).message)
        await rename(part, file)
      } catch (error) {
        await rm(part, { force: true })
        throw error
      }
      this.logger.info(`mail preview: "${message.subject}" to ${[message.to].flat().join(', ')} -> ${file}`)
    }
    return { messageId: typeof info.messageId === 'string' ? info.messageId : null }
  }

  async sendLater(message: MailMessage) {
    const payload: SendMailPayload = {
      ...message,
      attachments: message.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        base64: Buffer.from(typeof a.content === 'string' ? Buffer.from(a.content) : a.content).toString('base64'),
      })),
    }
    await this.queue.dispatch(SendMailJob, payload)
  }

  async close() {
    this.#transport?.close()
  }
}
