import { inject } from '@adonisjs/core'
import { AnchorService, ApiError, AuditService, BillingService, type Actor } from '@sceau/plugin-sdk/server'
import type { CreatedDeposit } from '../../shared/index.js'
import { validateVersion } from '../validators/deposit_input.js'
import { checkSizes } from './deposit_rights.js'
import { depositRepository, type DepositRow } from './deposit_repository.js'
import { DepositService, newFileRow } from './deposit_service.js'
import { detail } from './presenter.js'

const K = 'consignment.errors.'

/** Project versioning: a protected "versioning" deposit takes its next version's files. */
@inject()
export class DepositVersions {
  constructor(
    private deposits: DepositService,
    private billing: BillingService,
    private anchors: AnchorService,
    private audit: AuditService
  ) {}

  /**
   * Project versioning: the next version's files join the deposit, each with its own timestamp,
   * charged like a deposit of their size for the deposit's conservation.
   */
  async add(actor: Actor, deposit: DepositRow, body: unknown): Promise<CreatedDeposit> {
    if (deposit.type !== 'versioning' || deposit.state !== 'protected') throw ApiError.conflict('E_NOT_VERSIONABLE', `${K}notVersionable`)
    const { hashOnly, files: declared } = await validateVersion(body)
    const existing = await depositRepository.files(deposit.id)
    const version = Math.max(...existing.map((f) => f.version)) + 1
    const taken = new Set(existing.map((f) => `${f.version}/${f.path}`))
    if (declared.some((f) => taken.has(`${version}/${f.path}`))) throw ApiError.invalid({ files: `${K}fileListedTwice` })
    if (!hashOnly) checkSizes(actor, declared)
    const price = this.deposits.quote(
      actor,
      declared.reduce((sum, f) => sum + f.size, 0),
      deposit.years
    )
    const charge = await this.billing.charge({
      organisationId: deposit.organisationId,
      amountCents: price.totalCents,
      description: `${deposit.title} (${deposit.uid}) v${version}`,
      ref: `consignment:version:${deposit.uid}:${version}`,
    })
    if (charge.status !== 'approved') throw new ApiError(402, 'E_PAYMENT_REFUSED', `${K}paymentRefused`)
    await depositRepository.insertFiles(declared.map((file) => newFileRow(deposit.id, file, version, null)))
    await depositRepository.updateDeposit(deposit.id, {
      state: hashOnly ? 'sealing' : 'uploading',
      authorisedCount: deposit.authorisedCount + declared.length,
      totalBytes: deposit.totalBytes + price.bytes,
    })
    const current = (await depositRepository.deposit(deposit.id))!
    const upload = await this.deposits.receive(actor, current, declared, hashOnly, true)
    await this.audit.record({
      action: 'consignment.deposit.version',
      actorId: actor.userId,
      organisationId: actor.organisationId,
      subjectType: 'consignment_deposit',
      subjectId: deposit.uid,
      meta: { version, files: declared.length, priceCents: price.totalCents },
    })
    return { deposit: await detail((await depositRepository.deposit(deposit.id))!, this.anchors), upload }
  }
}
