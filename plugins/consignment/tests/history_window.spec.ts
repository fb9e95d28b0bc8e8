import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { LIMITS } from '@sceau/shared'
import { depositTable } from '../server/services/consignment_tables.js'
import { deposit, grantPlan, signUp, testFile } from './support/deposits.js'

const DAY_MS = 86_400_000

/** Moves a deposit's creation back, as if it had been made `days` ago. */
const madeDaysAgo = (id: string, days: number) =>
  db
    .from(depositTable.table)
    .where('uid', id)
    .update(depositTable.write({ createdAt: new Date(Date.now() - days * DAY_MS) }))

test.group('Deposit list: recent history on the free tier, full history on the paid plan (docs/history-window.md)', () => {
  test('a free organisation lists the deposits of the last 30 days, each older one stays reachable; the paid plan lists them all', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    const recent = await deposit(account.browser, [testFile('recent.bin')], { hashOnly: true, title: 'Recent deposit' })
    const old = await deposit(account.browser, [testFile('old.bin')], { hashOnly: true, title: 'Old deposit' })
    await madeDaysAgo(old.deposit.id, LIMITS.freeHistoryDays + 1)
    await madeDaysAgo(recent.deposit.id, LIMITS.freeHistoryDays - 1)

    const free = await account.browser.get('/consignment/deposits')
    assert.equal(free.status, 200)
    assert.deepEqual(
      free.body.data.map((d: { title: string }) => d.title),
      ['Recent deposit']
    )
    assert.equal(free.body.meta.total, 1)
    assert.equal(free.body.meta.history.days, 30)
    assert.equal((await account.browser.get(`/consignment/deposits/${old.deposit.id}`)).status, 200)

    await grantPlan(account.organisationId, 'premium')
    const paid = await account.browser.get('/consignment/deposits')
    assert.deepEqual(
      paid.body.data.map((d: { title: string }) => d.title),
      ['Recent deposit', 'Old deposit']
    )
    assert.isNull(paid.body.meta.history)
  })
})
