/* docs/product.md §4 borrowed time: a premium subscription 0 to 15 days from its end warns its administrators. */
import { LIMITS } from '@sceau/shared'
import type { CurrentUser } from '@sceau/api-client'

export type SubscriptionNotice = { kind: 'pending-payment' | 'no-renewal'; days: number }

const DAY_MS = 86_400_000

/** Days left before the subscription ends, when it is inside the borrowed-time window; null otherwise. */
export function borrowedTimeDays(user: CurrentUser, now: number): number | null {
  const subscription = user.organization?.subscription
  if (!subscription?.isPremium || !subscription.expireAt) return null
  const days = Math.ceil((Date.parse(subscription.expireAt) - now) / DAY_MS)
  return days >= 0 && days <= LIMITS.borrowedTimeDays ? days : null
}

export function subscriptionNotice(user: CurrentUser, now: number, paymentPending: boolean): SubscriptionNotice | null {
  const days = borrowedTimeDays(user, now)
  if (days === null) return null
  if (!user.organization?.subscription?.renew) return { kind: 'no-renewal', days }
  return paymentPending ? { kind: 'pending-payment', days } : null
}
