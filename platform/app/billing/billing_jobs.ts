import { inject } from '@adonisjs/core'
import { Job, type JobRegistration } from '@sceau/plugin-sdk/server'
import { BillingDesk } from '#billing/billing_desk'

/** Every 5 minutes: pending payments asked of the provider again (a lost webhook is recovered). */
@inject()
export class BillingReconcileJob extends Job<Record<string, never>> {
  static jobName = 'platform:billing-reconcile'
  static retries = 1

  constructor(private desk: BillingDesk) {
    super()
  }

  async handle() {
    await this.desk.outcomes.reconcile()
  }
}

/** Hourly: subscriptions within 15 days of their expiry are charged off-session, once per period. */
@inject()
export class BillingRenewalJob extends Job<Record<string, never>> {
  static jobName = 'platform:billing-renewal'
  static retries = 1

  constructor(private desk: BillingDesk) {
    super()
  }

  async handle() {
    await this.desk.renewals.renewDue()
  }
}

export const billingJobs: JobRegistration[] = [
  { job: BillingReconcileJob, schedule: { every: '5 minutes' } },
  { job: BillingRenewalJob, schedule: { every: '1 hour' } },
]
