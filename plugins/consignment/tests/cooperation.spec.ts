import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { EventBus, MailService, type PlatformEvents } from '@sceau/plugin-sdk/server'
import { RenewalNoticeJob } from '../server/jobs/renewal_notice_job.js'
import { deposit, fetchBytes, grantPlan, sealed, sha256, signUp, startJobWorker, testFile, upload, uniqueEmail, waitFor } from './support/deposits.js'
import { MemoryLogger } from '@sceau/testing/memory_logger'

/** The announced files of a "protect" transfer and the deposit price the sender confirmed for them (issue 25). */
function protectedFiles(files: { path: string; bytes: Uint8Array }[], priceCents: number) {
  const list = files.map((f) => ({ path: f.path, size: f.bytes.length }))
  return { files: { count: list.length, bytes: list.reduce((sum, f) => sum + f.size, 0), list }, priceCents }
}

// Job runs log into memory: the suite's output stays readable.
const silentLogger = new MemoryLogger()

test.group('Consignment: with the transfer plugin and the mail', (group) => {
  group.setup(async () => startJobWorker())

  test('"protect and send" from the transfer card makes a sealed deposit of the sent files, with their bytes copied', async ({ assert }) => {
    const account = await signUp({ language: 'it', firstname: 'Sam', lastname: 'Sender' })
    const file = testFile('sent.txt', 'sent and protected')
    const created = await account.browser.post('/transfer/transfers', { mode: 'link', type: 'protect_send', ...protectedFiles([file], 400) })
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
    // Charged exactly the price confirmed when the transfer was created (issue 25), once.
    assert.equal((await db.from('transfer_transfers').where('id', Number(created.body.id)).first()).price_cents, 400)
    const charges = await db.from('billing_charges').where('organisation_id', Number(account.organisationId))
    assert.deepEqual(
      charges.map((charge) => Number(charge.amount_cents)),
      [400]
    )
  })

  test('issue 25: "protect" and "protect and send" require the price confirmed (422, translated) and today\'s price (409 E_PRICE_CHANGED naming it): no draft is made', async ({
    assert,
  }) => {
    const account = await signUp({ language: 'fr' })
    const file = testFile('plan.txt', 'a plan')
    const before = Number((await db.from('transfer_transfers').count('* as n').first()).n)
    for (const type of ['protect', 'protect_send']) {
      for (const [label, extra] of Object.entries({
        absent: { files: protectedFiles([file], 0).files },
        null: { ...protectedFiles([file], 0), priceCents: null },
        text: { ...protectedFiles([file], 0), priceCents: '400' },
        fraction: { ...protectedFiles([file], 0), priceCents: 3.5 },
      })) {
        const refused = await account.browser.post('/transfer/transfers', { mode: 'link', type, ...extra })
        assert.equal(refused.status, 422, `${type} ${label}`)
        assert.equal(refused.body.error.fields.priceCents, 'Confirmez le prix du dépôt, affiché une fois les fichiers choisis, avant de les protéger.')
      }
      // Without the files announced there is no price to confirm.
      const unannounced = await account.browser.post('/transfer/transfers', { mode: 'link', type, priceCents: 400 })
      assert.equal(unannounced.status, 422)
      assert.property(unannounced.body.error.fields, 'files')
      // 320: the paid plan's price, shown before the plan changed; the free plan's is 4 €.
      const stale = await account.browser.post('/transfer/transfers', { mode: 'link', type, ...protectedFiles([file], 320) })
      assert.equal(stale.status, 409)
      assert.equal(stale.body.error.code, 'E_PRICE_CHANGED')
      assert.match(
        stale.body.error.message,
        /^Le dépôt de ces fichiers coûte désormais 4,00\s€ : vérifiez le nouveau prix et confirmez à nouveau\. Rien n’a été facturé\.$/
      )
    }
    assert.equal(Number((await db.from('transfer_transfers').count('* as n').first()).n), before, 'no draft')
    // A plain send needs no price.
    assert.equal((await account.browser.post('/transfer/transfers', { mode: 'link', ...protectedFiles([file], 0), priceCents: undefined })).status, 201)
  })

  test('issue 25: the plan changed between the creation and the send, the deposit would cost another price: none is made and nothing is charged', async ({
    assert,
  }) => {
    const account = await signUp({ language: 'en' })
    const file = testFile('late.txt', 'sent later')
    const created = await account.browser.post('/transfer/transfers', { mode: 'link', type: 'protect_send', ...protectedFiles([file], 400) })
    assert.equal(created.status, 201, JSON.stringify(created.body))
    await grantPlan(account.organisationId, 'premium')
    await upload(created.body.uploadToken, [file])
    const sent = await account.browser.request('POST', `/transfer/drafts/${created.body.id}/send`, {
      headers: { 'x-transfer-sender': created.body.senderToken },
    })
    assert.equal(sent.status, 200, JSON.stringify(sent.body))
    // The job gives up at once (a retry would find the same price) and the sender reads it in the transfer's history.
    const told = await waitFor(async () => {
      const detail = await account.browser.get(`/transfer/transfers/${created.body.id}`)
      return (detail.body.history as { type: string }[]).find((event) => event.type === 'not_protected') ?? null
    }, 'the sender told the transfer is not protected')
    assert.equal(told.type, 'not_protected')
    assert.lengthOf(await db.from('consignment_deposits').where({ source: 'transfer', source_ref: String(created.body.id) }), 0, 'no deposit')
    assert.lengthOf(await db.from('billing_charges').where('organisation_id', Number(account.organisationId)), 0, 'nothing charged')
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
