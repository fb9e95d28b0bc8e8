import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { BillingDesk } from '#billing/billing_desk'

/** `node ace billing:reconcile`: asks the payment provider about every pending payment now, then runs due renewals. */
export default class BillingReconcile extends BaseCommand {
  static commandName = 'billing:reconcile'
  static description = 'Apply what the payment provider says about pending payments, and charge due renewals'
  static options: CommandOptions = { startApp: true }

  async run() {
    const desk = await this.app.container.make(BillingDesk)
    if (!desk.gateway) {
      this.logger.info('Payments are off (no STRIPE_SECRET_KEY): nothing to reconcile')
      return
    }
    const applied = await desk.reconcile()
    const renewed = await desk.renewDue()
    this.logger.success(`${applied} pending payment(s) settled, ${renewed} renewal(s) charged`)
  }
}
