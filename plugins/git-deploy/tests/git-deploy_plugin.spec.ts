import { test } from '@japa/runner'
// The assert plugin's TestContext types (the platform's runner configures the plugin).
import type {} from '@japa/assert'
import { answersByCaller, declaredGrants, grantsByPlan, pluginSchema } from '@sceau/testing/plugin_contract'
import { DECLARATIONS, PERMISSIONS } from '../shared/permissions.js'

test.group('Git-deploy plugin: what its server half registers works', () => {
  test('its permission reaches the organisation: refused on the free plan, granted to administrator and members on the paid one', async ({ assert }) => {
    assert.deepEqual(await grantsByPlan(PERMISSIONS), declaredGrants(DECLARATIONS))
  })

  test('its tables carry its name, its migrations are recorded under it, and its routes work on the migrated schema', async ({ assert }) => {
    const { columns, migrations } = await pluginSchema('git-deploy')
    assert.deepEqual(Object.keys(columns).sort(), ['git_deploy_release_records'])
    assert.isNotEmpty(migrations)
    const answers = await answersByCaller('GET', '/git-deploy/releases')
    assert.equal(answers.premium.status, 200, JSON.stringify(answers.premium.body))
    assert.deepEqual(answers.premium.body.data, [])
  })
})
