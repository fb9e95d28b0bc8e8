import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { SubscriptionView } from '@sceau/api-client/billing'
import { LIMITS, PLANS, isPremium } from '@sceau/shared'
import { readDate } from '@sceau/plugin-sdk/server'
import type Organisation from '#models/organisation'
import { affected } from '#billing/payments'
import type { PaymentRow } from '#billing/billing_tables'

const DAY_MS = 86_400_000

/** Additional members the paid plan includes; a subscription's extra members come on top. */
export const INCLUDED_MEMBERS = PLANS.premium.nbMember

/** Extra members an organisation pays for now (member slots above the plan's). */
export function extraMembersOf(organisation: Organisation) {
  return organisation.memberSlots === null ? 0 : Math.max(0, organisation.memberSlots - INCLUDED_MEMBERS)
}

/**
 * The one place an organisation's premium state changes from a payment (ADR 0006 §1): a confirmed
 * subscription or renewal payment adds a year from the later of now and the current expiry, inside
 * the payment's transaction (the organisation row is locked on PostgreSQL).
 */
export const SubscriptionLedger = {
  async fulfil(trx: TransactionClientContract, organisationId: number, extraMembers: number, now = new Date()) {
    // Optimistic: the update applies only if the expiry read is still the stored one (portable, no row lock).
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = await trx.from('organisations').where('id', organisationId).select('plan', 'plan_expires_at').first()
      if (!row) throw new Error(`Organisation ${organisationId} not found`)
      const stored = row.plan_expires_at === null || row.plan_expires_at === undefined ? null : readDate(row.plan_expires_at)
      const current = row.plan === 'premium' && stored ? stored : null
      const from = current && current.getTime() > now.getTime() ? current : now
      const query = trx.from('organisations').where('id', organisationId).where('plan', row.plan)
      if (stored) query.where('plan_expires_at', stored)
      else query.whereNull('plan_expires_at')
      const changed = await query.update({
        plan: 'premium',
        plan_expires_at: DateTime.fromJSDate(from).plus({ years: 1 }).toJSDate(),
        plan_renews: true,
        member_slots: extraMembers > 0 ? INCLUDED_MEMBERS + extraMembers : null,
        updated_at: now,
      })
      if (affected(changed) === 1) return
    }
    throw new Error(`Organisation ${organisationId}: its plan kept changing while a payment was applied`)
  },
}

/**
 * docs/product.md §4 subscription states from the organisation's plan and its pending payments. `bought`: the
 * organisation paid for a plan; one granted by an operator without renewal was never cancelled
 * (issue 33): it is active until its end.
 */
export function subscriptionView(organisation: Organisation, pending: PaymentRow[], now = new Date(), history: { bought?: boolean } = {}): SubscriptionView {
  const expireAt = organisation.planExpiresAt?.toJSDate() ?? null
  const premium = isPremium({ plan: organisation.plan, expiresAt: expireAt }, now)
  const renew = organisation.planRenews
  const msLeft = expireAt ? expireAt.getTime() - now.getTime() : null
  const borrowed = premium && msLeft !== null && msLeft <= LIMITS.borrowedTimeDays * DAY_MS
  const daysLeft = borrowed && msLeft !== null ? Math.max(0, Math.ceil(msLeft / DAY_MS)) : null
  const renewalPending = pending.some((p) => p.kind === 'renewal')
  // A subscription paid on the provider's page whose confirmation is awaited (its intent is known).
  const activating = pending.some((p) => p.kind === 'subscription' && p.paymentIntentId !== null)
  let state: SubscriptionView['state']
  if (premium) {
    if (!expireAt) state = 'active'
    else if (!renew) state = history.bought === false ? 'active' : 'cancelled'
    else if (renewalPending) state = 'renewing'
    else if (borrowed) state = 'expiring'
    else state = 'active'
  } else if (activating) state = 'activation_in_progress'
  else state = organisation.plan === 'premium' && expireAt ? 'expired' : 'none'
  // The debit date follows the plan's end; once it has come the debit is in progress, never a past date.
  const debitAt = premium && renew && expireAt ? new Date(expireAt.getTime() - LIMITS.borrowedTimeDays * DAY_MS) : null
  const debitInProgress = debitAt !== null && debitAt.getTime() <= now.getTime()
  return {
    plan: premium ? 'premium' : 'free',
    state,
    isPremium: premium,
    expireAt: expireAt?.toISOString() ?? null,
    renew: premium && renew,
    daysLeft,
    nextDebitAt: debitAt && !debitInProgress ? debitAt.toISOString() : null,
    debitInProgress,
    includedMembers: INCLUDED_MEMBERS,
    // What the running plan grants: an ended subscription's slots are kept on the row but grant nothing (the free plan's permissions).
    extraMembers: premium ? extraMembersOf(organisation) : 0,
    // The number the members screen counts against (its limit less the administrator).
    additionalMembers: premium ? (organisation.memberSlots ?? INCLUDED_MEMBERS) : 0,
  }
}
