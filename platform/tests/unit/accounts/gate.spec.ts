import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import User from '#models/user'
import { gateStop } from '#middleware/auth_middleware'
import { throttled } from '#services/http/throttle'

function user(type: string, confirmed: boolean) {
  const u = new User()
  u.userType = type
  u.mailConfirmedAt = confirmed ? DateTime.now() : null
  return u
}

test.group('Route gate levels (docs/product.md §4 on the API)', () => {
  test('full: unconfirmed first, then cac without premium; confirmed: the mail only; none: nothing; notCac: no cac user', ({ assert }) => {
    assert.equal(gateStop('full', user('cac', false), false)?.code, 'E_MAIL_NOT_CONFIRMED')
    assert.equal(gateStop('full', user('cac', true), false)?.code, 'E_SUBSCRIPTION_REQUIRED')
    assert.isNull(gateStop('full', user('cac', true), true))
    assert.isNull(gateStop('full', user('user', true), false))
    assert.equal(gateStop('confirmed', user('user', false), true)?.code, 'E_MAIL_NOT_CONFIRMED')
    assert.isNull(gateStop('confirmed', user('cac', true), false))
    assert.isNull(gateStop('none', user('cac', false), false))
    assert.equal(gateStop('notCac', user('cac', true), true)?.code, 'E_CAC_SUBSCRIPTIONS')
    assert.equal(gateStop('notCac', user('cac', true), false)?.code, 'E_SUBSCRIPTION_REQUIRED')
    assert.isNull(gateStop('notCac', user('user', true), false))
  })

  test('lockouts say seconds under a minute, minutes beyond', ({ assert }) => {
    assert.deepInclude(throttled(42), { status: 429, messageKey: 'errors.tooManyRequests', data: { seconds: 42, minutes: 1 } })
    assert.deepInclude(throttled(61), { messageKey: 'errors.lockedOut', data: { seconds: 61, minutes: 2 } })
    assert.deepInclude(throttled(0.2), { data: { seconds: 1, minutes: 1 } })
  })
})
