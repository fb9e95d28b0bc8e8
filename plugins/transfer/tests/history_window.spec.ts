import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { LIMITS } from '@sceau/shared'
import { transferTable } from '../server/services/transfer_tables.js'
import { files, grantPlan, signUp, userTransfer } from './support/transfers.js'

const DAY_MS = 86_400_000

/** Moves a transfer's send date back, as if it had been sent `days` ago. */
const sentDaysAgo = (id: string, days: number) =>
  db
    .from(transferTable.table)
    .where('id', Number(id))
    .update(transferTable.write({ sentAt: new Date(Date.now() - days * DAY_MS) }))

test.group('Transfer list: recent history on the free tier, full history on the paid plan (docs/history-window.md)', () => {
  test('a free organisation lists the transfers of the last 30 days only, and the answer says so; the paid plan lists them all', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    const recent = await userTransfer(account.browser, { title: 'Recent plans' }, files(['recent.txt', 10]))
    const old = await userTransfer(account.browser, { title: 'Old plans' }, files(['old.txt', 10]))
    await sentDaysAgo(old.id, LIMITS.freeHistoryDays + 1)
    await sentDaysAgo(recent.id, LIMITS.freeHistoryDays - 1)

    const free = await account.browser.get('/transfer/transfers')
    assert.equal(free.status, 200)
    assert.deepEqual(
      free.body.data.map((t: { title: string }) => t.title),
      ['Recent plans']
    )
    assert.equal(free.body.meta.total, 1)
    assert.equal(free.body.meta.history.days, 30)
    assert.closeTo(new Date(free.body.meta.history.since).getTime(), Date.now() - 30 * DAY_MS, 60_000)
    // Search and filters stay inside the window.
    assert.lengthOf((await account.browser.get('/transfer/transfers?search=old')).body.data, 0)
    assert.lengthOf((await account.browser.get('/transfer/transfers?filter=active')).body.data, 1)
    // The old transfer is still reachable by its address.
    assert.equal((await account.browser.get(`/transfer/transfers/${old.id}`)).status, 200)

    await grantPlan(account.organisationId, 'premium')
    const paid = await account.browser.get('/transfer/transfers')
    assert.deepEqual(
      paid.body.data.map((t: { title: string }) => t.title),
      ['Recent plans', 'Old plans']
    )
    assert.isNull(paid.body.meta.history)
  })
})
