import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import {
  type Actor,
  AnchorService,
  ApiError,
  AuditService,
  base62Token,
  BillingService,
  type ChargeSettledPayload,
  OrganisationService,
  UploadService,
  ownedBy,
} from '@sceau/plugin-sdk/server'
import { depositPrice, type DepositPrice } from '@sceau/shared'
import type { AuthorKind, CreatedDeposit, ThirdPartyOwner } from '../../shared/index.js'
import { validateDeposit, type ValidDeposit } from '../validators/deposit_input.js'
import { supportedLocale } from './certificates.js'
import { assertMayDeposit, checkSizes } from './deposit_rights.js'
import { DepositFiles } from './deposit_files.js'
import { affected, depositRepository, type DepositRow } from './deposit_repository.js'
import { depositTable } from './consignment_tables.js'
import { detail } from './presenter.js'
import { fullName, keyDepositorName, ownerName } from './people.js'
import { thirdPartyAllowed } from './third_party.js'

const K = 'consignment.errors.'
/** The ref of a deposit's charge (BillingService.charge, billing:charge-settled). */
export const DEPOSIT_CHARGE_PREFIX = 'consignment:deposit:'
/** An upload batch not finished by then is abandoned (the deposit stays unpaid-for bytes free). */
const UPLOAD_WINDOW_SECONDS = 24 * 3600

