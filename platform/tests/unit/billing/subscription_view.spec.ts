import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import Organisation from '#models/organisation'
import type { PaymentRow } from '#billing/billing_tables'
import { subscriptionView } from '#billing/subscription_ledger'

const NOW = new Date('2026-06-01T12:00:00Z')
const DAY = 86_400_000

function organisation(values: { plan: 'free' | 'premium'; expiresInDays?: number | null; renews?: boolean; memberSlots?: number | null }) {
  const row = new Organisation()
  row.plan = values.plan
  row.planExpiresAt =
    values.expiresInDays === undefined || values.expiresInDays === null ? null : DateTime.fromJSDate(new Date(NOW.getTime() + values.expiresInDays * DAY))
  row.planRenews = values.renews ?? false
  row.memberSlots = values.memberSlots ?? null
  return row
}

const pending = (kind: PaymentRow['kind'], paymentIntentId: string | null = null) => ({ kind, paymentIntentId, status: 'pending' }) as PaymentRow

test.group('Subscription view (docs/product.md §4 states)', () => {
  test('free, granted without end, active, expiring in borrowed time, renewing, cancelled, expired', ({ assert }) => {
    assert.include(subscriptionView(organisation({ plan: 'free' }), [], NOW), { state: 'none', plan: 'free', isPremium: false, daysLeft: null })
    assert.include(subscriptionView(organisation({ plan: 'premium' }), [], NOW), { state: 'active', isPremium: true, expireAt: null, nextDebitAt: null })
    const active = subscriptionView(organisation({ plan: 'premium', expiresInDays: 200, renews: true }), [], NOW)
    assert.include(active, { state: 'active', renew: true, daysLeft: null })
    assert.equal(active.nextDebitAt, new Date(NOW.getTime() + 185 * DAY).toISOString(), 'the debit date is 15 days before expiry')
    assert.include(subscriptionView(organisation({ plan: 'premium', expiresInDays: 15, renews: true }), [], NOW), { state: 'expiring', daysLeft: 15 })
    assert.include(subscriptionView(organisation({ plan: 'premium', expiresInDays: 16, renews: true }), [], NOW), { state: 'active', daysLeft: null })
    assert.include(subscriptionView(organisation({ plan: 'premium', expiresInDays: 0.5, renews: true }), [], NOW), { state: 'expiring', daysLeft: 1 })
    assert.include(subscriptionView(organisation({ plan: 'premium', expiresInDays: 10, renews: true }), [pending('renewal')], NOW), {
      state: 'renewing',
      daysLeft: 10,
    })
    assert.include(subscriptionView(organisation({ plan: 'premium', expiresInDays: 10 }), [], NOW), {
      state: 'cancelled',
      renew: false,
      daysLeft: 10,
      nextDebitAt: null,
    })
    assert.include(subscriptionView(organisation({ plan: 'premium', expiresInDays: -1, renews: true }), [pending('renewal')], NOW), {
      state: 'expired',
      isPremium: false,
      plan: 'free',
      daysLeft: null,
    })
  })

  test('the next debit follows the plan end and is never in the past: "in progress" once the 15-day window has started (issue 25)', ({ assert }) => {
    // The reported case: 10 days left, renewal on: the debit day (5 days ago) is not shown as a date.
    const started = subscriptionView(organisation({ plan: 'premium', expiresInDays: 10, renews: true }), [], NOW)
    assert.include(started, { nextDebitAt: null, debitInProgress: true, state: 'expiring' })
    const tomorrow = subscriptionView(organisation({ plan: 'premium', expiresInDays: 16, renews: true }), [], NOW)
    assert.include(tomorrow, { nextDebitAt: new Date(NOW.getTime() + DAY).toISOString(), debitInProgress: false })
    for (const days of [0.5, 1, 5, 14.9, 15, 16, 30, 365]) {
      const view = subscriptionView(organisation({ plan: 'premium', expiresInDays: days, renews: true }), [], NOW)
      if (view.nextDebitAt !== null) assert.isAbove(new Date(view.nextDebitAt).getTime(), NOW.getTime(), `${days} days left`)
      else assert.isTrue(view.debitInProgress, `${days} days left`)
    }
    assert.include(
      subscriptionView(organisation({ plan: 'premium', expiresInDays: 10 }), [], NOW),
      { nextDebitAt: null, debitInProgress: false },
      'renewal off'
    )
  })

  test('a plan granted by an operator without renewal is active until its end, not "cancelled" (issue 33)', ({ assert }) => {
    const granted = organisation({ plan: 'premium', expiresInDays: 10 })
    assert.include(subscriptionView(granted, [], NOW, { bought: false }), { state: 'active', renew: false, daysLeft: 10 })
    assert.include(subscriptionView(granted, [], NOW, { bought: true }), { state: 'cancelled' }, 'a bought plan whose renewal was turned off')
  })

  test('activation in progress only once a subscription was paid on the provider page; extra members above the five included', ({ assert }) => {
    assert.equal(subscriptionView(organisation({ plan: 'free' }), [pending('subscription')], NOW).state, 'none', 'a Checkout merely opened')
    assert.equal(subscriptionView(organisation({ plan: 'free' }), [pending('subscription', 'pi_1')], NOW).state, 'activation_in_progress')
    assert.equal(subscriptionView(organisation({ plan: 'premium', expiresInDays: 300, renews: true, memberSlots: 8 }), [], NOW).extraMembers, 3)
  })

  test('additional members mean people besides the administrator: 5 included, bought ones on top, the number the members screen counts against', ({
    assert,
  }) => {
    assert.include(subscriptionView(organisation({ plan: 'premium', expiresInDays: 300, renews: true }), [], NOW), {
      includedMembers: 5,
      extraMembers: 0,
      additionalMembers: 5,
    })
    assert.include(subscriptionView(organisation({ plan: 'premium', expiresInDays: 300, renews: true, memberSlots: 8 }), [], NOW), {
      includedMembers: 5,
      extraMembers: 3,
      additionalMembers: 8,
    })
    assert.include(subscriptionView(organisation({ plan: 'free' }), [], NOW), { additionalMembers: 0, extraMembers: 0 })
  })
})
