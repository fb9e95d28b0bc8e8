/*
 * Member rights (docs/product.md §6) beyond the statuses of the authorization table's member-rights rows: a
 * refused call changes nothing, a member's list and stats hold their own transfers, a password is
 * neither set nor removed without the right even on one's own transfer, a right switched back on
 * applies at once, and what each plan grants the plugins.
 */
import { test } from '@japa/runner'
import { grantPlan, signUp, team, type Team, type TestAccount } from '@sceau/testing/personas'
import { mailQueueSettled } from '@sceau/testing/mail_catcher'
import { sendTransfer, unsealedDeposit } from './support/transfers.js'

test.group('Member rights: transfers belong to their creator and the administrators', (group) => {
  group.teardown(() => mailQueueSettled())
  let t: Team
  group.setup(async () => {
    t = await team()
  })

  test('a colleague cannot read, unprotect, resend or delete a transfer; its creator and an administrator can', async ({ assert }) => {
    const protectedTransfer = await sendTransfer(t.creator.browser, { mode: 'email', password: 'Secret-pass-1' })
    const path = `/transfer/transfers/${protectedTransfer.id}`

    // The colleague: nothing, and the password is still there afterwards.
    for (const [method, sub, json] of [
      ['GET', '', undefined],
      ['PUT', '/password', { password: null }],
      ['PUT', '/password', { password: 'Other-pass-2' }],
      ['POST', '/resend', {}],
      ['DELETE', `/files/${protectedTransfer.fileId}`, undefined],
      ['DELETE', '', undefined],
    ] as const) {
      const answer = await t.restricted.browser.request(method, `${path}${sub}`, { json })
      assert.equal(answer.status, 404, `${method} ${sub} as a colleague: ${JSON.stringify(answer.body)}`)
      assert.equal(answer.body.error.code, 'E_NOT_FOUND')
    }
    const stillLocked = await t.admin.browser.get(path)
    assert.isTrue(stillLocked.body.protected)
    assert.equal(stillLocked.body.fileCount, 1)
    // The web app hides what canActOnTransfer refuses: it needs to know who sent it.
    assert.equal(stillLocked.body.creatorId, String(t.creator.userId))

    // The list and the dashboard of a member count their own transfers only; an administrator's, the organisation's.
    const listed = async (account: TestAccount) => (await account.browser.get('/transfer/transfers')).body.data.map((row: { id: string }) => row.id)
    assert.notInclude(await listed(t.restricted), protectedTransfer.id)
    assert.include(await listed(t.creator), protectedTransfer.id)
    assert.include(await listed(t.admin), protectedTransfer.id)
    const latest = async (account: TestAccount) => (await account.browser.get('/transfer/stats')).body.latest.map((row: { id: string }) => row.id)
    assert.notInclude(await latest(t.restricted), protectedTransfer.id)
    assert.include(await latest(t.admin), protectedTransfer.id)

    // Its creator and an administrator act on it.
    assert.equal((await t.creator.browser.post(`${path}/resend`, {})).status, 200)
    const removed = await t.admin.browser.request('PUT', `${path}/password`, { json: { password: null } })
    assert.equal(removed.status, 200)
    assert.isFalse(removed.body.protected)
    assert.equal((await t.creator.browser.request('PUT', `${path}/password`, { json: { password: 'Again-pass-3' } })).status, 200)
    assert.equal((await t.creator.browser.request('DELETE', path)).status, 204)
  })

  test('without the password right a member neither sets nor removes a password, even on their own transfer', async ({ assert }) => {
    const own = await sendTransfer(t.restricted.browser)
    const path = `/transfer/transfers/${own.id}`
    assert.equal((await t.restricted.browser.get(path)).status, 200)
    for (const password of ['Secret-pass-1', null, '']) {
      const answer = await t.restricted.browser.request('PUT', `${path}/password`, { json: { password } })
      assert.equal(answer.status, 403, `password ${JSON.stringify(password)}: ${JSON.stringify(answer.body)}`)
      assert.equal(answer.body.error.code, 'E_FORBIDDEN')
    }
    // An administrator protected it; the member still cannot take the password off.
    assert.equal((await t.admin.browser.request('PUT', `${path}/password`, { json: { password: 'Admin-pass-4' } })).status, 200)
    const removal = await t.restricted.browser.request('PUT', `${path}/password`, { json: { password: null } })
    assert.equal(removal.status, 403)
    assert.isTrue((await t.admin.browser.get(path)).body.protected)
    // What is theirs without a right stays theirs: they delete it.
    assert.equal((await t.restricted.browser.request('DELETE', path)).status, 204)
  })
})

