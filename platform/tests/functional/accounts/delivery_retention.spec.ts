import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { mailQueueSettled } from '@sceau/testing/mail_catcher'
import { signUp } from '@sceau/testing/personas'

test.group('Organisation: retention period of proof-of-delivery records (issue 30 item 5)', (group) => {
  group.teardown(() => mailQueueSettled())

  test('an administrator reads 365 days by default and sets it within 30 days to 10 years, on any plan; anything else is refused, translated', async ({
    assert,
  }) => {
    const admin = await signUp({ language: 'en' })
    const path = `/organizations/${admin.organisationId}/privacy`
    assert.deepEqual((await admin.browser.get(path)).body, { deliveryRetentionDays: 365, defaultDays: 365, minDays: 30, maxDays: 3650 })
    const changed = await admin.browser.patch(path, { deliveryRetentionDays: 30 })
    assert.equal(changed.status, 200)
    assert.equal(changed.body.deliveryRetentionDays, 30)
    const row = await db.from('organisations').where('id', admin.organisationId).first()
    assert.equal(Number(row.delivery_retention_days), 30)
    for (const wrong of [29, 3651, 90.5, '', null]) {
      const refused = await admin.browser.patch(path, { deliveryRetentionDays: wrong })
      assert.equal(refused.status, 422, String(wrong))
    }
    const french = await signUp({ language: 'fr' })
    const refused = await french.browser.patch(`/organizations/${french.organisationId}/privacy`, { deliveryRetentionDays: 10 })
    assert.equal(refused.status, 422)
    assert.notMatch(JSON.stringify(refused.body), /must be/)
    assert.equal((await admin.browser.get(path)).body.deliveryRetentionDays, 30)
  })
})
