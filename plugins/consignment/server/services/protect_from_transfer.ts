import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { BlobService, LoggerService, OrganisationService, StorageService, type Actor } from '@sceau/plugin-sdk/server'
import type { ProtectRequestedPayload } from '@sceau/plugin-transfer/events'
import { LIMITS, depositPrice } from '@sceau/shared'
import { DepositFiles } from './deposit_files.js'
import { depositOf, depositRepository, type DepositRow } from './deposit_repository.js'
import { DepositService } from './deposit_service.js'

/**
 * "Protect" and "protect and send" (SPEC §2 transfer card): the transfer plugin announces the sent
 * blobs; this makes a deposit of them in the sender's organisation and copies their bytes (the
 * transfer's go when it expires). Idempotent per transfer, so a retried job finishes the copy.
 */
export type ProtectKind = 'transfer' | 'reception' | 'capsule' | 'release'

export interface ProtectOptions {
  title?: string
  description?: string
  years?: number
  coAuthors?: { firstname: string; lastname: string; email: string }[]
  made?: (deposit: DepositRow) => Promise<void>
}

@inject()
export class ProtectFromTransfer {
  constructor(
    private blobs: BlobService,
    private storage: StorageService,
    private organisations: OrganisationService,
    private deposits: DepositService,
    private files: DepositFiles,
    private logger: LoggerService
  ) {}

  /**
   * `kind` names where the blobs come from: a transfer (its id in `transferId`), a received file
   * of the receptions plugin (the request id in `transferId`) or a capsule's WACZ (the capsule id):
   * one deposit per source and ref. `options.title` / `description` replace the file name / none;
   * `options.years` / `coAuthors` replace the default years / none (a git release's);
   * `options.made` runs once the deposit exists, before its files are queued for sealing.
   */
  async create(payload: ProtectRequestedPayload, kind: ProtectKind = 'transfer', options: ProtectOptions = {}): Promise<DepositRow | null> {
    if (payload.organisationId === null) {
      this.logger.warn('protect requested by an anonymous sender: deposits need an account', { transfer: payload.transferId })
      return null
    }
    const deposit = (await this.#existing(kind, payload.transferId)) ?? (await this.#insert(payload, payload.organisationId, kind, options))
    if (!deposit) return null
    await options.made?.(deposit)
    if (deposit.state === 'sealing' || deposit.state === 'protected') await this.#copy(deposit)
    return deposit
  }

  async #existing(kind: ProtectKind, ref: string) {
    const row = await db.from('consignment_deposits').where({ source: kind, source_ref: ref }).first()
    return row ? depositOf(row) : null
  }

  async #insert(payload: ProtectRequestedPayload, organisationId: number, kind: ProtectKind, options: ProtectOptions) {
    const blobs = await Promise.all(payload.blobIds.map((id) => this.blobs.get(id)))
    // Still being analysed: the job retries until every SHA-256 is known.
    if (blobs.some((b) => b?.state === 'analysing' || b?.state === 'uploading')) throw new Error('transfer files still being analysed')
    const ready = blobs.filter((b) => b?.state === 'ready' && b.sha256)
    if (!ready.length) return null
    const permissions = await this.organisations.permissions(organisationId)
    if (!permissions.consignment.active) return null
    const profile = await this.organisations.profile(organisationId)
    const actor: Actor = {
      kind: 'user',
      userId: payload.userId,
      email: payload.senderEmail,
      firstname: null,
      lastname: null,
      locale: 'fr',
      organisationId,
      role: null,
      permissions,
      premium: profile?.premium ?? false,
    }
    const files = ready.map((b) => ({ path: b!.path, name: b!.name, size: b!.size, mime: b!.mime, sha256: b!.sha256 }))
    const bytes = files.reduce((sum, f) => sum + f.size, 0)
    const years = options.years ?? LIMITS.defaultDepositYears
    const price = depositPrice({ bytes, years, paidPlan: actor.premium })
    const title = options.title?.trim() || (files.length === 1 ? files[0]!.name : `${files[0]!.name} (+${files.length - 1})`)
    const inserted = await this.deposits.insert(
      actor,
      {
        type: files.length === 1 ? 'file' : 'folder',
        authorKind: 'me',
        owner: null,
        years,
        coAuthors: options.coAuthors ?? [],
        title: title.slice(0, 255),
        description: options.description ?? null,
        hashOnly: false,
        files,
      },
      price,
      { name: payload.senderEmail, email: payload.senderEmail },
      { kind, ref: payload.transferId, blobIds: ready.map((b) => b!.id) }
    )
    const charged = await this.deposits
      .charge(inserted, price.totalCents, `${inserted.title} (${inserted.uid})`, `consignment:deposit:${inserted.uid}`)
      .catch((error) => {
        this.logger.warn('deposit from a transfer not paid', { [kind]: payload.transferId, error: String(error) })
        return null
      })
    // Bytes come from the transfer, not an upload: straight to sealing.
    if (charged?.state === 'uploading') await depositRepository.updateDeposit(charged.id, { state: 'sealing' })
    return charged ? depositRepository.deposit(charged.id) : null
  }

  async #copy(deposit: DepositRow) {
    for (const file of await depositRepository.files(deposit.id)) {
      if (!file.storageKey && file.blobId) {
        const key = `consignment/files/${deposit.uid}/${file.uid}`
        await this.storage.put(key, await this.blobs.stream(file.blobId), { contentType: file.mime })
        await depositRepository.updateFile(file.id, { storageKey: key })
      }
      if (file.state !== 'sealed') await this.files.queueSeal(file.id)
    }
  }
}
