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
import { loadAccount, takeLoadedMembership } from '#services/account_loader'

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
