import { test } from '@japa/runner'
import { AnchorService, TimestampService } from '@sceau/plugin-sdk/server'
import app from '@adonisjs/core/services/app'
import { APP_VERSION } from '@sceau/shared'
import { legalNotice, type LegalSetting } from '#controllers/instance_controller'

test.group('GET /api/v2/instance', () => {
  test('says whether the timestamps are qualified as the bound TSA does, with no session', async ({ client, assert }) => {
    const response = await client.get('/api/v2/instance')
    response.assertStatus(200)
    assert.notExists(response.header('set-cookie'))
    const timestamps = await app.container.make(TimestampService)
    assert.equal(response.body().qualifiedTimestamps, timestamps.qualified)
    // The suite runs on the embedded TSA: its timestamps are not qualified.
    assert.equal(timestamps.driver, 'embedded')
    assert.isFalse(response.body().qualifiedTimestamps)
    assert.equal(response.body().version, APP_VERSION)
    // Anchored only when a chain is configured: the public pages claim a blockchain record only then.
    assert.equal(response.body().anchoring, (await app.container.make(AnchorService)).driver !== 'off')
  })

  test('an instance without the legal settings says so: every identity is null, nothing made up', async ({ client, assert }) => {
    const response = await client.get('/api/v2/instance')
    const notice = response.body().legalNotice
    assert.isFalse(notice.complete)
    assert.deepEqual(notice.host, { name: null, address: null, phone: null })
    assert.isNull(notice.director)
  })

  test('the legal notice reads the publisher, the director and the host from the settings; blank is unset', ({ assert }) => {
    const settings: Partial<Record<LegalSetting, string>> = {
      SELLER_NAME: 'Atelier Sceau SAS',
      SELLER_ADDRESS: '1 rue de la Paix, 75002 Paris',
      SELLER_LEGAL_NUMBER: 'RCS Paris 123 456 789',
      SUPPORT_EMAIL: 'contact@example.org',
      PUBLICATION_DIRECTOR: 'Ada Lovelace',
      HOSTING_NAME: 'Hébergeur SA',
      HOSTING_ADDRESS: '2 quai de Seine, 69001 Lyon',
      HOSTING_PHONE: '   ',
    }
    const notice = legalNotice((name) => settings[name])
    assert.deepEqual(notice, {
      publisher: {
        name: 'Atelier Sceau SAS',
        address: '1 rue de la Paix, 75002 Paris',
        phone: null,
        legalNumber: 'RCS Paris 123 456 789',
        vatNumber: null,
        email: 'contact@example.org',
      },
      director: 'Ada Lovelace',
      host: { name: 'Hébergeur SA', address: '2 quai de Seine, 69001 Lyon', phone: null },
      complete: true,
    })
    assert.isFalse(legalNotice((name) => (name === 'PUBLICATION_DIRECTOR' ? undefined : settings[name])).complete)
  })
})
