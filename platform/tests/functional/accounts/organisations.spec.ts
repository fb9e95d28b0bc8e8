import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { Browser } from '@sceau/testing/browser'
import { MailCatcher, linkIn, mailQueueSettled } from '@sceau/testing/mail_catcher'
import { PASSWORD, grantPlan, signUp, uniqueEmail } from '@sceau/testing/personas'
import type { Json } from '@sceau/testing/browser'

test.group('Organisations: several per user, switching, creating, renaming', (group) => {
  group.teardown(() => mailQueueSettled())
  test('a second organisation becomes active; the list (docs/product.md §7 shape) and the switch follow', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    const created = await account.browser.post('/organizations', { name: 'Cabinet Lovelace' })
    assert.equal(created.status, 201)
    assert.equal(created.body.role, 'admin')
    assert.isFalse(created.body.personal)
    assert.equal(created.body.subscription.plan, 'free')

    const list = await account.browser.get('/users/organizations')
    assert.equal(list.status, 200)
    assert.deepEqual(
      list.body.map((entry: Json) => ({
        id: entry.organization._id,
        name: entry.organization.name,
        logo: entry.organization.custom.logo,
        isActive: entry.isActive,
      })),
      [
        { id: account.organisationId, name: 'Ada Lovelace', logo: null, isActive: false },
        { id: created.body.id, name: 'Cabinet Lovelace', logo: null, isActive: true },
      ]
    )
    const me = await account.browser.get('/users/me')
    assert.equal(me.body.organization.id, created.body.id)
    assert.equal(me.body.organizationsCount, 2)

    const back = await account.browser.post(`/users/organizations/${account.organisationId}/active`)
    assert.equal(back.status, 200)
    assert.equal(back.body.organization.id, account.organisationId)
    assert.deepEqual(
      back.body.organizations.map((o: { isActive: boolean }) => o.isActive),
      [true, false]
    )
  })

  test('switching to an organisation one does not belong to: "organization change failed", nothing changes', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    const stranger = await signUp()
    for (const id of [stranger.organisationId, '999999999', 'abc']) {
      const answer = await account.browser.post(`/users/organizations/${id}/active`)
      assert.equal(answer.status, 403)
      assert.deepEqual(answer.body.error, { code: 'E_ORGANIZATION_CHANGE_FAILED', message: 'Organization change failed' })
    }
    const french = await new Browser('fr').post(`/users/organizations/${stranger.organisationId}/active`)
    assert.equal(french.status, 401)
    account.browser.cookies.set('sceau_locale', 'fr')
    const translated = await account.browser.post(`/users/organizations/${stranger.organisationId}/active`)
    assert.equal(translated.body.error.message, 'Le changement d’organisation a échoué')
    assert.equal((await account.browser.get('/users/me')).body.organization.id, account.organisationId)
  })

  test('renaming: administrators only; bad names change nothing', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    const renamed = await account.browser.patch(`/organizations/${account.organisationId}`, { name: '  Atelier Ada  ' })
    assert.equal(renamed.status, 200)
    assert.equal(renamed.body.name, 'Atelier Ada')
    for (const name of ['', '   ', null, 'x'.repeat(121)]) {
      const bad = await account.browser.patch(`/organizations/${account.organisationId}`, { name })
      assert.equal(bad.status, 422)
      assert.match(bad.body.error.fields.name, /^(Required field|At most 120 characters)$/)
    }
    const create = await account.browser.post('/organizations', { name: '' })
    assert.equal(create.body.error.fields.name, 'Required field')
    assert.equal((await account.browser.get(`/organizations/${account.organisationId}`)).body.name, 'Atelier Ada')
    assert.equal((await account.browser.get('/users/organizations')).body.length, 1)
  })
})

