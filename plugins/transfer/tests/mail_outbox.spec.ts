/*
 * A transfer's mails whatever Redis does (docs/operations.md "Outbox"): they are recorded with the
 * transfer in one transaction, so sending answers without waiting for a Redis that is down, and
 * each recipient is mailed once after Redis returns, even empty. A recipient the SMTP server refuses
 * is told to the sender, in their language, on the transfer (docs/product.md §8).
 */
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { MailService, TranslationService } from '@sceau/plugin-sdk/server'
import { RedisServer, redisServerRequirement } from '@sceau/testing/redis_server'
import { needs } from '@sceau/testing/requirements'
import { SmtpInbox } from '@sceau/testing/smtp_inbox'
import { testPlatform, type OutboxMail } from '@sceau/testing/test_platform'
import { files, grantPlan, signUp, uniqueEmail, upload, waitFor } from './support/transfers.js'
import type { Browser } from '@sceau/testing/browser'

const requirement = needs('Transfer mails through the outbox', [redisServerRequirement])
/** What the issue allows a request that creates or charges, whatever Redis does. */
const REQUEST_BUDGET_MS = 5000

/** A premium user's e-mail transfer, drafted and uploaded; `send` sends it and says how long it took. */
async function draftedTransfer(browser: Browser, recipients: string[]) {
  const created = await browser.post('/transfer/transfers', { mode: 'email', recipients, title: 'Outbox' })
  if (created.status !== 201) throw new Error(`draft refused: ${JSON.stringify(created.body)}`)
  await upload(created.body, files(['a.txt', 10]))
  return {
    id: String(created.body.id),
    async send() {
      const started = Date.now()
      const sent = await browser.request('POST', `/transfer/drafts/${created.body.id}/send`, { headers: { 'x-transfer-sender': created.body.senderToken } })
      return { status: sent.status, body: sent.body, ms: Date.now() - started }
    },
  }
}

test.group('Transfer: mails through the outbox', (group) => {
  let redis: RedisServer | undefined
  let outbox: OutboxMail | undefined
  let inbox: SmtpInbox | undefined
  group.each.teardown(async () => {
    app.container.restore(MailService)
    await outbox?.stop()
    await redis?.stop()
    await inbox?.close()
    outbox = redis = inbox = undefined
  })

  async function setUp(refuse?: (address: string) => boolean) {
    redis = await RedisServer.start()
    inbox = await SmtpInbox.start({ refuse })
    outbox = await (await testPlatform()).outboxMail(redis.url, inbox.port)
    const mail = outbox.mail
    app.container.swap(MailService, () => mail)
    const owner = await signUp({ language: 'fr' })
    await grantPlan(owner.organisationId, 'premium')
    return { redis, inbox, outbox, owner }
  }

  test('Redis stopped while a transfer is sent: the send answers at once, each recipient is mailed once Redis is back', async ({ assert }) => {
    requirement.assertPresent()
    const { redis, inbox, outbox, owner } = await setUp()
    const recipients = [uniqueEmail('r1'), uniqueEmail('r2')]
    const transfer = await draftedTransfer(owner.browser, recipients)

    await redis.stop()
    const sent = await transfer.send()
    assert.equal(sent.status, 200, JSON.stringify(sent.body))
    assert.isBelow(sent.ms, REQUEST_BUDGET_MS)
    assert.equal((await outbox.rows()).pending, 2, 'the two mails wait in the database (the sign-up mail reached Redis before)')

    await redis.resume()
    await outbox.start()
    await outbox.settled()
    for (const to of recipients)
      assert.lengthOf(
        inbox.messages.filter((m) => m.envelopeTo.includes(to)),
        1,
        to
      )
  }).timeout(120_000)

  test('Redis restarted empty after a transfer was sent: each recipient is still mailed once', async ({ assert }) => {
    requirement.assertPresent()
    const { redis, inbox, outbox, owner } = await setUp()
    const recipients = [uniqueEmail('r1'), uniqueEmail('r2'), uniqueEmail('r3')]
    const transfer = await draftedTransfer(owner.browser, recipients)

    const sent = await transfer.send()
    assert.equal(sent.status, 200, JSON.stringify(sent.body))
    await waitFor(async () => !(await outbox.rows()).pending, 'the mails to be relayed to Redis')
    await redis.stop()
    await redis.resume()

    await outbox.start()
    await outbox.settled()
    for (const to of recipients)
      assert.lengthOf(
        inbox.messages.filter((m) => m.envelopeTo.includes(to)),
        1,
        to
      )
  }).timeout(120_000)

  test('a recipient the SMTP server refuses: the sender reads "unable to send an email to" them on the transfer, in their language', async ({ assert }) => {
    requirement.assertPresent()
    const refused = uniqueEmail('refused')
    const { inbox, outbox, owner } = await setUp((address) => address === refused)
    const accepted = uniqueEmail('accepted')
    const transfer = await draftedTransfer(owner.browser, [accepted, refused])
    assert.equal((await transfer.send()).status, 200)
    await outbox.start()
    await outbox.settled()

    assert.lengthOf(
      inbox.messages.filter((m) => m.envelopeTo.includes(accepted)),
      1
    )
    assert.lengthOf(
      inbox.messages.filter((m) => m.envelopeTo.includes(refused)),
      0
    )
    const detail = await owner.browser.get(`/transfer/transfers/${transfer.id}`)
    const failures = detail.body.history.filter((event: { type: string }) => event.type === 'email_failed')
    assert.deepEqual(
      failures.map((event: { recipient: string }) => event.recipient),
      [refused]
    )
    const i18n = await app.container.make(TranslationService)
    const texts = ['fr', 'en', 'es', 'it', 'pt'].map((locale) => i18n.translate(locale, 'transfer.screens.detail.events.email_failed', { recipient: refused }))
    assert.deepEqual(texts, [
      `Impossible d’envoyer un e-mail à ${refused}`,
      `Unable to send an email to ${refused}`,
      `No se pudo enviar un correo a ${refused}`,
      `Impossibile inviare un’e-mail a ${refused}`,
      `Não foi possível enviar um e-mail para ${refused}`,
    ])
  }).timeout(120_000)
})
