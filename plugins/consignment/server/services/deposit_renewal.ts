import { inject } from '@adonisjs/core'
import { ApiError, AuditService, BillingService, EventBus, TimestampError, TimestampService, type Actor } from '@sceau/plugin-sdk/server'
import { anchorRef } from './certificates.js'
import { addYears } from './dates.js'
import { depositRepository, type DepositRow } from './deposit_repository.js'
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
    // A renewal interrupted half-way is finished by the next request, under the same charge.
    const position = Math.min(...chains.map((c) => c.length))
    const price = this.deposits.quote(actor, deposit.totalBytes, years)
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
