import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { EventBus, MailService, type PlatformEvents } from '@sceau/plugin-sdk/server'
import { RenewalNoticeJob } from '../server/jobs/renewal_notice_job.js'
import { deposit, fetchBytes, sealed, sha256, signUp, startJobWorker, testFile, upload, uniqueEmail, waitFor } from './support/deposits.js'
import { MemoryLogger } from '@sceau/testing/memory_logger'

// Job runs log into memory: the suite's output stays readable.
const silentLogger = new MemoryLogger()

test.group('Consignment: with the transfer plugin and the mail', (group) => {
  group.setup(async () => startJobWorker())

  test('"protect and send" from the transfer card makes a sealed deposit of the sent files, with their bytes copied', async ({ assert }) => {
    const account = await signUp({ language: 'it', firstname: 'Sam', lastname: 'Sender' })
    const file = testFile('sent.txt', 'sent and protected')
    const created = await account.browser.post('/transfer/transfers', { mode: 'link', type: 'protect_send' })
    assert.equal(created.status, 201, JSON.stringify(created.body))
    await upload(created.body.uploadToken, [file])
    const sent = await account.browser.request('POST', `/transfer/drafts/${created.body.id}/send`, {
      headers: { 'x-transfer-sender': created.body.senderToken },
    })
    assert.equal(sent.status, 200, JSON.stringify(sent.body))

    const row = await waitFor(
      () =>
        db
          .from('consignment_deposits')
          .where({ source: 'transfer', source_ref: String(created.body.id) })
          .first(),
      'the deposit made from the transfer'
    )
    assert.equal(row.organisation_id, Number(account.organisationId))
    // The sender's language and name, as a deposit made in the app would have them.
    assert.equal(row.locale, 'it')
    assert.equal(row.author_name, 'Sam Sender')
    const done = await sealed(account.browser, row.uid)
    assert.equal(done.files[0]!.sha256, sha256(file.bytes))
    assert.isTrue(done.files[0]!.downloadable)
    const copy = await fetchBytes(account.browser, `/consignment/deposits/${done.id}/files/${done.files[0]!.id}/download`)
    assert.equal(Buffer.from(copy.bytes).toString(), 'sent and protected')
    // The dashboard's "protected files" card of the transfer plugin counts it (consignment:sealed).
    await waitFor(async () => (await account.browser.get('/transfer/stats')).body.protectedFiles >= 1, 'the protected files count')
  })

  test('"transfer the file" announces the copy to send (files readable in storage, certificate links); bad recipients change nothing', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    const created = await deposit(account.browser, [testFile('share.txt', 'to share')])
    const done = await sealed(account.browser, created.deposit.id)
    const events = await app.container.make(EventBus)
    const seen: PlatformEvents['consignment:transfer-requested'][] = []
    const off = events.on('consignment:transfer-requested', (payload) => void seen.push(payload))
    try {
      const refused = await account.browser.post(`/consignment/deposits/${done.id}/transfer`, { recipients: ['not-an-email'] })
      assert.equal(refused.status, 422)
      assert.equal(refused.body.error.fields['recipients.0'], 'Please enter a valid email address')
      assert.lengthOf(seen, 0)
      const to = uniqueEmail('to')
      const answer = await account.browser.post(`/consignment/deposits/${done.id}/transfer`, {
        recipients: [to, to.toUpperCase()],
        message: 'Here it is',
        notifyProtected: true,
      })
      assert.equal(answer.status, 202, JSON.stringify(answer.body))
      assert.deepEqual(answer.body.recipients, [to])
      assert.lengthOf(seen, 1)
      const [request] = seen
      assert.include(request, { depositId: done.id, depositNumber: done.number, senderEmail: account.email, message: 'Here it is', notifyProtected: true })
      assert.equal(request!.files[0]!.sha256, done.files[0]!.sha256)
      assert.match(request!.files[0]!.certificateUrl, new RegExp(`/certificate/${done.files[0]!.certificateToken}$`))
    } finally {
      off()
    }
  })

  test('renewal due: the creator is mailed once when conservation enters its last 90 days, and the deposit says "renewal due"', async ({ assert }) => {
    const account = await signUp({ language: 'fr' })
    const created = await deposit(account.browser, [testFile('old.txt', 'old')], { hashOnly: true })
    const done = await sealed(account.browser, created.deposit.id)
    await db
      .from('consignment_deposits')
      .where('uid', done.id)
      .update({ expires_at: new Date(Date.now() + 30 * 24 * 3600 * 1000) })
    assert.equal((await account.browser.get(`/consignment/deposits/${done.id}`)).body.state, 'renewal_due')

    const sent: { to: string | string[]; subject: string; text: string }[] = []
    const mail = {
      driver: 'preview' as const,
      send: async () => {},
      sendLater: async (message: { to: string | string[]; subject: string; text: string }) => void sent.push(message),
    }
    app.container.swap(MailService, () => mail as unknown as MailService)
    try {
      const job = await app.container.make(RenewalNoticeJob)
      await job.handle({}, { attempt: 1, jobId: 'test', logger: silentLogger })
      await job.handle({}, { attempt: 1, jobId: 'test', logger: silentLogger })
    } finally {
      app.container.restore(MailService)
    }
    const mine = sent.filter((m) => m.to === account.email)
    assert.lengthOf(mine, 1, 'once, not at every run')
    assert.equal(mine[0]!.subject, `Dépôt ${done.number} : renouvellement à prévoir`)
    assert.include(mine[0]!.text, `/app/consignments/${done.id}`)
  })
})