test.group('Members and invitations (mail read from a real SMTP server)', (group) => {
  let mail: MailCatcher
  group.setup(async () => {
    mail = await MailCatcher.start()
    return () => mail.stop()
  })

  async function premiumAdmin(members = 5, language = 'en') {
    const admin = await signUp({ language, firstname: 'Grace', lastname: 'Hopper' })
    await grantPlan(admin.organisationId, 'premium', members)
    return admin
  }

  test('an invitee without an account signs up through the link and joins, mail proven by the link', async ({ assert }) => {
    const admin = await premiumAdmin(5, 'fr')
    const invitee = uniqueEmail('invitee')
    const sent = await admin.browser.post(`/organizations/${admin.organisationId}/invitations`, { email: invitee.toUpperCase() })
    assert.equal(sent.status, 201)
    assert.equal(sent.body.email, invitee)
    assert.isString(sent.body.sentAt)

    const received = await mail.waitFor(invitee, `Grace Hopper vous invite à rejoindre son espace sur Sceau`)
    const link = linkIn(received, /\/signin\?invitation=/)
    const token = link.searchParams.get('invitation')!
    const visitor = new Browser('en')
    const shown = await visitor.get(`/invitations/${token}`)
    assert.equal(shown.status, 200)
    assert.deepInclude(shown.body, { email: invitee, accountExists: false })
    assert.equal(shown.body.organization.name, 'Grace Hopper')

    const joined = await visitor.post('/users', {
      firstname: 'Katherine',
      lastname: 'Johnson',
      email: invitee,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      terms: true,
      invitation: token,
    })
    assert.equal(joined.status, 201)
    assert.isTrue(joined.body.mailConfirmed)
    assert.equal(joined.body.organizationsCount, 2)
    assert.equal(joined.body.organization.id, admin.organisationId, 'the inviting organisation is the active one')
    const me = (await visitor.get('/users/me')).body
    assert.equal(me.organization.id, admin.organisationId, 'and stays so on the next request')
    assert.deepEqual(me.organization.administrators, ['Grace Hopper'], 'a member is told whom to ask')
    assert.isNull((await admin.browser.get('/users/me')).body.organization.administrators)
    assert.lengthOf(
      mail.to(invitee).filter((m) => /Confirm/.test(m.parsed.subject ?? '')),
      0
    )

    const members = await admin.browser.get(`/organizations/${admin.organisationId}/members`)
    assert.isTrue(members.body.allowed)
    assert.deepEqual(
      members.body.members.map((m: { email: string; role: string }) => [m.email, m.role]),
      [
        [admin.email, 'admin'],
        [invitee, 'member'],
      ]
    )
    assert.equal(members.body.memberLimit, 6)
    assert.equal(members.body.remainingMembers, 4)
    assert.isTrue(members.body.members[1].rights['transfer.password'])
    assert.equal((await visitor.get(`/invitations/${token}`)).status, 410, 'the link is used up')
  })

  test('an existing user sees the invitation in the account settings, accepts one and declines another', async ({ assert }) => {
    const admin = await premiumAdmin()
    const other = await premiumAdmin()
    const user = await signUp({ language: 'en' })
    await admin.browser.post(`/organizations/${admin.organisationId}/invitations`, { email: user.email })
    await other.browser.post(`/organizations/${other.organisationId}/invitations`, { email: user.email })
    await mail.waitFor(user.email, /invites you to join/)

    const pending = await user.browser.get('/users/me/invitations')
    assert.lengthOf(pending.body.invitations, 2)
    const byOrganisation = (id: string) => pending.body.invitations.find((i: Json) => i.organization.id === id)
    const [fromOther, fromAdmin] = [byOrganisation(other.organisationId), byOrganisation(admin.organisationId)]
    assert.equal(fromAdmin.organization.id, admin.organisationId)
    assert.deepEqual(fromAdmin.invitedBy, { firstname: 'Grace', lastname: 'Hopper' })

    assert.equal((await user.browser.post(`/users/me/invitations/${fromAdmin.id}/accept`)).status, 200)
    assert.equal((await user.browser.get('/users/me')).body.organization.id, admin.organisationId, 'accepting moves the user to the inviting organisation')
    assert.equal((await user.browser.post(`/users/me/invitations/${fromOther.id}/decline`)).status, 204)
    assert.lengthOf((await user.browser.get('/users/me/invitations')).body.invitations, 0)
    const organisations = (await user.browser.get('/users/organizations')).body.map((o: { organization: { _id: string } }) => o.organization._id)
    assert.sameMembers(organisations, [user.organisationId, admin.organisationId])
    assert.equal((await user.browser.post(`/users/me/invitations/${fromAdmin.id}/accept`)).status, 410)

    const stranger = await signUp()
    assert.equal((await stranger.browser.post(`/users/me/invitations/${fromAdmin.id}/accept`)).status, 404, 'not addressed to them')
  })

  test('the member limit counts members and pending invitations; freed by deleting one', async ({ assert }) => {
    const admin = await premiumAdmin(1)
    const first = await admin.browser.post(`/organizations/${admin.organisationId}/invitations`, { email: uniqueEmail('a') })
    assert.equal(first.status, 201)
    assert.equal((await admin.browser.get(`/users/me`)).body.organization.remainingMembers, 0)
    const refused = await admin.browser.post(`/organizations/${admin.organisationId}/invitations`, { email: uniqueEmail('b') })
    assert.equal(refused.status, 403)
    assert.equal(refused.body.error.code, 'E_MEMBER_LIMIT')

    const listed = await admin.browser.get(`/organizations/${admin.organisationId}/invitations`)
    assert.deepEqual(
      listed.body.invitations.map((i: { id: string }) => i.id),
      [first.body.id]
    )
    assert.equal((await admin.browser.delete(`/organizations/${admin.organisationId}/invitations/${first.body.id}`)).status, 204)
    assert.equal((await admin.browser.post(`/organizations/${admin.organisationId}/invitations`, { email: uniqueEmail('b') })).status, 201)
  })

  test('duplicates are refused; a deleted invitation link is "Request expired"; resend sends a new link', async ({ assert }) => {
    const admin = await premiumAdmin()
    const member = await signUp()
    await admin.browser.post(`/organizations/${admin.organisationId}/invitations`, { email: member.email })
    const invitation = (await member.browser.get('/users/me/invitations')).body.invitations[0]
    await member.browser.post(`/users/me/invitations/${invitation.id}/accept`)
    const already = await admin.browser.post(`/organizations/${admin.organisationId}/invitations`, { email: member.email })
    assert.equal(already.status, 409)
    assert.equal(already.body.error.code, 'E_ALREADY_MEMBER')

    const email = uniqueEmail('twice')
    const sent = await admin.browser.post(`/organizations/${admin.organisationId}/invitations`, { email })
    const twice = await admin.browser.post(`/organizations/${admin.organisationId}/invitations`, { email })
    assert.equal(twice.body.error.code, 'E_ALREADY_INVITED')
    const firstToken = linkIn(await mail.waitFor(email), /invitation=/).searchParams.get('invitation')!
    assert.equal((await admin.browser.post(`/organizations/${admin.organisationId}/invitations/${sent.body.id}/resend`)).status, 200)
    await waitForMails(mail, email, 2)
    const secondToken = linkIn(mail.to(email)[1], /invitation=/).searchParams.get('invitation')!
    assert.equal((await new Browser().get(`/invitations/${firstToken}`)).status, 410)
    assert.equal((await new Browser().get(`/invitations/${secondToken}`)).status, 200)
    await admin.browser.delete(`/organizations/${admin.organisationId}/invitations/${sent.body.id}`)
    const gone = await new Browser('en').get(`/invitations/${secondToken}`)
    assert.deepEqual(gone.body.error, { code: 'E_REQUEST_EXPIRED', message: 'Request expired' })

    const bad = await admin.browser.post(`/organizations/${admin.organisationId}/invitations`, { email: 'nope' })
    assert.equal(bad.body.error.fields.email, 'Please enter a valid email address')
    const badRights = await admin.browser.post(`/organizations/${admin.organisationId}/invitations`, {
      email: uniqueEmail('r'),
      rights: { 'organization.nbMember': false },
    })
    assert.equal(badRights.status, 422)
    assert.equal(badRights.body.error.fields.rights, 'Some rights do not exist for this organization')
  })

  test('a free plan shows the "not allowed by subscription" notice and refuses invitations', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    const members = await admin.browser.get(`/organizations/${admin.organisationId}/members`)
    assert.equal(members.status, 200)
    assert.isFalse(members.body.allowed)
    assert.equal(members.body.memberLimit, 1)
    const refused = await admin.browser.post(`/organizations/${admin.organisationId}/invitations`, { email: uniqueEmail('x') })
    assert.equal(refused.status, 403)
    assert.deepEqual(refused.body.error, { code: 'E_NOT_ALLOWED_BY_SUBSCRIPTION', message: 'Your subscription does not allow this feature' })
  })

  test('administrators switch rights off per member; the member holds fewer permissions there, and may be removed', async ({ assert }) => {
    const admin = await premiumAdmin()
    const member = await signUp({ language: 'en' })
    await admin.browser.post(`/organizations/${admin.organisationId}/invitations`, { email: member.email })
    const invitation = (await member.browser.get('/users/me/invitations')).body.invitations[0]
    await member.browser.post(`/users/me/invitations/${invitation.id}/accept`)
    await member.browser.post(`/users/organizations/${admin.organisationId}/active`)
    let me = (await member.browser.get('/users/me')).body
    assert.equal(me.role, 'member')
    assert.notProperty(me.permissions, 'admin')
    assert.notProperty(me.permissions, 'organization')
    assert.isTrue(me.permissions.transfer.password)

    const edited = await admin.browser.patch(`/organizations/${admin.organisationId}/members/${member.userId}`, {
      rights: { 'transfer.password': false, addressBook: false },
    })
    assert.equal(edited.status, 200)
    assert.isFalse(edited.body.rights['transfer.password'])
    me = (await member.browser.get('/users/me')).body

    assert.isFalse(me.permissions.transfer.password)
    assert.isFalse(me.permissions.addressBook)
    assert.equal((await member.browser.get(`/organizations/${admin.organisationId}/contacts`)).status, 403)

    assert.equal((await member.browser.get(`/organizations/${admin.organisationId}/members`)).status, 403, 'members do not manage members')
    assert.equal((await member.browser.patch(`/organizations/${admin.organisationId}/members/${admin.userId}`, { role: 'member' })).status, 403)

    assert.equal((await admin.browser.delete(`/organizations/${admin.organisationId}/members/${member.userId}`)).status, 204)
    me = (await member.browser.get('/users/me')).body
    assert.equal(me.organization.id, member.organisationId, 'back to the personal organisation')
    assert.equal(me.organizationsCount, 1)
    assert.equal((await member.browser.get(`/organizations/${admin.organisationId}`)).status, 404)
  })

  test('an organisation keeps an administrator; the personal owner stays; members may leave', async ({ assert }) => {
    const admin = await premiumAdmin()
    const shared = await admin.browser.post('/organizations', { name: 'Shared' })
    await grantPlan(shared.body.id, 'premium')
    const member = await signUp()
    await admin.browser.post(`/organizations/${shared.body.id}/invitations`, { email: member.email })
    const invitation = (await member.browser.get('/users/me/invitations')).body.invitations[0]
    await member.browser.post(`/users/me/invitations/${invitation.id}/accept`)

    const lastAdmin = await admin.browser.delete(`/organizations/${shared.body.id}/members/${admin.userId}`)
    assert.equal(lastAdmin.status, 409)
    assert.equal(lastAdmin.body.error.code, 'E_LAST_ADMIN')
    assert.equal((await admin.browser.patch(`/organizations/${shared.body.id}/members/${admin.userId}`, { role: 'member' })).body.error.code, 'E_LAST_ADMIN')
    const owner = await admin.browser.delete(`/organizations/${admin.organisationId}/members/${admin.userId}`)
    assert.equal(owner.body.error.code, 'E_OWNER')

    assert.equal((await admin.browser.patch(`/organizations/${shared.body.id}/members/${member.userId}`, { role: 'admin' })).status, 200)
    assert.equal((await admin.browser.delete(`/organizations/${shared.body.id}/members/${admin.userId}`)).status, 204, 'another admin remains')
    assert.equal((await member.browser.delete(`/organizations/${shared.body.id}/members/${member.userId}`)).body.error.code, 'E_LAST_ADMIN')
    const rows = await db.from('organisation_members').where('organisation_id', Number(shared.body.id))
    assert.lengthOf(rows, 1)
  })
})

async function waitForMails(mail: MailCatcher, to: string, count: number) {
  const { waitFor } = await import('@sceau/testing/wait_for')
  await waitFor(() => mail.to(to).length >= count, `${count} mails to ${to}`)
}
