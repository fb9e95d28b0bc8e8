import { test } from '@japa/runner'
// The assert plugin's TestContext types (the platform's runner configures the plugin).
import type {} from '@japa/assert'
import { answersByCaller, declaredGrants, grantsByPlan, pluginSchema } from '@sceau/testing/plugin_contract'
import { DECLARATIONS, PERMISSIONS } from '../shared/permissions.js'

test.group('Git-deploy plugin: what its server half registers works', () => {
  test('the action route is public: anyone, logged in or not, gets the inputs of the deploy action', async ({ assert }) => {
    const answers = await answersByCaller('GET', '/git-deploy/action')
    for (const [caller, answer] of Object.entries(answers)) {
      assert.equal(answer.status, 200, caller)
      assert.deepEqual(answer.body, { inputs: ['api-public-key', 'api-secret-key', 'path'], trigger: 'release' }, caller)
    }
    assert.equal((await answersByCaller('POST', '/git-deploy/action')).anonymous.status, 404, 'only GET is registered')
  })

  test('its permission reaches the organisation: refused on the free plan, granted to administrator and members on the paid one', async ({ assert }) => {
    assert.deepEqual(await grantsByPlan(PERMISSIONS), declaredGrants(DECLARATIONS))
  })

  test('its migration created its table, recorded under the plugin', async ({ assert }) => {
    const { columns, migrations } = await pluginSchema('git-deploy')
    assert.deepEqual(columns, {
      git_deploy_releases: ['created_at', 'id', 'organisation_id', 'repository', 'sha256', 'tag'],
    })
    assert.deepEqual(migrations, ['database/plugins/git-deploy/1763700000005_create_git_deploy_releases_table'])
  })
})
