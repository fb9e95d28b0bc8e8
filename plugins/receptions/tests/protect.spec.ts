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
    const protect = await admin.browser.post(`/receptions/deliveries/${start.deliveryId}/files/${file.id}/protect`, {})
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
    // The deposit keeps its own copy: deleting the delivery leaves it whole.
    assert.equal((await admin.browser.delete(`/receptions/deliveries/${start.deliveryId}`)).status, 204)
    const copy = await fetchBytes(admin.browser, `/consignment/deposits/${deposit.id}/files/${detail.body.files[0].id}/download`)
    assert.equal(copy.status, 200)
    assert.equal(sha256Hex(copy.bytes), sha256Hex(sent!.bytes))
    // Nobody else's received file can be protected.
    const outsider = await signUp({ language: 'en' })
    assert.equal((await outsider.browser.post(`/receptions/deliveries/${start.deliveryId}/files/${file.id}/protect`, {})).status, 404)
  })
})
