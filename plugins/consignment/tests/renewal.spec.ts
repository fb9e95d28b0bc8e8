import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { BillingService } from '@sceau/plugin-sdk/server'
import { deposit, sealed, signUp, startJobWorker, testFile, type TestAccount } from './support/deposits.js'

const DAY = 24 * 3600 * 1000

type CreditBook = BillingService & {
  addCredits(organisationId: number, cents: number): Promise<unknown>
  credits(organisationId: number): Promise<number>
}

async function sealedWithCredits(language: string, cents = 5000) {
  const account = await signUp({ language })
  const billing = (await app.container.make(BillingService)) as CreditBook
  await billing.addCredits(Number(account.organisationId), cents)
  const created = await deposit(account.browser, [testFile('kept.txt', 'kept')], { hashOnly: true })
  const done = await sealed(account.browser, created.deposit.id)
  const balance = () => billing.credits(Number(account.organisationId))
  return { account, done, balance }
}

/** Moves the end of conservation, as time passing would. */
const endsIn = (uid: string, days: number) =>
  db
    .from('consignment_deposits')
    .where('uid', uid)
    .update({ expires_at: new Date(Date.now() + days * DAY) })

const expiryOf = async (account: TestAccount, uid: string) => (await account.browser.get(`/consignment/deposits/${uid}`)).body.expiresAt as string

test.group('Consignment: renewal', (group) => {
  group.setup(async () => startJobWorker())

  test('a renewal without a chosen length, or not sent as a JSON object, is refused with a translated message and charges nothing', async ({ assert }) => {
    const { account, done, balance } = await sealedWithCredits('en')
    await endsIn(done.id, 30)
    const before = { expiry: await expiryOf(account, done.id), credits: await balance() }
    const path = `/consignment/deposits/${done.id}/renew`
    const form = new FormData()
    form.set('years', '3')
    const attempts = [
      account.browser.request('POST', path, { json: {} }),
      account.browser.request('POST', path, { json: { years: null } }),
      account.browser.request('POST', path, { json: { years: 2 } }),
      account.browser.request('POST', path, { json: { years: '3' } }),
      account.browser.request('POST', path, { json: [1, 2, 3] }),
      account.browser.request('POST', path, { form }),
      account.browser.request('POST', path, { text: 'years=3', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      account.browser.request('POST', path, { text: '{"years":3}', headers: { 'content-type': 'text/plain' } }),
      account.browser.request('POST', path, { text: '<renew><years>3</years></renew>', headers: { 'content-type': 'application/xml' } }),
      account.browser.request('POST', path),
    ]
    for (const [i, answer] of (await Promise.all(attempts)).entries()) {
      assert.equal(answer.status, 422, `attempt ${i}: ${JSON.stringify(answer.body)}`)
      assert.equal(answer.body.error.code, 'E_VALIDATION', `attempt ${i}`)
      assert.match(answer.body.error.fields.years, /JSON object|conservation length/, `attempt ${i}`)
    }
    assert.equal(await expiryOf(account, done.id), before.expiry)
    assert.equal(await balance(), before.credits)
    const fr = await signUp({ language: 'fr' })
    const french = await fr.browser.request('POST', path, { json: {} })
    assert.equal(french.status, 404, "another organisation's deposit is not found before its body is read")
  })

  test('a renewal is open only in the last 90 days of conservation, and once per window; the same request retried charges once', async ({ assert }) => {
    const { account, done, balance } = await sealedWithCredits('en')
    const path = `/consignment/deposits/${done.id}/renew`
    const early = await account.browser.post(path, { years: 1 })
    assert.equal(early.status, 409)
    assert.equal(early.body.error.code, 'E_RENEWAL_NOT_OPEN')
    assert.match(early.body.error.message, /^Renewal opens on \d{4}-\d{2}-\d{2}, 90 days before the end of conservation/)
    const credits = await balance()

    await endsIn(done.id, 30)
    const before = new Date(await expiryOf(account, done.id))
    const quote = await account.browser.get(`/consignment/quote?bytes=${done.bytes}&years=1`)
    const key = randomUUID()
    const first = await account.browser.request('POST', path, { json: { years: 1 }, headers: { 'idempotency-key': key } })
    assert.equal(first.status, 200, JSON.stringify(first.body))
    const replay = await account.browser.request('POST', path, { json: { years: 1 }, headers: { 'idempotency-key': key } })
    assert.equal(replay.status, 200)
    assert.equal(replay.headers.get('idempotent-replayed'), 'true')
    const again = await account.browser.post(path, { years: 1 })
    assert.equal(again.status, 409)
    assert.equal(again.body.error.code, 'E_ALREADY_RENEWED')

    const after = new Date(await expiryOf(account, done.id))
    assert.equal(after.getTime() - before.getTime() > 360 * DAY && after.getTime() - before.getTime() < 370 * DAY, true, 'one year added, once')
    assert.equal(await balance(), credits - quote.body.totalCents, 'charged once, at the quoted price')
    assert.equal((await account.browser.get(`/consignment/deposits/${done.id}`)).body.files[0].timestamp.renewals, 1)
  })

  test('an expired deposit may be renewed', async ({ assert }) => {
    const { account, done } = await sealedWithCredits('fr')
    await endsIn(done.id, -10)
    assert.equal((await account.browser.get(`/consignment/deposits/${done.id}`)).body.state, 'expired')
    const renewed = await account.browser.post(`/consignment/deposits/${done.id}/renew`, { years: 3 })
    assert.equal(renewed.status, 200, JSON.stringify(renewed.body))
    assert.equal(renewed.body.state, 'protected')
  })
})
