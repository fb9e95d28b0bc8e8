import db from '@adonisjs/lucid/services/db'
import type { LoggerService } from '@sceau/plugin-sdk/server'
import { LIMITS } from '@sceau/shared'
import Organisation from '#models/organisation'
import { isUniqueViolation } from '#services/engines/db_errors'
import type { OffSessionResult } from '#billing/payment_gateway'
import type { BillingMailer } from '#billing/billing_mailer'
import type { PaymentRow } from '#billing/billing_tables'
import { billingAccounts } from '#billing/billing_accounts'
import type { BillingCatalogue } from '#billing/billing_catalogue'
import { PAYMENT_ERRORS } from '#billing/billing_errors'
import type { BillingProvider } from '#billing/billing_provider'
import type { PaymentOutcomes } from '#billing/payment_outcomes'
import { payments } from '#billing/payments'
import { extraMembersOf } from '#billing/subscription_ledger'

/** Premium subscriptions renewed off-session with the card on file, once per period. */
export class Renewals {
  constructor(
    private provider: BillingProvider,
    private catalogue: BillingCatalogue,
    private outcomes: PaymentOutcomes,
    private logger: LoggerService,
    private mailer: BillingMailer | null
  ) {}

  /** Premium organisations renewing within 15 days of expiry are charged once per period, off-session (never once it has ended). */
  async renewDue(now = new Date()) {
    if (!this.provider.gateway) return 0
    const horizon = new Date(now.getTime() + LIMITS.borrowedTimeDays * 86_400_000)
    const due = await Organisation.query()
      .where('plan', 'premium')
      .where('plan_renews', true)
      .where('plan_expires_at', '>', now)
      .where('plan_expires_at', '<=', horizon)
    let charged = 0
    for (const organisation of due) {
      try {
        if (await this.renew(organisation)) charged++
      } catch (error) {
        this.logger.warn('billing: renewal failed', { organisationId: organisation.id, error: String(error) })
      }
    }
    return charged
  }

  /** One renewal per organisation and period: the ref (and the provider's idempotency key) is the expiry being renewed. */
  async renew(organisation: Organisation) {
    const gateway = this.provider.required()
    const period = organisation.planExpiresAt!.toUTC().toISO()!
    const ref = `renewal:${organisation.id}:${period}`
    const existing = await payments.byChargeRef(ref)
    const interrupted =
      existing?.status === 'pending' &&
      !existing.paymentIntentId &&
      !existing.checkoutSessionId &&
      (existing.error === null || existing.error === PAYMENT_ERRORS.organization)
    if (existing && !interrupted) return false
    const extraMembers = extraMembersOf(organisation)
    // The renewal speaks the language its subscription was bought in.
    const bought = await db
      .from('billing_payments')
      .where('organisation_id', organisation.id)
      .whereIn('kind', ['subscription', 'renewal'])
      .orderBy('id', 'desc')
      .first()
    const locale: string = bought?.locale ?? 'fr'
    let payment: PaymentRow
    try {
      // A charge cut off before its answer was recorded (crash, Stripe unreachable) is asked again
      // under the same idempotency key: Stripe answers the same PaymentIntent, never a second charge.
      payment =
        existing ??
        (await payments.create({
          organisationId: organisation.id,
          userId: null,
          kind: 'renewal',
          amountCents: this.catalogue.subscriptionPrice(extraMembers),
          description: extraMembers > 0 ? this.catalogue.product(locale, 'renewalMembers', { count: extraMembers }) : this.catalogue.product(locale, 'renewal'),
          extraMembers,
          locale,
          chargeRef: ref,
        }))
    } catch (error) {
      if (isUniqueViolation(error)) return false
      throw error
    }
    const account = await billingAccounts.find(organisation.id)
    if (!account?.cardPaymentMethodId || !account.providerCustomerId) {
      await payments.update(payment.id, { error: PAYMENT_ERRORS.missingInformation })
      await this.#tellAdmins(organisation)
      return true
    }
    let result: OffSessionResult
    try {
      result = await gateway.chargeOffSession({
        customerId: account.providerCustomerId,
        paymentMethodId: account.cardPaymentMethodId,
        amountCents: payment.amountCents,
        description: payment.description,
        paymentUid: payment.uid,
        idempotencyKey: `sceau-renewal-${organisation.id}-${period}`,
      })
    } catch (error) {
      await payments.update(payment.id, { error: PAYMENT_ERRORS.organization })
      throw error
    }
    await this.outcomes.applyIntent(payment, result)
    if (result.status === 'failed') await this.#tellAdmins(organisation)
    return true
  }

  /** The renewal was not paid: the administrators hear of it once (the banner says it too). */
  async #tellAdmins(organisation: Organisation) {
    await this.mailer?.renewalFailed(organisation.id, organisation.planExpiresAt?.toJSDate() ?? null).catch((error: unknown) => {
      this.logger.warn('billing: renewal mail not queued', { organisationId: organisation.id, error: String(error) })
    })
  }
}
