/*
 * The user of a logged-in request is read with their active organisation and membership in one
 * query (account_loader): the rows must come out exactly as Lucid's own finds read them, and a
 * membership that no longer exists must not be made up.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { signUp } from '@sceau/testing/personas'
import User from '#models/user'
import Organisation from '#models/organisation'
import OrganisationMember from '#models/organisation_member'
import { loadAccount, loadSessionWithAccount, takeLoadedMembership } from '#services/accounts/account_loader'
import { sessionIdOf } from '#tests/support/session_cookie'

test.group('Account loader', () => {
  test('reads the user, their active organisation and membership as Lucid reads each', async ({ assert }) => {
    const account = await signUp()
    const user = await loadAccount(account.userId)
    assert.exists(user)
    const found = await User.findOrFail(account.userId)
    assert.deepEqual(user!.serialize(), found.serialize())
    assert.deepEqual(user!.$original, found.$original)

    const membership = takeLoadedMembership(user!)
    assert.exists(membership)
    assert.equal(String(membership!.organisation.id), account.organisationId)
    assert.deepEqual(membership!.organisation.$original, (await Organisation.findOrFail(account.organisationId)).$original)
    const member = await OrganisationMember.query().where('organisation_id', account.organisationId).where('user_id', account.userId).firstOrFail()
    assert.deepEqual(membership!.member.$original, member.$original)
    // Taken once: a second ask goes to the database.
    assert.isUndefined(takeLoadedMembership(user!))
  })

  test('a membership removed since is not made up, and an unknown user is null', async ({ assert }) => {
    const account = await signUp()
    await db.from('organisation_members').where('organisation_id', account.organisationId).where('user_id', account.userId).delete()
    const user = await loadAccount(account.userId)
    assert.exists(user)
    assert.isUndefined(takeLoadedMembership(user!))
    assert.isNull(await loadAccount('999999999'))
  })

  test('each logged-in request reads the organisation the user made active', async ({ assert }) => {
    const account = await signUp()
    const created = await account.browser.post('/organizations', { name: 'Second organisation' })
    assert.equal(created.status, 201, JSON.stringify(created.body))
    assert.equal(String((await account.browser.get('/users/me')).body.organization.id), String(created.body.id))
    const back = await account.browser.post(`/users/organizations/${account.organisationId}/active`, {})
    assert.equal(back.status, 200, JSON.stringify(back.body))
    assert.equal(String((await account.browser.get('/users/me')).body.organization.id), account.organisationId)
  })
})

test.group('Account loader: the session row and its user at once', () => {
  test('a logged-in session row comes with its user and membership; its values verify as the store reads them', async ({ assert }) => {
    const account = await signUp()
    const sessionId = sessionIdOf(account.browser.cookies.get('sceau_session'))
    const row = await loadSessionWithAccount(sessionId)
    assert.exists(row)
    assert.equal(String(row!.user?.id), account.userId)
    assert.isAbove(row!.expiresAt.getTime(), Date.now())
    assert.equal(String(takeLoadedMembership(row!.user!)?.organisation.id), account.organisationId)
    assert.isNull(await loadSessionWithAccount('no-such-session'))

    // Untagged (as before a login): the row, no user.
    await db.from('sessions').where('id', sessionId).update({ user_id: null })
    assert.isNull((await loadSessionWithAccount(sessionId))!.user)
    // The guard still finds its user through the session's values.
    assert.equal((await account.browser.get('/users/me')).status, 200)
  })

  test('a session tagged with another user than its values name is not trusted for that user', async ({ assert }) => {
    const [first, second] = [await signUp(), await signUp()]
    const sessionId = sessionIdOf(first.browser.cookies.get('sceau_session'))
    await db.from('sessions').where('id', sessionId).update({ user_id: second.userId })
    const me = await first.browser.get('/users/me')
    assert.equal(me.status, 200)
    assert.equal(me.body.email, first.email, 'the user named by the signed session values, not the tag')
  })

  test('an expired session row is deleted and the request is anonymous', async ({ assert }) => {
    const account = await signUp()
    const sessionId = sessionIdOf(account.browser.cookies.get('sceau_session'))
    await db
      .from('sessions')
      .where('id', sessionId)
      .update({ expires_at: new Date(Date.now() - 1000) })
    assert.equal((await account.browser.get('/users/me')).status, 401)
    assert.equal(Number((await db.from('sessions').where('id', sessionId).count('* as n'))[0].n), 0)
  })
})
