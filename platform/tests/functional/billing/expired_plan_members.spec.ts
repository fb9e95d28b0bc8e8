import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { joinOrganisation, signUp, type TestAccount } from '@sceau/testing/personas'
import { uniqueEmail } from '@sceau/testing/unique'
import { INFO, sessionOf, useStripeBilling, type StripeBilling } from './support/stripe_billing.js'

const DAY = 86_400_000

async function subscribe(s: StripeBilling, admin: TestAccount, extra: Record<string, unknown> = {}) {
  const started = await admin.browser.post('/billing/subscription/checkout', { info: INFO, ...extra })
  if (started.status !== 201) throw new Error(`checkout refused: ${JSON.stringify(started.body)}`)
  if ((await s.stripe.pay(await sessionOf(started.body.payment.uid))).status !== 'paid') throw new Error('payment declined')
}

/** What the administrator is shown and allowed: the subscription view, the members screen, the organisation, an invitation. */
async function membersSeen(admin: TestAccount) {
  const subscription = (await admin.browser.get('/billing')).body.subscription
  const members = (await admin.browser.get(`/organizations/${admin.organisationId}/members`)).body
  const organisation = (await admin.browser.get(`/organizations/${admin.organisationId}`)).body
  const invitation = await admin.browser.post(`/organizations/${admin.organisationId}/invitations`, { email: uniqueEmail('invitee') })
  return { subscription, members, organisation, invitation }
}

/**
 * Issue 25 (one meaning of "additional member"): an organisation whose paid plan ended keeps the
 * member slots it had bought (organisations.member_slots, kept so that the numbers of its last
 * subscription are known), but the free plan grants what the free plan allows: the administrator
 * alone. Before the fix the permissions took member_slots whatever the plan (planPermissions('free',
 * { nbMember: 8 })): the members screen said 9 people and invitations went out, while the
 * subscription view said 0 additional members.
 */
test.group('An expired paid plan: the free plan grants its own number of members, and every screen says the same', (group) => {
  let s: StripeBilling & { stop(): Promise<void> }
  group.setup(async () => {
    s = await useStripeBilling()
    return () => s.stop()
  })

  test('after the end of a plan bought with 3 extra members: no additional member granted or shown; subscribing again grants the new number', async ({
    assert,
  }) => {
    const admin = await signUp({ language: 'en' })
    const organisationId = Number(admin.organisationId)
    await subscribe(s, admin, { extraMembers: 3 })
    const member = await signUp({ language: 'en' })
    await joinOrganisation(admin, member)

    const paid = await membersSeen(admin)
    assert.include(paid.subscription, { isPremium: true, includedMembers: 5, extraMembers: 3, additionalMembers: 8 })
    assert.include(paid.members, { memberLimit: 9 })
    assert.include(paid.organisation, { memberLimit: 9 })
    assert.equal(paid.invitation.status, 201)

    // The plan ends (renewal off, its year over): the organisation row keeps what it had bought.
    await db
      .from('organisations')
      .where('id', organisationId)
      .update({ plan_renews: false, plan_expires_at: new Date(Date.now() - DAY) })
    assert.equal((await db.from('organisations').where('id', organisationId).first()).member_slots, 8)

    const expired = await membersSeen(admin)
    assert.include(expired.subscription, { plan: 'free', state: 'expired', isPremium: false, extraMembers: 0, additionalMembers: 0 })
    // The members screen and the organisation count against the same number: the administrator alone.
    assert.include(expired.members, { allowed: false, memberLimit: 1, remainingMembers: 0 })
    assert.include(expired.organisation, { memberLimit: 1, remainingMembers: 0 })
    // The free plan has no members to invite: the invitation is refused as the plan's, not as a full team's.
    assert.equal(expired.invitation.status, 403)
    assert.equal(expired.invitation.body.error.code, 'E_NOT_ALLOWED_BY_SUBSCRIPTION')
    assert.equal(expired.subscription.additionalMembers, expired.members.memberLimit - 1, 'the subscription view and the members screen agree')
    // Nobody is removed: the member who joined stays, the plan only stops granting more.
    assert.includeMembers(
      expired.members.members.map((m: { email: string }) => m.email),
      [admin.email, member.email]
    )
    // The administrator's own permissions say the same (what the web app reads to offer invitations).
    const me = (await admin.browser.get('/users/me')).body
    assert.equal(me.permissions.organization.nbMember, 0)

    // Subscribing again without extra members: the plan's 5, not the 8 of the old subscription.
    await subscribe(s, admin)
    const again = await membersSeen(admin)
    assert.include(again.subscription, { isPremium: true, extraMembers: 0, additionalMembers: 5 })
    assert.include(again.members, { memberLimit: 6 })
  })
})
