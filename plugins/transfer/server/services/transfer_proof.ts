import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import {
  DeliveryLogService,
  LoggerService,
  type DeliveredSubject,
  type DeliveryAppend,
  type DeliveryLogActor,
  type DeliveryNetwork,
  type SentRange,
} from '@sceau/plugin-sdk/server'
import type { FileRow, TransferRow } from './transfer_repository.js'

const ANONYMOUS: DeliveryLogActor = { type: 'anonymous', email: null }

/** The log of a transfer in the platform's delivery logs. */
export const transferLogRef = (transferId: number) => ({ owner: 'transfer', id: String(transferId) })

export function requestNetwork(ctx: HttpContext): DeliveryNetwork {
  return { ip: ctx.request.ip(), userAgent: ctx.request.header('user-agent') ?? null }
}

/**
 * The transfer's proof of delivery (docs/proof-of-delivery.md): what happened to it, appended to
 * the platform's hash-chained log. Recipients share one link, so a visitor is anonymous.
 */
@inject()
export class TransferProof {
  constructor(
    private logs: DeliveryLogService,
    private logger: LoggerService
  ) {}

  /** Every entry names the transfer's organisation: its retention period applies to the network information (docs/proof-of-delivery.md "Privacy"). */
  #append(transfer: TransferRow, entry: DeliveryAppend) {
    return this.logs.append(transferLogRef(transfer.id), { ...entry, organisationId: transfer.organisationId })
  }

  #sender(transfer: TransferRow): DeliveryLogActor {
    return { type: 'sender', email: transfer.senderEmail }
  }

  /** Sent: the files with their SHA-256 and sizes, the recipients; the first timestamped head. */
  async created(transfer: TransferRow, files: Pick<FileRow, 'path' | 'size' | 'sha256'>[], recipients: string[], network: DeliveryNetwork = {}) {
    await this.#append(transfer, {
      kind: 'created',
      actor: this.#sender(transfer),
      network,
      data: {
        title: transfer.title,
        mode: transfer.mode,
        recipients,
        expireAt: transfer.expireAt?.toISOString() ?? null,
        files: files.map((file) => ({ path: file.path, size: file.size, sha256: file.sha256 })),
      },
      seal: 'sent',
    })
  }

  async codeVerified(transfer: TransferRow, network: DeliveryNetwork) {
    await this.#append(transfer, { kind: 'code_verified', actor: this.#sender(transfer), network, data: {} })
  }

  async opened(transfer: TransferRow, network: DeliveryNetwork) {
    await this.#append(transfer, { kind: 'link_opened', actor: ANONYMOUS, network, data: {} })
  }

  async unlocked(transfer: TransferRow, network: DeliveryNetwork) {
    await this.#append(transfer, { kind: 'password_unlocked', actor: ANONYMOUS, network, data: {} })
  }

  /**
   * A recipient confirmed receipt with their name and a mailed code: who, which files (SHA-256), a
   * timestamped head. The answer is the entry (its seq and time are the acknowledgement's).
   */
  async acknowledged(
    transfer: TransferRow,
    who: { name: string; email: string },
    files: Pick<FileRow, 'path' | 'size' | 'sha256'>[],
    network: DeliveryNetwork
  ) {
    return this.#append(transfer, {
      kind: 'receipt_acknowledged',
      actor: { type: 'recipient', email: who.email },
      network,
      data: { name: who.name, email: who.email, files: files.map((file) => ({ path: file.path, size: file.size, sha256: file.sha256 })) },
      seal: 'acknowledged',
    })
  }

  /** Counts the bytes of one answer; the file (or ZIP) is delivered once every byte reached the same visitor. Never throws. */
  sent(transfer: TransferRow, subject: { file: FileRow } | { zip: FileRow[]; all: boolean }, range: SentRange & { size: number }, network: DeliveryNetwork) {
    const delivered: DeliveredSubject =
      'file' in subject
        ? { key: `file:${subject.file.id}`, kind: 'file_delivered' as const, data: { path: subject.file.path, sha256: subject.file.sha256 } }
        : {
            key: subject.all ? 'zip:all' : `zip:${subject.zip.map((file) => file.id).join(',')}`,
            kind: 'zip_delivered' as const,
            data: { files: subject.zip.map((file) => ({ path: file.path, size: file.size, sha256: file.sha256 })) },
          }
    this.logs.delivered(transferLogRef(transfer.id), delivered, range, ANONYMOUS, network).catch((error) => {
      this.logger.error('download not written to the delivery log', { transferId: transfer.id, error: String(error) })
    })
  }

  /** Expired (the platform) or deleted (by its sender or an administrator): a last timestamped head. */
  async ended(transfer: TransferRow, how: 'expired' | 'deleted', by: DeliveryLogActor | null, network: DeliveryNetwork = {}) {
    await this.#append(transfer, { kind: how, actor: by ?? { type: 'system', email: null }, network, data: {}, seal: how })
  }

  /** The organisation's retention period for proof-of-delivery records, in days. */
  retentionDays(transfer: Pick<TransferRow, 'organisationId'>) {
    return this.logs.retentionDays(transfer.organisationId)
  }

  /** Removes the log (a deleted transfer's proof, once its retention period ended). */
  remove(transfer: TransferRow) {
    return this.logs.remove(transferLogRef(transfer.id))
  }

  entries(transfer: TransferRow) {
    return this.logs.entries(transferLogRef(transfer.id))
  }

  async exportable(transfer: TransferRow) {
    return (await this.logs.heads(transferLogRef(transfer.id))).length > 0
  }

  /** The ZIP, its PDF summary in `locale`. */
  exportZip(transfer: TransferRow, locale: string) {
    return this.logs.exportZip(transferLogRef(transfer.id), transfer.title ?? `transfer ${transfer.id}`, { locale })
  }
}
