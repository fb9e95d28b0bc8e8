import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import {
  AnchorService,
  ApiError,
  AuditService,
  BillingService,
  EventBus,
  OrganisationService,
  PlatformInfo,
  TimestampError,
  TimestampService,
  UploadService,
  type Actor,
} from '@sceau/plugin-sdk/server'
import { MO, depositPrice, formatBytes, type DepositPrice } from '@sceau/shared'
import type { AuthorKind, CreatedDeposit, DepositType, ThirdPartyOwner, TransferRequestedPayload } from '../../shared/index.js'
import { validateDeposit, validateTransferRequest, validateVersion, type ValidDeposit } from '../validators/deposit_input.js'
import { anchorRef, certificateUrl, supportedLocale } from './certificates.js'
import { addYears } from './dates.js'
import { DepositFiles } from './deposit_files.js'
import { depositRepository, type DepositRow } from './deposit_repository.js'
import { detail } from './presenter.js'
import { fullName, ownerName } from './people.js'
import { Sealer } from './sealer.js'
import { thirdPartyAllowed } from './third_party.js'
import { base62Token } from './tokens.js'

const K = 'consignment.errors.'
/** An upload batch not finished by then is abandoned (the deposit stays unpaid-for bytes free). */
const UPLOAD_WINDOW_SECONDS = 24 * 3600

/** SPEC §6: deposits need the consignment permission, with a flag per type beyond the single file. */
export function assertMayDeposit(actor: Actor, type?: DepositType) {
  const rights = actor.permissions.consignment
  if (!rights.active || actor.permissions.plugins['consignment.deposit'] === false) throw ApiError.forbidden(`${K}notAllowed`)
  if (!type) return
  const allowed = { file: true, folder: rights.types.group.active, versioning: rights.types.versionning.active, premium: rights.types.premium.active }[type]
  if (!allowed) throw ApiError.forbidden(`${K}typeNotAllowed`)
}

@inject()
export class DepositService {
  constructor(
    private uploads: UploadService,
    private billing: BillingService,
    private organisations: OrganisationService,
    private anchors: AnchorService,
    private timestamps: TimestampService,
    private files: DepositFiles,
    private sealer: Sealer,
    private events: EventBus,
    private audit: AuditService,
    private platform: PlatformInfo
  ) {}

