import { inject } from '@adonisjs/core'
import { ApiError, AuditService, BillingService, EventBus, TimestampError, TimestampService, type Actor } from '@sceau/plugin-sdk/server'
import { RENEWAL_NOTICE_DAYS } from '../../shared/index.js'
import { anchorRef } from './certificates.js'
import { addYears, DAY_MS } from './dates.js'
import { depositRepository, type DepositRow, type TimestampRow } from './deposit_repository.js'
import { depositState, renewalDate } from './presenter.js'
import { DepositService } from './deposit_service.js'
import { Sealer } from './sealer.js'

const K = 'consignment.errors.'

/** Renewal of a protected deposit's conservation. */
@inject()
export class DepositRenewal {
  constructor(
    private deposits: DepositService,
    private billing: BillingService,
    private timestamps: TimestampService,
    private sealer: Sealer,
    private events: EventBus,
    private audit: AuditService
  ) {}

  /**
   * Renewal: conservation extended by `years` (charged at today's price) and an archive timestamp
   * over each file's last token, so the proof outlives the TSA certificate that signed it.
   */
  async renew(actor: Actor, deposit: DepositRow, years: number) {
    if (deposit.state !== 'protected') throw ApiError.conflict('E_NOT_RENEWABLE', `${K}notRenewable`)
    const files = (await depositRepository.files(deposit.id)).filter((f) => f.state === 'sealed')
    const chains = await Promise.all(files.map((f) => depositRepository.timestamps(f.id)))
    const position = Math.min(...chains.map((c) => c.length))
    const complete = chains.every((chain) => chain.length === position)
    // A renewal interrupted half-way (some files re-timestamped) is finished, never refused.
    if (complete) assertRenewable(deposit, chains)
    const price = this.deposits.quote(actor, deposit.totalBytes, years)
    const charge = await this.billing.charge({
      organisationId: deposit.organisationId,
      amountCents: price.totalCents,
      description: `${deposit.title} (${deposit.uid}) +${years}`,
      // One charge per conservation period: the same period asked again finishes under the first charge.
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
    await this.audit.record({
      action: 'consignment.deposit.renew',
      actorId: actor.userId,
      organisationId: actor.organisationId,
      subjectType: 'consignment_deposit',
      subjectId: deposit.uid,
      meta: { years, priceCents: price.totalCents },
    })
    await this.events.emit('consignment:renewed', { id: renewed.uid, organisationId: renewed.organisationId, expiresAt: renewed.expiresAt!.toISOString() })
    return renewed
  }
}

/**
 * Renewal is open in the deposit's renewal window (the last RENEWAL_NOTICE_DAYS of conservation or
 * of its last timestamp's certificate) and once it has expired, never earlier; and once per window:
 * a deposit renewed in the last RENEWAL_NOTICE_DAYS is not renewed again.
 */
function assertRenewable(deposit: DepositRow, chains: TimestampRow[][], now = new Date()) {
  const ends = chains.map((chain) => chain.at(-1)?.signerNotAfter ?? null).filter((d): d is Date => d !== null)
  const signerNotAfter = ends.length ? new Date(Math.min(...ends.map((d) => d.getTime()))) : null
  const lastRenewal = Math.max(0, ...chains.flatMap((chain) => chain.filter((t) => t.position > 0).map((t) => t.createdAt.getTime())))
  if (lastRenewal > now.getTime() - RENEWAL_NOTICE_DAYS * DAY_MS) {
    throw ApiError.conflict('E_ALREADY_RENEWED', `${K}alreadyRenewed`, { date: new Date(lastRenewal).toISOString().slice(0, 10) })
  }
  if (depositState(deposit, signerNotAfter, now) === 'protected') {
    const opens = renewalDate(deposit, signerNotAfter)
    throw ApiError.conflict('E_RENEWAL_NOT_OPEN', `${K}renewalNotOpen`, { date: opens?.toISOString().slice(0, 10) ?? '' })
  }
}
