import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { BlobService, IdentityService, LoggerService, OrganisationService, StorageService, type Actor } from '@sceau/plugin-sdk/server'
import { DEFAULT_LOCALE, type Locale } from '@sceau/plugin-sdk/shared'
import { LIMITS, depositPrice } from '@sceau/shared'
import { DepositFiles } from './deposit_files.js'
import { depositOf, depositRepository, type DepositRow } from './deposit_repository.js'
import { DepositService } from './deposit_service.js'

/** Where the blobs of a deposit come from: one deposit per source and reference, whatever the retries. */
export type DepositSource = 'transfer' | 'reception' | 'capsule' | 'release'

/** Blobs another plugin holds (sent, received, captured, released) to deposit in the requester's organisation. */
export interface BlobDeposit {
  source: DepositSource
  /** The asker's reference: a transfer's, a reception request's, a capsule's or a release's id. */
  sourceRef: string
  /** Null: an anonymous sender, who cannot deposit. */
  organisationId: number | null
  userId: number | null
  /** The API key that asked, when one did (the deposit names the organisation and the key). */
  apiKeyId?: number | null
  email: string
  blobIds: string[]
  /** The requester's language: the deposit's certificate and mails speak it (French when absent). */
  locale?: Locale
}

export interface ProtectOptions {
  title?: string
  description?: string
  years?: number
  coAuthors?: { firstname: string; lastname: string; email: string }[]
  /** The price the requester saw and confirmed (cents): the deposit is charged exactly that, or not made (PriceNotConfirmed). */
  confirmedPriceCents?: number
  made?: (deposit: DepositRow) => Promise<void>
}

/** The deposit would cost another price than the one confirmed: nothing is made or charged. */
export class PriceNotConfirmed extends Error {
  constructor(readonly priceCents: number) {
    super(`the deposit costs ${priceCents} cents, not the price confirmed`)
    this.name = 'PriceNotConfirmed'
  }
}

/**
 * Deposits of blobs another plugin holds ("protect" and "protect and send" on the transfer card, a
 * received file, a capsule's WACZ, a release's archive): a deposit in the requester's organisation,
 * its bytes copied (the source's go when it expires), then sealed. Idempotent per source and
 * reference, so a retried job finishes the copy.
 */
@inject()
export class DepositsFromBlobs {
  constructor(
    private blobs: BlobService,
    private storage: StorageService,
    private organisations: OrganisationService,
    private identity: IdentityService,
    private deposits: DepositService,
    private files: DepositFiles,
    private logger: LoggerService
  ) {}

  /**
   * `options.title` / `description` replace the file name / none; `options.years` / `coAuthors`
   * replace the default years / none (a git release's); `options.made` runs once the deposit
   * exists, before its files are queued for sealing.
   */
  async create(request: BlobDeposit, options: ProtectOptions = {}): Promise<DepositRow | null> {
    if (request.organisationId === null) {
      this.logger.warn('deposit requested by an anonymous sender: deposits need an account', { [request.source]: request.sourceRef })
      return null
    }
    const deposit = (await this.#existing(request.source, request.sourceRef)) ?? (await this.#insert(request, request.organisationId, options))
    if (!deposit) return null
    await options.made?.(deposit)
    if (deposit.state === 'sealing' || deposit.state === 'protected') await this.#copy(deposit)
    return deposit
  }

  async #existing(source: DepositSource, ref: string) {
    const row = await db.from('consignment_deposits').where({ source, source_ref: ref }).first()
    return row ? depositOf(row) : null
  }

  async #insert(request: BlobDeposit, organisationId: number, options: ProtectOptions) {
    const blobs = await Promise.all(request.blobIds.map((id) => this.blobs.get(id)))
    // Still being analysed: the job retries until every SHA-256 is known.
    if (blobs.some((b) => b?.state === 'analysing' || b?.state === 'uploading')) throw new Error('files still being analysed')
    const ready = blobs.filter((b) => b?.state === 'ready' && b.sha256)
    if (!ready.length) return null
    const actor = await this.#requester(request, organisationId)
    if (!actor?.permissions.consignment.active) return null
    const files = ready.map((b) => ({ path: b!.path, name: b!.name, size: b!.size, mime: b!.mime, sha256: b!.sha256 }))
    const bytes = files.reduce((sum, f) => sum + f.size, 0)
    const years = options.years ?? LIMITS.defaultDepositYears
    const price = depositPrice({ bytes, years, paidPlan: actor.premium })
    // A stale quote (the file grew past its row, the plan changed) charges nothing: the requester confirms again.
    if (options.confirmedPriceCents !== undefined && price.totalCents !== options.confirmedPriceCents) throw new PriceNotConfirmed(price.totalCents)
    const author = await this.deposits.authorOf(actor)
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
      author,
      { kind: request.source, ref: request.sourceRef, blobIds: ready.map((b) => b!.id) }
    )
    const charged = await this.deposits
      .charge(inserted, price.totalCents, `${inserted.title} (${inserted.uid})`, `consignment:deposit:${inserted.uid}`)
      .catch((error) => {
        this.logger.warn('deposit not paid', { [request.source]: request.sourceRef, error: String(error) })
        return null
      })
    // Bytes come from the source, not an upload: straight to sealing.
    if (charged?.state === 'uploading') await depositRepository.updateDeposit(charged.id, { state: 'sealing' })
    return charged ? depositRepository.deposit(charged.id) : null
  }

  /**
   * Who asked, as they are now and in their language: the depositor is named as on every other path
   * (a person by name, an API key by the organisation and the key). A transfer sent without an
   * account of its own (an API key before transfers recorded theirs) acts as the organisation.
   */
  async #requester(request: BlobDeposit, organisationId: number): Promise<Actor | null> {
    const requester = { organisationId, userId: request.userId, apiKeyId: request.apiKeyId ?? null, locale: request.locale ?? DEFAULT_LOCALE }
    if (requester.userId !== null || requester.apiKeyId !== null) return this.identity.actorOf(requester)
    const profile = await this.organisations.profile(organisationId)
    if (!profile) return null
    return {
      kind: 'user',
      userId: null,
      email: request.email || null,
      firstname: null,
      lastname: null,
      locale: requester.locale,
      organisationId,
      role: null,
      permissions: await this.organisations.permissions(organisationId),
      premium: profile.premium,
    }
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
