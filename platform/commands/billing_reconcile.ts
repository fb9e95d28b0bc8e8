import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { BillingDesk } from '#billing/billing_desk'
import { auditBilling } from '#billing/billing_audit'

/**
 * `node ace billing:reconcile`: asks the payment provider about every pending payment now, then runs
 * due renewals. `--check` changes nothing: it lists every mismatch between the provider and Sceau
 * (payment states, amounts, customers, missing invoices) and fails when there is one.
 */
export default class BillingReconcile extends BaseCommand {
  static commandName = 'billing:reconcile'
  static description = 'Apply what the payment provider says about pending payments, and charge due renewals (--check: only list mismatches)'
  static options: CommandOptions = { startApp: true }

  @flags.boolean({ description: 'Change nothing: list mismatches between the provider and Sceau, exit 1 when there is one' })
  declare check: boolean

  @flags.string({ description: 'With --check: only payments created from this date (ISO 8601)' })
  declare since?: string

  async run() {
    const desk = await this.app.container.make(BillingDesk)
    if (this.check) return this.#check(desk)
    if (!desk.gateway) {
      this.logger.info('Payments are off (no STRIPE_SECRET_KEY): nothing to reconcile')
      return
    }
    const applied = await desk.outcomes.reconcile()
    const renewed = await desk.renewals.renewDue()
    this.logger.success(`${applied} pending payment(s) settled, ${renewed} renewal(s) charged`)
  }

  async #check(desk: BillingDesk) {
    const since = this.since ? new Date(this.since) : null
    if (since && Number.isNaN(since.getTime())) {
      this.logger.error(`--since: not a date: ${this.since}`)
      this.exitCode = 2
      return
    }
    const mismatches = await auditBilling(desk, { since })
    for (const m of mismatches) {
      this.logger.warning(`${m.problem}: payment ${m.payment} (${m.kind}, organisation ${m.organisationId}): Sceau ${m.sceau}, provider ${m.provider}`)
    }
    if (mismatches.length) {
      this.logger.error(`${mismatches.length} mismatch(es) between the payment provider and Sceau`)
      this.exitCode = 1
    } else this.logger.success(`No mismatch between the payment provider and Sceau${desk.gateway ? '' : ' (payments off: invoices checked only)'}`)
  }
}
