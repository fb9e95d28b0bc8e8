// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { CurrentUser } from '@sceau/api-client'
import { subscriptionNotice } from './subscriptionNotice'

const NOW = Date.parse('2026-03-01T12:00:00Z')
const inDays = (days: number) => new Date(NOW + days * 86_400_000).toISOString()

function user(subscription: { isPremium: boolean; expireAt?: string; renew?: boolean }): CurrentUser {
  return { id: '1', email: 'a@b.c', mailConfirmed: true, permissions: { admin: true }, organization: { id: 'o', name: 'O', subscription } }
}

describe('subscriptionNotice (docs/product.md §4 borrowed time)', () => {
  it('warns 0 to 15 days before the end when renewal is off', () => {
    expect(subscriptionNotice(user({ isPremium: true, expireAt: inDays(15), renew: false }), NOW, false)).toEqual({ kind: 'no-renewal', days: 15 })
    expect(subscriptionNotice(user({ isPremium: true, expireAt: inDays(0), renew: false }), NOW, false)).toEqual({ kind: 'no-renewal', days: 0 })
    expect(subscriptionNotice(user({ isPremium: true, expireAt: inDays(16), renew: false }), NOW, false)).toBeNull()
    expect(subscriptionNotice(user({ isPremium: true, expireAt: inDays(-1), renew: false }), NOW, false)).toBeNull()
  })

  it('warns a renewing subscription only while a payment is pending', () => {
    const renewing = user({ isPremium: true, expireAt: inDays(3), renew: true })
    expect(subscriptionNotice(renewing, NOW, true)).toEqual({ kind: 'pending-payment', days: 3 })
    expect(subscriptionNotice(renewing, NOW, false)).toBeNull()
  })

  it('says nothing without a premium subscription', () => {
    expect(subscriptionNotice(user({ isPremium: false, expireAt: inDays(3), renew: false }), NOW, true)).toBeNull()
  })
})