  /** Who the deposit names as its author (SPEC §3 author kind). */
  async #author(actor: Actor, kind: AuthorKind, owner: ThirdPartyOwner | null) {
    if (kind === 'third_party') return { name: ownerName(owner!), email: owner!.email }
    const email = actor.email ?? (await this.organisations.adminEmails(actor.organisationId))[0] ?? ''
    if (kind === 'organisation') {
      const profile = await this.organisations.profile(actor.organisationId)
      return { name: profile?.name ?? email, email }
    }
    return { name: fullName(actor) || email, email }
  }

  quote(actor: Actor, bytes: number, years: number): DepositPrice {
    return depositPrice({ bytes, years, paidPlan: actor.premium })
  }

  async create(actor: Actor, body: unknown, ip: string | null): Promise<CreatedDeposit> {
    const input = await validateDeposit(body, (kind, owner) => (kind === 'third_party' ? (owner?.email ?? null) : actor.email))
    assertMayDeposit(actor, input.type)
    if (input.authorKind === 'third_party' && !(await thirdPartyAllowed(actor))) throw ApiError.forbidden(`${K}thirdPartyNotApproved`)
    const bytes = input.files.reduce((sum, f) => sum + f.size, 0)
    if (!input.hashOnly) this.#checkSizes(actor, input)
    const price = this.quote(actor, bytes, input.years)
    const author = await this.#author(actor, input.authorKind, input.owner)
    const deposit = await this.insert(actor, input, price, author)
    const charged = await this.charge(deposit, price.totalCents, `${input.title} (${deposit.uid})`, `consignment:deposit:${deposit.uid}`)
    await this.audit.record({ action: 'consignment.deposit.create', actorId: actor.userId, organisationId: actor.organisationId, subjectType: 'consignment_deposit', subjectId: deposit.uid, meta: { priceCents: price.totalCents, files: input.files.length, hashOnly: input.hashOnly }, ip })
    if (charged.state !== 'uploading' && charged.state !== 'sealing') return { deposit: await detail(charged, this.anchors), upload: null }
    const received = await this.#receive(actor, charged, input.files, input.hashOnly, input.type !== 'file')
    return { deposit: await detail((await depositRepository.deposit(deposit.id))!, this.anchors), upload: received }
  }

  /** Hash-only files are sealed now; others wait for their bytes in an upload batch sized exactly to them. */
  async #receive(actor: Actor, deposit: DepositRow, declared: ValidDeposit['files'], hashOnly: boolean, allowFolders: boolean) {
    const waiting = (await depositRepository.files(deposit.id)).filter((f) => f.state === 'waiting')
    if (hashOnly) {
      for (const file of waiting) await this.files.queueSeal(file.id)
      return null
    }
    const batch = await this.uploads.createBatch({
      owner: 'consignment',
      ownerRef: deposit.uid,
      organisationId: actor.organisationId,
      policy: {
        maxFileBytes: Math.max(...declared.map((f) => f.size)),
        maxTotalBytes: declared.reduce((sum, f) => sum + f.size, 0),
        maxFiles: declared.length,
        allowFolders,
      },
      expiresInSeconds: UPLOAD_WINDOW_SECONDS,
    })
    await depositRepository.updateDeposit(deposit.id, { batchId: batch.batchId })
    return { batchId: batch.batchId, uploadToken: batch.uploadToken, endpoint: batch.endpoint }
  }

  /**
   * Project versioning: the next version's files join the deposit, each with its own timestamp,
   * charged like a deposit of their size for the deposit's conservation.
   */
  async addVersion(actor: Actor, deposit: DepositRow, body: unknown): Promise<CreatedDeposit> {
    if (deposit.type !== 'versioning' || deposit.state !== 'protected') throw ApiError.conflict('E_NOT_VERSIONABLE', `${K}notVersionable`)
    const { hashOnly, files: declared } = await validateVersion(body)
    const existing = await depositRepository.files(deposit.id)
    const version = Math.max(...existing.map((f) => f.version)) + 1
    const taken = new Set(existing.map((f) => `${f.version}/${f.path}`))
    if (declared.some((f) => taken.has(`${version}/${f.path}`))) throw ApiError.invalid({ files: `${K}fileListedTwice` })
    if (!hashOnly) this.#checkSizes(actor, { files: declared } as ValidDeposit)
    const price = this.quote(actor, declared.reduce((sum, f) => sum + f.size, 0), deposit.years)
    const charge = await this.billing.charge({
      organisationId: deposit.organisationId,
      amountCents: price.totalCents,
      description: `${deposit.title} (${deposit.uid}) v${version}`,
      ref: `consignment:version:${deposit.uid}:${version}`,
    })
    if (charge.status !== 'approved') throw new ApiError(402, 'E_PAYMENT_REFUSED', `${K}paymentRefused`)
    await depositRepository.insertFiles(declared.map((file) => this.#fileRow(deposit.id, file, version, null)))
    await depositRepository.updateDeposit(deposit.id, {
      state: hashOnly ? 'sealing' : 'uploading',
      authorisedCount: deposit.authorisedCount + declared.length,
      totalBytes: deposit.totalBytes + price.bytes,
    })
    const current = (await depositRepository.deposit(deposit.id))!
    const upload = await this.#receive(actor, current, declared, hashOnly, true)
    await this.audit.record({ action: 'consignment.deposit.version', actorId: actor.userId, organisationId: actor.organisationId, subjectType: 'consignment_deposit', subjectId: deposit.uid, meta: { version, files: declared.length, priceCents: price.totalCents } })
    return { deposit: await detail((await depositRepository.deposit(deposit.id))!, this.anchors), upload }
  }

  #fileRow(depositId: number, file: ValidDeposit['files'][number], version: number, blobId: string | null) {
    return {
      depositId,
      uid: base62Token(),
      version,
      certificateToken: base62Token(),
      name: file.name,
      path: file.path,
      mime: file.mime,
      size: file.size,
      sha256: file.sha256,
      blobId,
      storageKey: null,
      state: 'waiting' as const,
      anchorState: 'pending' as const,
      createdAt: new Date(),
    }
  }

  /** Files stored with us stay within the plan's transfer size (SPEC §6 sizeMax, in Mo). */
  #checkSizes(actor: Actor, input: ValidDeposit) {
    const max = actor.permissions.transfer.limitations.sizeMax * MO
    const largest = Math.max(...input.files.map((f) => f.size))
    if (largest > max) throw new ApiError(413, 'E_FILE_TOO_LARGE', 'uploads.errors.limitExceeded', { n: formatBytes(largest - max, actor.locale) })
  }

  async insert(
    actor: Actor,
    input: ValidDeposit,
    price: DepositPrice,
    author: { name: string; email: string },
    source: { kind: 'app' | 'transfer'; ref: string | null; blobIds?: string[] } = { kind: 'app', ref: null }
  ) {
    const uid = base62Token()
    const now = new Date()
    const id = await db.transaction(async (trx) => {
      const depositId = await depositRepository.insertDeposit(
        {
          uid,
          organisationId: actor.organisationId,
          userId: actor.userId,
          apiKeyId: actor.apiKeyId ?? null,
          creatorName: fullName(actor) || actor.email || '',
          creatorEmail: actor.email,
          type: input.type,
          authorKind: input.authorKind,
          authorName: author.name,
          authorEmail: author.email,
          owner: input.owner,
          title: input.title,
          description: input.description,
          years: input.years,
          hashOnly: input.hashOnly,
          source: source.kind,
          sourceRef: source.ref,
          state: 'payment_pending',
          batchId: null,
          authorisedCount: input.files.length,
          totalBytes: price.bytes,
          priceCents: price.totalCents,
          basePriceCents: price.baseCents,
          paymentStatus: 'pending',
          paymentMethod: null,
          invoiceId: null,
          embedId: base62Token(),
          locale: supportedLocale(actor.locale),
          createdAt: now,
          updatedAt: now,
        },
        trx
      )
      await depositRepository.insertFiles(
        input.files.map((file, i) => this.#fileRow(depositId, file, 1, source.blobIds?.[i] ?? null)),
        trx
      )
      await depositRepository.insertCoAuthors(depositId, input.coAuthors, trx)
      return depositId
    })
    return (await depositRepository.deposit(id))!
  }

  /** Charges through the BillingService; approved deposits move on, refused ones are cancelled (402). */
  async charge(deposit: DepositRow, amountCents: number, description: string, ref: string): Promise<DepositRow> {
    const result = await this.billing.charge({ organisationId: deposit.organisationId, amountCents, description, ref })
    const next = result.status === 'approved' ? (deposit.hashOnly ? 'sealing' : 'uploading') : result.status === 'pending' ? 'payment_pending' : 'cancelled'
    await depositRepository.updateDeposit(deposit.id, { paymentStatus: result.status, paymentMethod: result.method, invoiceId: result.invoiceId ?? null, state: next })
    if (result.status === 'refused') throw new ApiError(402, 'E_PAYMENT_REFUSED', `${K}paymentRefused`)
    return (await depositRepository.deposit(deposit.id))!
  }

  /** A deposit of the actor's organisation; any other (or unknown) id is not found. */
  async find(actor: Actor, uid: string) {
    const deposit = typeof uid === 'string' && /^[0-9A-Za-z]{1,32}$/.test(uid) ? await depositRepository.depositByUid(uid) : null
    if (!deposit || deposit.organisationId !== actor.organisationId) throw ApiError.notFound(`${K}depositNotFound`)
    return deposit
  }

  async edit(deposit: DepositRow, values: { title?: string; description?: string | null }) {
    if (deposit.state === 'cancelled') throw ApiError.conflict('E_UPDATE_IMPOSSIBLE', `${K}updateImpossible`)
    await depositRepository.updateDeposit(deposit.id, values)
    return (await depositRepository.deposit(deposit.id))!
  }

  /**
   * Renewal: conservation extended by `years` (charged at today's price) and an archive timestamp
   * over each file's last token, so the proof outlives the TSA certificate that signed it.
   */
  async renew(actor: Actor, deposit: DepositRow, years: number) {
    if (deposit.state !== 'protected') throw ApiError.conflict('E_NOT_RENEWABLE', `${K}notRenewable`)
    const files = (await depositRepository.files(deposit.id)).filter((f) => f.state === 'sealed')
    const chains = await Promise.all(files.map((f) => depositRepository.timestamps(f.id)))
    // A renewal interrupted half-way is finished by the next request, under the same charge.
    const position = Math.min(...chains.map((c) => c.length))
    const price = this.quote(actor, deposit.totalBytes, years)
    const charge = await this.billing.charge({
      organisationId: deposit.organisationId,
      amountCents: price.totalCents,
      description: `${deposit.title} (${deposit.uid}) +${years}`,
      ref: `consignment:renewal:${deposit.uid}:${position}`,
    })
    if (charge.status === 'refused') throw new ApiError(402, 'E_PAYMENT_REFUSED', `${K}paymentRefused`)
    if (charge.status === 'pending') throw new ApiError(402, 'E_PAYMENT_PENDING', `${K}paymentPending`)
    for (const [i, file] of files.entries()) {
      const chain = chains[i]!
      if (chain.length !== position) continue
      let issued
      try {
        issued = await this.timestamps.timestampChain(chain.at(-1)!.token, { ref: anchorRef(file) })
      } catch (error) {
        if (error instanceof TimestampError) throw new ApiError(503, 'E_TSA_UNAVAILABLE', 'errors.proofs.timestampUnavailable')
        throw error
      }
      await depositRepository.addIssued(file.id, position, issued)
    }
    const from = deposit.expiresAt && deposit.expiresAt > new Date() ? deposit.expiresAt : new Date()
    await depositRepository.updateDeposit(deposit.id, {
      expiresAt: addYears(from, years),
      years: deposit.years + years,
      renewalNoticedAt: null,
      ...(charge.invoiceId ? { invoiceId: charge.invoiceId } : {}),
    })
    const renewed = (await depositRepository.deposit(deposit.id))!
    for (const file of files) await this.sealer.reissue(renewed, (await depositRepository.file(file.id))!)
    await this.audit.record({ action: 'consignment.deposit.renew', actorId: actor.userId, organisationId: actor.organisationId, subjectType: 'consignment_deposit', subjectId: deposit.uid, meta: { years, priceCents: price.totalCents } })
    await this.events.emit('consignment:renewed', { id: renewed.uid, organisationId: renewed.organisationId, expiresAt: renewed.expiresAt!.toISOString() })
    return renewed
  }

  /** "Transfer the file": asks the transfer plugin (event contract in shared/) to send a copy. */
  async transfer(actor: Actor, deposit: DepositRow, body: unknown) {
    const { recipients, message, notifyProtected } = await validateTransferRequest(body)
    if (!this.platform.isLoaded('transfer') || !actor.email) throw ApiError.conflict('E_TRANSFER_UNAVAILABLE', `${K}transferFailed`)
    const files = (await depositRepository.files(deposit.id)).filter((f) => f.state === 'sealed' && f.storageKey)
    if (!files.length) throw ApiError.conflict('E_NOTHING_TO_TRANSFER', `${K}transferFailed`)
    const payload: TransferRequestedPayload = {
      requestId: base62Token(),
      depositId: deposit.uid,
      depositNumber: deposit.number,
      organisationId: deposit.organisationId,
      userId: actor.userId,
      senderEmail: actor.email,
      locale: actor.locale,
      recipients,
      message,
      notifyProtected,
      files: files.map((f) => ({ name: f.name, path: f.path, mime: f.mime, size: f.size, sha256: f.sha256!, storageKey: f.storageKey!, certificateUrl: certificateUrl(this.platform.appUrl, f.certificateToken) })),
    }
    await this.events.emit('consignment:transfer-requested', payload)
    await this.audit.record({ action: 'consignment.deposit.transfer', actorId: actor.userId, organisationId: actor.organisationId, subjectType: 'consignment_deposit', subjectId: deposit.uid, meta: { requestId: payload.requestId, recipients: recipients.length } })
    return { requestId: payload.requestId, recipients }
  }
}
