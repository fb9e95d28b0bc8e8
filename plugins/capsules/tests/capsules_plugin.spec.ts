import { test } from '@japa/runner'
// The assert plugin's TestContext types (the platform's runner configures the plugin).
import type {} from '@japa/assert'
import { answersByCaller, declaredGrants, grantsByPlan, pluginSchema } from '@sceau/testing/plugin_contract'
import { DECLARATIONS, PERMISSIONS } from '../shared/permissions.js'

test.group('Capsules plugin: what its server half registers works', () => {
  test('the formats route is public: anyone, logged in or not, gets the archive and screenshot formats', async ({ assert }) => {
    const answers = await answersByCaller('GET', '/capsules/formats')
    for (const [caller, answer] of Object.entries(answers)) {
      assert.equal(answer.status, 200, caller)
      assert.deepEqual(answer.body, { archive: 'WARC/1.1', screenshot: 'image/png' }, caller)
    }
    assert.equal((await answersByCaller('POST', '/capsules/formats')).anonymous.status, 404, 'only GET is registered')
  })

  test('its permission reaches the organisation: refused on the free plan, granted to administrator and members on the paid one', async ({ assert }) => {
    assert.deepEqual(await grantsByPlan(PERMISSIONS), declaredGrants(DECLARATIONS))
  })

  test('its migration created its table, recorded under the plugin', async ({ assert }) => {
    const { columns, migrations } = await pluginSchema('capsules')
    assert.deepEqual(columns, {
      capsules_captures: ['created_at', 'id', 'organisation_id', 'screenshot_sha256', 'url', 'warc_sha256'],
    })
    assert.deepEqual(migrations, ['database/plugins/capsules/1763700000004_create_capsules_captures_table'])
  })
})
