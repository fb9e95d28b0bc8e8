import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { EventBus } from '@sceau/plugin-sdk/server'
import type { DepositMadePayload } from '@sceau/plugin-consignment/events'
import { grantPlan, signUp } from '@sceau/testing/personas'
import { startQueueWorker } from '@sceau/testing/test_platform'
import { waitFor } from '@sceau/testing/wait_for'
import { createLink, deliver, fetchBytes, files, sha256Hex } from './support/receptions.js'

interface DepositItem {
  id: string
  title: string
  state: string
}

test.group('Receptions: "protect" a received file (with the consignment plugin)', (group) => {
  group.setup(async () => startQueueWorker(4))

  test('the consignment plugin makes a sealed deposit of the received file, once per request, its bytes copied', async ({ assert }) => {
    const answers: DepositMadePayload[] = []
    ;(await app.container.make(EventBus)).on('consignment:deposit-made', async (payload) => {
      if (payload.source === 'reception') answers.push(payload)
    })
    const admin = await signUp({ language: 'es', firstname: 'Rosa', lastname: 'Receiver' })
    await grantPlan(admin.organisationId, 'premium')
    const link = await createLink(admin)
    const [sent] = files(['contrat-signé.pdf', 5000])
    const { start, completed } = await deliver(`link/${link.token}`, { files: [sent!] })
    const file = completed.body.files[0]
    // 320: the first row's 4 € for 3 years, 20 % off on the paid plan (docs/product.md §3), as the member confirmed it.
    const protect = await admin.browser.post(`/receptions/deliveries/${start.deliveryId}/files/${file.id}/protect`, { priceCents: 320 })
    assert.equal(protect.status, 202)
    assert.deepEqual(protect.body, { requested: true })

    const deposit = await waitFor(async () => {
      const list = await admin.browser.get('/consignment/deposits')
      return (list.body.data as DepositItem[]).find((d) => d.title === 'contrat-signé.pdf' && d.state === 'protected') ?? null
    }, 'the deposit made from the received file, protected')
    // Receptions hear the answer, as the other plugins that ask for deposits do.
    const answer = await waitFor(async () => answers.find((made) => made.depositId === deposit.id) ?? null, 'consignment:deposit-made for the request')
    assert.deepInclude(answer, { source: 'reception', organisationId: Number(admin.organisationId), error: null })
    const detail = await admin.browser.get(`/consignment/deposits/${deposit.id}`)
    assert.equal(detail.body.files[0].sha256, sha256Hex(sent!.bytes))
    // Made in the language and the name of the member who asked, as from the app.
    assert.equal((await db.from('consignment_deposits').where('uid', deposit.id).first()).locale, 'es')
    assert.equal(detail.body.author.name, 'Rosa Receiver')
    // Charged exactly the price confirmed, once.
    const charges = await db.from('billing_charges').where('organisation_id', Number(admin.organisationId))
    assert.deepEqual(
      charges.map((charge) => Number(charge.amount_cents)),
      [320]
    )
    // The deposit keeps its own copy: deleting the delivery leaves it whole.
    assert.equal((await admin.browser.delete(`/receptions/deliveries/${start.deliveryId}`)).status, 204)
    const copy = await fetchBytes(admin.browser, `/consignment/deposits/${deposit.id}/files/${detail.body.files[0].id}/download`)
    assert.equal(copy.status, 200)
    assert.equal(sha256Hex(copy.bytes), sha256Hex(sent!.bytes))
    // Nobody else's received file can be protected.
    const outsider = await signUp({ language: 'en' })
    assert.equal((await outsider.browser.post(`/receptions/deliveries/${start.deliveryId}/files/${file.id}/protect`, { priceCents: 400 })).status, 404)
  })

  test('issue 25: without a confirmed price (422, translated) or with a stale one (409 E_PRICE_CHANGED naming the price), nothing is deposited or charged', async ({
    assert,
  }) => {
    const admin = await signUp({ language: 'fr' })
    await grantPlan(admin.organisationId, 'premium')
    const link = await createLink(admin)
    const { start, completed } = await deliver(`link/${link.token}`, { files: files(['devis.pdf', 5000]) })
    const url = `/receptions/deliveries/${start.deliveryId}/files/${completed.body.files[0].id}/protect`
    for (const [label, body] of Object.entries({
      absent: {},
      null: { priceCents: null },
      text: { priceCents: '320' },
      fraction: { priceCents: 3.2 },
      negative: { priceCents: -1 },
    })) {
      const refused = await admin.browser.post(url, body)
      assert.equal(refused.status, 422, label)
      assert.equal(refused.body.error.fields.priceCents, 'Confirmez le prix du dépôt avant de protéger le fichier.', label)
    }
    // 400: the free plan's price, shown before the plan changed. The answer names today's, in the member's language.
    const stale = await admin.browser.post(url, { priceCents: 400 })
    assert.equal(stale.status, 409)
    assert.equal(stale.body.error.code, 'E_PRICE_CHANGED')
    assert.match(
      stale.body.error.message,
      /^Le dépôt de ce fichier coûte désormais 3,20\s€ : vérifiez le nouveau prix et confirmez à nouveau\. Rien n’a été facturé\.$/
    )
    // Nothing was requested: no deposit, no charge, even once the queue has had time to run.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    assert.lengthOf(await db.from('consignment_deposits').where('organisation_id', Number(admin.organisationId)), 0, 'no deposit')
    assert.lengthOf(await db.from('billing_charges').where('organisation_id', Number(admin.organisationId)), 0, 'nothing charged')
  })

  test('issue 25: a request whose confirmed price is no longer the deposit price (the plan changed before the job ran) makes no deposit and charges nothing', async ({
    assert,
  }) => {
    const answers: DepositMadePayload[] = []
    ;(await app.container.make(EventBus)).on('consignment:deposit-made', async (payload) => {
      if (payload.source === 'reception') answers.push(payload)
    })
    const admin = await signUp({ language: 'en' })
    await grantPlan(admin.organisationId, 'premium')
    const link = await createLink(admin)
    const { start, completed } = await deliver(`link/${link.token}`, { files: files(['quote.pdf', 5000]) })
    assert.equal(
      (await admin.browser.post(`/receptions/deliveries/${start.deliveryId}/files/${completed.body.files[0].id}/protect`, { priceCents: 320 })).status,
      202
    )
    const made = await waitFor(async () => answers.find((answer) => answer.organisationId === Number(admin.organisationId)) ?? null, 'the first deposit')
    assert.isNull(made.error)
    // The same file asked at a price it no longer costs (400 confirmed on the free plan, the job runs on the paid one).
    const row = (await db.from('receptions_files').where('delivery_id', start.deliveryId).first()) as Record<string, unknown>
    const requestId = 'stale-price-request'
    await (
      await app.container.make(EventBus)
    ).emit('receptions:protect-requested', {
      requestId,
      deliveryId: start.deliveryId,
      organisationId: Number(admin.organisationId),
      userId: Number(admin.userId),
      email: admin.email,
      file: { blobId: String(row.blob_id), name: 'quote.pdf', path: 'quote.pdf', mime: 'application/pdf', size: 5000, sha256: String(row.sha256) },
      locale: 'en',
      priceCents: 400,
    })
    const refused = await waitFor(async () => answers.find((answer) => answer.sourceRef === requestId) ?? null, 'the answer to the stale request')
    assert.deepInclude(refused, { depositId: null, number: null, error: 'priceChanged' })
    assert.lengthOf(await db.from('consignment_deposits').where({ source: 'reception', source_ref: requestId }), 0, 'no deposit')
    const charges = await db.from('billing_charges').where('organisation_id', Number(admin.organisationId))
    assert.deepEqual(
      charges.map((charge) => Number(charge.amount_cents)),
      [320],
      'only the first deposit was charged'
    )
  })
})
