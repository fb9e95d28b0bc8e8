import { test } from '@japa/runner'
// The assert plugin's TestContext types (the platform's runner configures the plugin).
import type {} from '@japa/assert'
import { answersByCaller, declaredGrants, grantsByPlan, pluginSchema } from '@sceau/testing/plugin_contract'
import { SAFELINK_EXPIRY_CHOICES } from '@sceau/shared'
import { DECLARATIONS, PERMISSIONS } from '../shared/permissions.js'
import { SAFELINK_AUDIENCES } from '../shared/types.js'

test.group('Receptions plugin: what its server half registers works', () => {
  test('the SafeLink options route is public: anyone, logged in or not, gets the expiries and audiences', async ({ assert }) => {
    const answers = await answersByCaller('GET', '/receptions/safelink-options')
    for (const [caller, answer] of Object.entries(answers)) {
      assert.equal(answer.status, 200, caller)
      assert.deepEqual(answer.body, { expiries: [...SAFELINK_EXPIRY_CHOICES], audiences: [...SAFELINK_AUDIENCES] }, caller)
    }
    assert.equal((await answersByCaller('POST', '/receptions/safelink-options')).anonymous.status, 404, 'only GET is registered')
  })

  test('its permissions reach the organisation: refused on the free plan, granted to administrator and members on the paid one', async ({ assert }) => {
    assert.deepEqual(await grantsByPlan(PERMISSIONS), declaredGrants(DECLARATIONS))
  })

  test('its tables carry its name, its migrations are recorded under it, and its routes work on the migrated schema', async ({ assert }) => {
    const { columns, migrations } = await pluginSchema('receptions')
    assert.deepEqual(Object.keys(columns).sort(), ['receptions_deliveries', 'receptions_files', 'receptions_pages', 'receptions_safelinks'])
    assert.isNotEmpty(migrations)
    const answers = await answersByCaller('GET', '/receptions/links')
    assert.equal(answers.premium.status, 200, JSON.stringify(answers.premium.body))
    assert.equal(answers.premium.body.meta.total, 0)
  })
})
