import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import db from '@adonisjs/lucid/services/db'
import PlanGrant from '#commands/plan_grant'
import AccountUpdate from '#commands/account_update'
import { Browser } from '@sceau/testing/browser'
import { mailQueueSettled } from '@sceau/testing/mail_catcher'
import { PASSWORD, signUp } from '@sceau/testing/personas'

async function run(command: typeof PlanGrant | typeof AccountUpdate, args: string[]) {
  await ace.boot()
  ace.ui.switchMode('raw')
  const instance = await ace.create(command, args)
  await instance.exec()
  return instance
}

test.group('Access gate of docs/product.md §4 on the API, and operator commands', (group) => {
  group.teardown(() => mailQueueSettled())
  test('cac users without premium reach only their subscription page; with premium they are let in', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    const made = await run(AccountUpdate, [account.email, '--type=cac'])
    made.assertSucceeded()

    const me = await account.browser.get('/users/me')
    assert.equal(me.status, 200, 'who am I always answers')
    assert.deepEqual(me.body.gate, { code: 'E_SUBSCRIPTION_REQUIRED', redirect: '/cac/subscriptions' })
    const refused = await account.browser.get(`/organizations/${account.organisationId}`)
    assert.equal(refused.status, 403)
    assert.deepEqual(refused.body.error, { code: 'E_SUBSCRIPTION_REQUIRED', message: 'A premium subscription is needed to use this area' })
    assert.equal((await account.browser.get('/users/organizations')).status, 200, 'the switcher stays usable')

    const granted = await run(PlanGrant, [account.email, 'premium', '--days=30', '--members=3'])
    granted.assertSucceeded()
    const after = await account.browser.get('/users/me')
    assert.isNull(after.body.gate)
    assert.equal(after.body.organization.subscription.plan, 'premium')
    assert.isTrue(after.body.organization.subscription.isPremium)
    assert.equal(after.body.organization.memberLimit, 4)
    assert.equal((await account.browser.get(`/organizations/${account.organisationId}`)).status, 200)
  })

  test('plan:grant by organisation id, with an end, third-party deposits, and refusals of bad arguments', async ({ assert }) => {
    const account = await signUp()
    ;(await run(PlanGrant, [account.organisationId, 'premium', '--days=1', '--third-party-deposits=yes'])).assertSucceeded()
    const row = await db.from('organisations').where('id', Number(account.organisationId)).first()
    assert.equal(row.plan, 'premium')
    assert.isNotNull(row.plan_expires_at)
    const me = (await account.browser.get('/users/me')).body
    assert.isTrue(me.permissions.consignment.isMandataire)

    // An expired premium is the free plan again.
    await db
      .from('organisations')
      .where('id', Number(account.organisationId))
      .update({ plan_expires_at: new Date('2000-01-01T00:00:00Z') })
    const lapsed = (await account.browser.get('/users/me')).body
    assert.isFalse(lapsed.premium)
    assert.equal(lapsed.permissions.transfer.limitations.sizeMax, 4096)

    ;(await run(PlanGrant, [account.organisationId, 'gold'])).assertFailed()
    ;(await run(PlanGrant, ['nobody@example.invalid', 'premium'])).assertFailed()
    ;(await run(PlanGrant, [account.organisationId, 'premium', '--days=0'])).assertFailed()
  })

  test('account:update confirms an address, lifts a lockout and logs out everywhere', async ({ assert }) => {
    const account = await signUp({ confirmed: false, language: 'en' })
    assert.equal((await account.browser.get(`/organizations/${account.organisationId}`)).body.error.code, 'E_MAIL_NOT_CONFIRMED')
    ;(await run(AccountUpdate, [account.email, '--confirm'])).assertSucceeded()
    assert.equal((await account.browser.get(`/organizations/${account.organisationId}`)).status, 200)

    const browser = new Browser('en')
    for (let i = 0; i < 5; i++) await browser.post('/users/sessions', { email: account.email, password: 'Wrong-pass-1' })
    assert.equal((await browser.post('/users/sessions', { email: account.email, password: PASSWORD })).status, 429)
    ;(await run(AccountUpdate, [account.email, '--unlock'])).assertSucceeded()
    assert.equal((await browser.post('/users/sessions', { email: account.email, password: PASSWORD })).status, 200)

    ;(await run(AccountUpdate, [account.email, '--logout'])).assertSucceeded()
    assert.equal((await browser.get('/users/me')).status, 401)
    assert.equal((await account.browser.get('/users/me')).status, 401)
    ;(await run(AccountUpdate, [account.email, '--type=admin'])).assertFailed()
  })
})
