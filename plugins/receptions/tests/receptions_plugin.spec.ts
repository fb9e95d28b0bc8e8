import { test } from '@japa/runner'
// The assert plugin's TestContext types (the platform's runner configures the plugin).
import type {} from '@japa/assert'
import { answersByCaller, declaredGrants, grantsByPlan, pluginSchema } from '@sceau/testing/plugin_contract'
import { SAFELINK_EXPIRY_CHOICES } from '@sceau/shared'
import { DECLARATIONS, PERMISSIONS } from '../shared/permissions.js'

test.group('Receptions plugin: what its server half registers works', () => {
  test('the SafeLink options route is public: anyone, logged in or not, gets the expiries and audiences', async ({ assert }) => {
    const answers = await answersByCaller('GET', '/receptions/safelink-options')
    for (const [caller, answer] of Object.entries(answers)) {
      assert.equal(answer.status, 200, caller)
      assert.deepEqual(answer.body, { expiries: [...SAFELINK_EXPIRY_CHOICES], audiences: ['link', 'organisation', 'password', 'verified'] }, caller)
    }
    assert.equal((await answersByCaller('POST', '/receptions/safelink-options')).anonymous.status, 404, 'only GET is registered')
  })

  test('its permissions reach the organisation: refused on the free plan, granted to administrator and members on the paid one', async ({ assert }) => {
    assert.deepEqual(await grantsByPlan(PERMISSIONS), declaredGrants(DECLARATIONS))
  })

  test('its migration created its table, recorded under the plugin', async ({ assert }) => {
    const { columns, migrations } = await pluginSchema('receptions')
    assert.deepEqual(columns, {
      receptions_safelinks: ['audience', 'created_at', 'description', 'expire_at', 'id', 'organisation_id', 'title', 'token'],
    })
    assert.deepEqual(migrations, ['database/plugins/receptions/1763700000003_create_receptions_safelinks_table'])
  })
})