test.group('Member rights: the consignment right governs every deposit route', (group) => {
  group.teardown(() => mailQueueSettled())
  let t: Team
  group.setup(async () => {
    t = await team()
  })

  test('a member with deposits switched off lists, reads, renames, downloads and sends nothing', async ({ assert }) => {
    const deposit = await unsealedDeposit(t.admin.browser)
    const base = `/consignment/deposits/${deposit.id}`
    const file = `${base}/files/${deposit.fileId}`
    const calls: [string, string, unknown][] = [
      ['GET', '/consignment/deposits', undefined],
      ['GET', '/consignment/quote?bytes=1024&years=3', undefined],
      ['POST', '/consignment/deposits', { type: 'file', authorKind: 'me', years: 3, coAuthors: [], title: 'Mine', files: [{ path: 'a.txt', size: 1 }] }],
      ['GET', base, undefined],
      ['PATCH', base, { title: 'Renamed by a member without the right' }],
      ['POST', `${base}/renew`, { years: 1 }],
      ['POST', `${base}/versions`, { hashOnly: true, files: [{ path: 'v2.txt', size: 1, sha256: 'a'.repeat(64) }] }],
      ['POST', `${base}/transfer`, { recipients: ['someone@example.org'] }],
      ['GET', `${base}/invoice`, undefined],
      ['GET', `${file}/download`, undefined],
      ['GET', `${file}/certificate`, undefined],
      ['GET', `${file}/proof`, undefined],
    ]
    for (const [method, path, json] of calls) {
      const answer = await t.restricted.browser.request(method, path, { json })
      assert.equal(answer.status, 403, `${method} ${path}: ${JSON.stringify(answer.body)}`)
      assert.equal(answer.body.error.code, 'E_FORBIDDEN')
    }
    // Nothing changed, and a member with the right reads it.
    const read = await t.creator.browser.get(base)
    assert.equal(read.status, 200)
    assert.equal(read.body.deposit?.title ?? read.body.title, 'Table')
  })

  test('the right switched back on opens the same routes again', async ({ assert }) => {
    const set = await t.admin.browser.request('PATCH', `/organizations/${t.admin.organisationId}/members/${t.restricted.userId}`, {
      json: { rights: { 'transfer.password': false, 'consignment.active': true } },
    })
    assert.equal(set.status, 200)
    // Permissions are read per request: the same session sees the change.
    assert.equal((await t.restricted.browser.get('/consignment/deposits')).status, 200)
  })
})

test.group('Member rights: what the plan grants plugins (docs/product.md §1)', () => {
  test('SafeLinks, the incoming page and the deploy action come with the paid plan; deposits with both; captures follow the integration rights', async ({
    assert,
  }) => {
    const account = await signUp({ language: 'en' })
    const free = (await account.browser.get('/users/me')).body.permissions.plugins
    assert.deepInclude(free, { 'receptions.safelink': false, 'receptions.page': false, 'git-deploy.release': false })
    assert.notProperty(free, 'capsules.capture')
    assert.deepInclude(free, { 'consignment.deposit': true })
    await grantPlan(account.organisationId, 'premium')
    const paid = (await account.browser.get('/users/me')).body.permissions.plugins
    assert.deepInclude(paid, {
      'receptions.safelink': true,
      'receptions.page': true,
      'git-deploy.release': true,
      'consignment.deposit': true,
    })
  })
})
