import { test } from '@japa/runner'
import { settings } from '../server/config.js'
import { files, grantPlan, MailCatcher, signUp, uniqueEmail, userTransfer } from './support/transfers.js'

test.group('Transfer: resending the link is throttled', (group) => {
  let mail: MailCatcher
  group.setup(async () => {
    mail = await MailCatcher.start()
    return () => mail.stop()
  })

  test('a transfer is mailed again at most a few times an hour, then a translated 429 saying when', async ({ assert }) => {
    const owner = await signUp({ language: 'fr' })
    await grantPlan(owner.organisationId, 'premium')
    const { id } = await userTransfer(owner.browser, { mode: 'email', recipients: [uniqueEmail('r')], title: 'Bilan' }, files(['a.txt', 10]))
    for (let i = 0; i < settings.resend.requests; i++) {
      assert.equal((await owner.browser.post(`/transfer/transfers/${id}/resend`, {})).status, 200, `resend ${i + 1}`)
    }
    const refused = await owner.browser.post(`/transfer/transfers/${id}/resend`, {})
    assert.equal(refused.status, 429)
    assert.equal(refused.body.error.code, 'E_TOO_MANY_REQUESTS')
    assert.match(refused.body.error.message, /^Le lien de ce transfert a été renvoyé trop souvent\. Réessayez dans \d+ minutes?\.$/)
    assert.isAbove(Number(refused.headers.get('retry-after')), 60)

    const other = await userTransfer(owner.browser, { mode: 'email', recipients: [uniqueEmail('r')], title: 'Autre' }, files(['b.txt', 10]))
    assert.equal((await owner.browser.post(`/transfer/transfers/${other.id}/resend`, {})).status, 200, 'another transfer has its own count')
  })
})
