import { test } from '@japa/runner'
// The assert plugin's TestContext types (the platform's runner configures the plugin).
import type {} from '@japa/assert'
import { answersByCaller, declaredGrants, grantsByPlan, pluginSchema } from '@sceau/testing/plugin_contract'
import { DECLARATIONS, PERMISSIONS } from '../shared/permissions.js'

test.group('Capsules plugin: what its server half registers works', () => {
  test('the formats route is public: anyone, logged in or not, gets the archive and screenshot formats and the headers redacted', async ({ assert }) => {
    const answers = await answersByCaller('GET', '/capsules/formats')
    for (const [caller, answer] of Object.entries(answers)) {
      assert.equal(answer.status, 200, caller)
      assert.deepEqual(
        answer.body,
        {
          archive: 'WARC/1.1',
          screenshot: 'image/png',
          redactedHeaders: ['Cookie', 'Authorization', 'Proxy-Authorization', 'Set-Cookie', 'X-Api-Key', 'X-Auth-Token', 'X-CSRF-Token', 'X-XSRF-Token'],
        },
        caller
      )
    }
    assert.equal((await answersByCaller('POST', '/capsules/formats')).anonymous.status, 404, 'only GET is registered')
  })

  test('its permission reaches the organisation: refused on the free plan, granted to administrator and members on the paid one', async ({ assert }) => {
    assert.deepEqual(await grantsByPlan(PERMISSIONS), declaredGrants(DECLARATIONS))
  })

  test('its migrations replaced the skeleton table with capsules_capsules, recorded under the plugin', async ({ assert }) => {
    const { columns, migrations } = await pluginSchema('capsules')
    assert.deepEqual(columns, {
      capsules_capsules: [
        'batch_id',
        'browser',
        'captured_at',
        'contents',
        'created_at',
        'deposit_id',
        'deposit_number',
        'error',
        'id',
        'kind',
        'organisation_id',
        'screenshot_blob_id',
        'screenshot_height',
        'screenshot_name',
        'screenshot_sha256',
        'screenshot_size',
        'screenshot_width',
        'state',
        'title',
        'updated_at',
        'url',
        'user_email',
        'user_id',
        'wacz_blob_id',
        'wacz_name',
        'wacz_sha256',
        'wacz_size',
      ],
    })
    assert.deepEqual(migrations, [
      'database/plugins/capsules/1763700000004_create_capsules_captures_table',
      'database/plugins/capsules/1763700000401_replace_capsules_captures_table',
    ])
  })
})