/** A declared file's row, waiting for its bytes (or, hash-only, for its seal). */
export function newFileRow(depositId: number, file: ValidDeposit['files'][number], version: number, blobId: string | null) {
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

/** Creating deposits (checked, charged, then waiting for their bytes), finding and editing them. */
@inject()
export class DepositService {
  constructor(
    private uploads: UploadService,
    private billing: BillingService,
    private organisations: OrganisationService,
    private anchors: AnchorService,
    private files: DepositFiles,
    private audit: AuditService
  ) {}

  /**
   * Who the deposit names as its author (docs/product.md §3 author kind), whichever way it was asked for (the
   * app, the API, another plugin's event): a person by their name, an API key by the organisation's
   * name and the key's, reachable at the organisation's administrator address.
   */
  async authorOf(actor: Actor, kind: AuthorKind = 'me', owner: ThirdPartyOwner | null = null) {
    if (kind === 'third_party') return { name: ownerName(owner!), email: owner!.email }
    const email = actor.email ?? (await this.organisations.adminEmails(actor.organisationId))[0] ?? ''
    if (kind === 'organisation' || actor.kind === 'apiKey') {
      const organisation = (await this.organisations.profile(actor.organisationId))?.name ?? email
      return { name: kind === 'organisation' ? organisation : keyDepositorName(organisation, actor.apiKeyName), email }
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
    if (!input.hashOnly) checkSizes(actor, input.files)
    const price = this.quote(actor, bytes, input.years)
    const author = await this.authorOf(actor, input.authorKind, input.owner)
    const deposit = await this.insert(actor, input, price, author)
    const charged = await this.charge(deposit, price.totalCents, `${input.title} (${deposit.uid})`, `${DEPOSIT_CHARGE_PREFIX}${deposit.uid}`)
    await this.audit.record({
      action: 'consignment.deposit.create',
      actorId: actor.userId,
      organisationId: actor.organisationId,
      subjectType: 'consignment_deposit',
      subjectId: deposit.uid,
      meta: { priceCents: price.totalCents, files: input.files.length, hashOnly: input.hashOnly },
      ip,
    })
    if (charged.state === 'payment_pending') {
      // Files are uploaded before the payment page (kept, sealed once paid); hash-only ones wait for the payment.
      const upload = input.hashOnly ? null : await this.receive(actor, charged, input.files, false, input.type !== 'file')
      const pending = (await depositRepository.deposit(deposit.id))!
      return { deposit: { ...(await detail(pending, this.anchors)), ...(await this.payment(pending, actor.locale)) }, upload }
    }
    if (charged.state !== 'uploading' && charged.state !== 'sealing') return { deposit: await detail(charged, this.anchors), upload: null }
    const received = await this.receive(actor, charged, input.files, input.hashOnly, input.type !== 'file')
    return { deposit: await detail((await depositRepository.deposit(deposit.id))!, this.anchors), upload: received }
  }

  /** Hash-only files are sealed now; others wait for their bytes in an upload batch sized exactly to them. */
  async receive(actor: Actor, deposit: DepositRow, declared: ValidDeposit['files'], hashOnly: boolean, allowFolders: boolean) {
    const waiting = (await depositRepository.files(deposit.id)).filter((f) => f.state === 'waiting')
    if (hashOnly) {
      for (const file of waiting) await this.files.queueSeal(file.id)
      return null
    }
    if (deposit.organisationId !== actor.organisationId) throw ApiError.notFound(`${K}depositNotFound`)
    return this.#openBatch(deposit, declared, allowFolders)
  }

  /** The deposit's upload batch, sized exactly to its declared files. */
  async #openBatch(deposit: DepositRow, files: { path: string; size: number }[], allowFolders: boolean) {
    const batch = await this.uploads.createBatch({
      owner: 'consignment',
      ownerRef: deposit.uid,
      organisationId: deposit.organisationId,
      policy: {
        maxFileBytes: Math.max(...files.map((f) => f.size)),
        maxTotalBytes: files.reduce((sum, f) => sum + f.size, 0),
        maxFiles: files.length,
        allowFolders,
      },
      expiresInSeconds: UPLOAD_WINDOW_SECONDS,
      files: files.map(({ path, size }) => ({ path, size })),
    })
    await depositRepository.updateDeposit(deposit.id, { batchId: batch.batchId })
    return { batchId: batch.batchId, uploadToken: batch.uploadToken, endpoint: batch.endpoint }
  }

  async insert(
    actor: Actor,
    input: ValidDeposit,
    price: DepositPrice,
    author: { name: string; email: string },
    source: { kind: 'app' | 'transfer' | 'reception' | 'capsule' | 'release'; ref: string | null; blobIds?: string[] } = { kind: 'app', ref: null }
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
          creatorName: actor.kind === 'apiKey' ? author.name : fullName(actor) || actor.email || '',
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
        input.files.map((file, i) => newFileRow(depositId, file, 1, source.blobIds?.[i] ?? null)),
        trx
      )
      await depositRepository.insertCoAuthors(depositId, input.coAuthors, trx)
      return depositId
    })
    return (await depositRepository.deposit(id))!
  }

  /** Charges through the BillingService; approved deposits move on, refused ones are cancelled (402). */
  async charge(deposit: DepositRow, amountCents: number, description: string, ref: string): Promise<DepositRow> {
    const result = await this.billing.charge({ organisationId: deposit.organisationId, amountCents, description, ref, locale: deposit.locale })
    const next = result.status === 'approved' ? (deposit.hashOnly ? 'sealing' : 'uploading') : result.status === 'pending' ? 'payment_pending' : 'cancelled'
    await depositRepository.updateDeposit(deposit.id, {
      paymentStatus: result.status,
      paymentMethod: result.method,
      invoiceId: result.invoiceId ?? null,
      state: next,
    })
    if (result.status === 'refused') throw new ApiError(402, 'E_PAYMENT_REFUSED', `${K}paymentRefused`)
    return (await depositRepository.deposit(deposit.id))!
  }

  /**
   * billing:charge-settled for one of our deposits: paid, it moves on (hash-only files are sealed
   * now, others as their bytes are in, uploaded during the payment); refused, it is cancelled. One
   * conditional update: a second event (or a racing sweep) finds it no longer payment_pending.
   */
  async onChargeSettled(event: ChargeSettledPayload) {
    if (!event.ref.startsWith(DEPOSIT_CHARGE_PREFIX)) return
    const deposit = await depositRepository.depositByUid(event.ref.slice(DEPOSIT_CHARGE_PREFIX.length))
    if (!deposit || deposit.organisationId !== event.organisationId || deposit.state !== 'payment_pending') return
    const approved = event.status === 'approved'
    const next = approved ? (deposit.hashOnly ? 'sealing' : 'uploading') : 'cancelled'
    const moved = await db
      .from(depositTable.table)
      .where('id', deposit.id)
      .where('state', 'payment_pending')
      .update(
        depositTable.write({
          state: next,
          paymentStatus: approved ? 'approved' : 'refused',
          paymentMethod: event.method,
          invoiceId: event.invoiceId ?? null,
          updatedAt: new Date(),
        })
      )
    if (!affected(moved) || !approved) return
    const waiting = (await depositRepository.files(deposit.id)).filter((f) => f.state === 'waiting')
    if (deposit.hashOnly) {
      for (const file of waiting) await this.files.queueSeal(file.id)
      return
    }
    if (deposit.batchId) {
      // Its bytes were uploaded (or are still coming) in the batch made at creation.
      await this.files.resume(deposit.id)
      return
    }
    // A deposit made before its batch was opened at creation: its bytes come now.
    await this.#openBatch(deposit, waiting, deposit.type !== 'file')
  }

  /**
   * A deposit still payment_pending after a while (the settling event was lost to a crash): its
   * charge, asked again under the same ref, answers what billing knows, and the deposit follows it.
   */
  async recheckPayment(deposit: DepositRow) {
    const ref = `${DEPOSIT_CHARGE_PREFIX}${deposit.uid}`
    const result = await this.billing.charge({
      organisationId: deposit.organisationId,
      amountCents: deposit.priceCents,
      description: `${deposit.title} (${deposit.uid})`,
      ref,
      locale: deposit.locale,
    })
    if (result.status === 'pending') return
    await this.onChargeSettled({
      ref,
      organisationId: deposit.organisationId,
      status: result.status === 'approved' ? 'approved' : 'refused',
      method: result.method,
      ...(result.invoiceId ? { invoiceId: result.invoiceId } : {}),
    })
  }

  /**
   * Where a deposit waiting for its card payment is paid (the provider's page), else null, and
   * what it waits for first: the organisation's billing information, which its invoice names.
   */
  async payment(deposit: DepositRow, locale: string): Promise<{ paymentUrl: string | null; paymentNeeds: 'billingInfo' | null }> {
    if (deposit.state !== 'payment_pending') return { paymentUrl: null, paymentNeeds: null }
    try {
      return { paymentUrl: await this.billing.paymentUrl(deposit.organisationId, `${DEPOSIT_CHARGE_PREFIX}${deposit.uid}`, locale), paymentNeeds: null }
    } catch (error) {
      return { paymentUrl: null, paymentNeeds: error instanceof ApiError && error.code === 'E_BILLING_INFO_REQUIRED' ? 'billingInfo' : null }
    }
  }

  /** A deposit of the actor's organisation; any other (or unknown) id is not found. */
  async find(actor: Actor, uid: string) {
    const deposit = typeof uid === 'string' && /^[0-9A-Za-z]{1,32}$/.test(uid) ? await depositRepository.depositByUid(uid) : null
    return ownedBy(actor, deposit, `${K}depositNotFound`)
  }

  async edit(deposit: DepositRow, values: { title?: string; description?: string | null }) {
    if (deposit.state === 'cancelled') throw ApiError.conflict('E_UPDATE_IMPOSSIBLE', `${K}updateImpossible`)
    await depositRepository.updateDeposit(deposit.id, values)
    return (await depositRepository.deposit(deposit.id))!
  }
}
