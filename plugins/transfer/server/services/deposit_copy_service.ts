import { inject } from '@adonisjs/core'
import { type Actor, base62Token, BlobService, LoggerService, OrganisationService, PlatformInfo, sha256Hex, UploadService } from '@sceau/plugin-sdk/server'
import { settings } from '../config.js'
import type { DepositCopyRequest } from '../validators/deposit_copy_request.js'
import { capabilitiesOf } from './transfer_policy.js'
import { TransferRepository, type TransferRow } from './transfer_repository.js'
import { downloadLink, TransferService } from './transfer_service.js'

/** The transfer made for a consignment request: one per request id, whatever retries or repeats. */
export const depositCopyRef = (requestId: string) => `consignment:${requestId}`

/**
 * "Transfer the file" from a deposit (the consignment plugin's request): an e-mail transfer in the
 * depositor's organisation, to the chosen recipients, whose files are copies of the deposited bytes
 * (the transfer's expiry deletes its own copies, never the deposit's). Each step can run again: the
 * transfer is found by the request id, files already copied are kept, recipients already mailed are
 * not mailed twice.
 */
@inject()
export class DepositCopyService {
  constructor(
    private repository: TransferRepository,
    private uploads: UploadService,
    private blobs: BlobService,
    private transfers: TransferService,
    private organisations: OrganisationService,
    private logger: LoggerService,
    private platform: PlatformInfo
  ) {}

  /** Creates, fills and sends the transfer, or finishes what an interrupted run left; null when nothing can be sent. */
  async send(request: DepositCopyRequest): Promise<TransferRow | null> {
    const ref = depositCopyRef(request.requestId)
    const transfer = (await this.repository.findBySource(ref)) ?? (await this.#create(request, ref))
    if (!transfer) return null
    const { appUrl } = this.platform
    if (transfer.status === 'draft') {
      await this.#copyFiles(transfer, request.files)
      await this.transfers.send(transfer, appUrl)
    } else if (transfer.status === 'active') {
      const unmailed = (await this.repository.recipients(transfer.id)).filter((r) => !r.notifiedAt).map((r) => r.email)
      if (unmailed.length) await this.transfers.mailRecipients(transfer, downloadLink(appUrl, transfer.token), unmailed)
    }
    return this.repository.find(transfer.id)
  }

  /** The sender acts for the organisation: its plan's default expiry applies. */
  async #expiryDays(request: DepositCopyRequest) {
    const profile = await this.organisations.profile(request.organisationId)
    if (!profile) return null
    const actor: Actor = {
      kind: 'user',
      userId: request.userId,
      email: request.senderEmail,
      firstname: null,
      lastname: null,
      locale: 'fr',
      organisationId: request.organisationId,
      role: null,
      permissions: await this.organisations.permissions(request.organisationId),
      premium: profile.premium,
    }
    return capabilitiesOf(actor, this.platform.loadedPlugins).expiryDays.default
  }

  async #create(request: DepositCopyRequest, ref: string) {
    const expiryDays = await this.#expiryDays(request)
    if (expiryDays === null) {
      this.logger.warn('deposit transfer for an organisation that no longer exists', { request: request.requestId })
      return null
    }
    const sizes = request.files.map((file) => file.size)
    const total = sizes.reduce((sum, size) => sum + size, 0)
    // The deposit was paid by size: its copy is sent whole, the batch sized to exactly its files.
    const batch = await this.uploads.createBatch({
      owner: 'transfer',
      ownerRef: ref,
      organisationId: request.organisationId,
      policy: { maxFileBytes: Math.max(1, ...sizes), maxTotalBytes: Math.max(1, total), maxFiles: request.files.length, allowFolders: true },
      expiresInSeconds: settings.uploadWindowSeconds,
      files: request.files.map(({ path, size }) => ({ path, size })),
    })
    const title = request.files.length === 1 ? request.files[0]!.name : `${request.files[0]!.name} (+${request.files.length - 1})`
    try {
      const id = await this.repository.create({
        token: base62Token(),
        // Nobody finishes this draft by hand: its sender token is thrown away.
        senderTokenHash: sha256Hex(base62Token(32)),
        organisationId: request.organisationId,
        userId: request.userId,
        senderEmail: request.senderEmail,
        senderLocale: request.locale,
        senderIp: null,
        type: 'send',
        mode: 'email',
        title: title.slice(0, 255),
        message: request.message,
        passwordHash: null,
        batchId: batch.batchId,
        expiryDays,
        recipients: request.recipients,
        verifiedAt: new Date(),
        sourceRef: ref,
        protection: request.notifyProtected
          ? {
              depositNumber: request.depositNumber ?? request.depositId,
              certificates: request.files.map((file) => ({ name: file.name, url: file.certificateUrl })),
            }
          : null,
      })
      return (await this.repository.find(id))!
    } catch (error) {
      // Another run of the same request got there first (unique source_ref): continue with its transfer.
      const existing = await this.repository.findBySource(ref)
      await this.blobs.deleteBatch(batch.batchId)
      if (!existing) throw error
      return existing
    }
  }

  /**
   * Copies the deposited bytes the batch does not hold yet. What an interrupted or concurrent run
   * left (copies half done, or one too many) goes first, so the batch ends with one blob per file.
   */
  async #copyFiles(transfer: TransferRow, files: DepositCopyRequest['files']) {
    const spare = await this.blobs.list(transfer.batchId)
    const missing: DepositCopyRequest['files'] = []
    for (const file of files) {
      const index = spare.findIndex((blob) => blob.state === 'ready' && blob.sha256 === file.sha256 && blob.size === file.size)
      if (index >= 0) spare.splice(index, 1)
      else missing.push(file)
    }
    for (const blob of spare) await this.blobs.delete(blob.id)
    for (const file of missing) {
      const { name, path, mime, size, sha256, storageKey } = file
      const blob = await this.blobs.importFromStorage(transfer.batchId, { name, path, mime, size, sha256, sourceKey: storageKey })
      if (blob.state !== 'ready') throw new Error(`${transfer.sourceRef}: the stored bytes of ${path} no longer match their SHA-256`)
    }
  }
}
