import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { grantPlan, signUp } from '@sceau/testing/personas'
import { startQueueWorker } from '@sceau/testing/test_platform'
import { waitFor } from '@sceau/testing/wait_for'
import { CapsuleService } from '../server/services/capsule_service.js'
import { captureFiles, pageCapture, startBody } from './support/capsules.js'

const MiB = 1024 * 1024

async function premium(language = 'en') {
  const account = await signUp({ language })
  await grantPlan(account.organisationId, 'premium')
  return account
}

async function settled(browser: { get: (path: string) => Promise<{ body: { state: string } }> }, id: string) {
  return waitFor(
    async () => {
      const view = (await browser.get(`/capsules/${id}`)).body as { state: string; error: string | null; depositId: string | null }
      return view.state === 'failed' || view.state === 'protected' ? view : null
    },
    'the capsule settled',
    { timeoutMs: 60_000 }
  )
}

/** Issue 25: a capture is deposited at the price the member saw and confirmed, or not at all. */
test.group('Capsules: the deposit price is confirmed before the capture and charged exactly', (group) => {
  group.setup(async () => {
    const stop = await startQueueWorker(4)
    return async () => {
      if (typeof stop === 'function') await stop()
    }
  })

  test("the server quotes a web proof's price for the caller's plan: the price table's first row for 3 years, 20 % off on the paid plan", async ({
    assert,
  }) => {
    const admin = await premium()
    const status = await admin.browser.get('/capsules/status')
    assert.equal(status.status, 200)
    assert.deepEqual(status.body.price, { cents: 320, years: 3, upToBytes: 10 * MiB })
  })

  test('a web proof without a confirmed price, or with a stale one, is refused (422, 409) and nothing is captured', async ({ assert }) => {
    const admin = await premium('fr')
    const url = 'https://example.com/terms'
    const unconfirmed = await admin.browser.post('/capsules/web-proofs', { url })
    assert.equal(unconfirmed.status, 422)
    assert.equal(unconfirmed.body.error.fields.priceCents, 'Confirmez le prix du dépôt avant la capture.')
    // 400: the free plan's price, seen before the plan changed.
    const stale = await admin.browser.post('/capsules/web-proofs', { url, priceCents: 400 })
    assert.equal(stale.status, 409)
    assert.equal(stale.body.error.code, 'E_PRICE_CHANGED')
    assert.equal(stale.body.error.message, 'Le prix a changé depuis son affichage : vérifiez le nouveau prix et confirmez à nouveau. Rien n’a été facturé.')
    assert.lengthOf(await db.from('capsules_capsules').where('organisation_id', Number(admin.organisationId)), 0, 'no capsule, no job')
  })

  test('an extension capture without a confirmed price is refused (422, translated) before any upload: nothing is made or charged', async ({ assert }) => {
    const admin = await premium('fr')
    const files = await captureFiles()
    const { priceCents, ...unconfirmed } = startBody(files)
    assert.isAbove(priceCents, 0)
    for (const [label, body] of Object.entries({
      absent: unconfirmed,
      null: { ...unconfirmed, priceCents: null },
      text: { ...unconfirmed, priceCents: 'yes' },
      fraction: { ...unconfirmed, priceCents: 3.2 },
    })) {
      const refused = await admin.browser.post('/capsules', body)
      assert.equal(refused.status, 422, label)
      assert.equal(refused.body.error.fields.priceCents, 'Confirmez le prix du dépôt avant la capture.')
    }
    assert.lengthOf(await db.from('capsules_capsules').where('organisation_id', Number(admin.organisationId)), 0, 'no capsule')
    assert.lengthOf(await db.from('upload_batches').where('organisation_id', Number(admin.organisationId)), 0, 'no upload batch')
    assert.lengthOf(await db.from('billing_charges').where('organisation_id', Number(admin.organisationId)), 0, 'nothing charged')
  })

  test("the server quotes a capture of a given size (the extension's WACZ): the row of that size; a size that is not one is refused", async ({ assert }) => {
    const admin = await premium('fr')
    assert.deepEqual((await admin.browser.get('/capsules/status?bytes=1000')).body.price, { cents: 320, years: 3, upToBytes: 10 * MiB })
    assert.deepEqual((await admin.browser.get(`/capsules/status?bytes=${20 * MiB}`)).body.price, { cents: 480, years: 3, upToBytes: 100 * MiB })
    const free = await signUp({ language: 'en' })
    assert.deepEqual((await free.browser.get(`/capsules/status?bytes=${20 * MiB}`)).body.price, { cents: 600, years: 3, upToBytes: 100 * MiB })
    for (const bytes of ['-1', '1.5', 'abc', String(1024 * MiB)]) {
      const refused = await admin.browser.get(`/capsules/status?bytes=${bytes}`)
      assert.equal(refused.status, 422, bytes)
      assert.equal(refused.body.error.fields.bytes, 'Une taille de fichier est absente ou n’est pas valide.')
    }
  })

  test("an extension capture names the price of its WACZ's size: another price is refused before any upload", async ({ assert }) => {
    const admin = await premium()
    const files = await captureFiles()
    const body = startBody(files)
    const wrong = await admin.browser.post('/capsules', { ...body, priceCents: 100 })
    assert.equal(wrong.status, 409)
    assert.equal(wrong.body.error.code, 'E_PRICE_CHANGED')
    // A 20 MiB archive is in the second row: the first row's price does not cover it.
    const larger = await admin.browser.post('/capsules', { ...body, wacz: { ...body.wacz, size: 20 * MiB }, priceCents: 320 })
    assert.equal(larger.status, 409)
    assert.lengthOf(await db.from('capsules_capsules').where('organisation_id', Number(admin.organisationId)), 0)
    const right = await admin.browser.post('/capsules', { ...body, priceCents: 320 })
    assert.equal(right.status, 201)
    assert.equal((await db.from('capsules_capsules').where('id', right.body.capsule.id).first()).price_cents, 320)
  })

  test('a capture whose deposit would cost another price than the one confirmed is not deposited and nothing is charged; at the confirmed price it is', async ({
    assert,
  }) => {
    const admin = await premium()
    const organisationId = Number(admin.organisationId)
    const capsules = await app.container.make(CapsuleService)
    const actor = { organisationId, userId: Number(admin.userId), email: admin.email, premium: true } as Parameters<CapsuleService['createServerCapsule']>[0]

    // Confirmed at 1 cent (no such price): consignment refuses to make the deposit.
    const cheap = await capsules.createServerCapsule(actor, 'http://127.0.0.1:8123/article', 1)
    await capsules.recordServerCapture(cheap.id, pageCapture('http://127.0.0.1:8123/article'))
    const refused = await settled(admin.browser, cheap.id)
    assert.include(refused, { state: 'failed', error: 'capsules.errors.priceAboveConfirmed', depositId: null })
    assert.lengthOf(await db.from('consignment_deposits').where({ source: 'capsule', source_ref: cheap.id }), 0, 'no deposit')
    assert.lengthOf(await db.from('billing_charges').where('organisation_id', organisationId), 0, 'nothing charged')
    const detail = (await admin.browser.get(`/capsules/${cheap.id}`)).body
    assert.equal(detail.error, 'capsules.errors.priceAboveConfirmed')

    // Confirmed at the quoted price: deposited and charged exactly that.
    const quoted = (await admin.browser.get('/capsules/status')).body.price.cents
    const row = await capsules.createServerCapsule(actor, 'http://127.0.0.1:8123/article', quoted)
    await capsules.recordServerCapture(row.id, pageCapture('http://127.0.0.1:8123/article'))
    const done = await settled(admin.browser, row.id)
    assert.equal(done.state, 'protected')
    const charges = await db.from('billing_charges').where('organisation_id', organisationId)
    assert.deepEqual(
      charges.map((charge) => charge.amount_cents),
      [quoted]
    )
  })
})
