import { test } from '@japa/runner'
// The assert plugin's TestContext types (the platform's runner configures the plugin).
import type {} from '@japa/assert'
import { declaredGrants, grantsByPlan, pluginSchema } from '@sceau/testing/plugin_contract'
import { DECLARATIONS, PERMISSIONS } from '../shared/permissions.js'

test.group('Git-deploy plugin: what its server half registers works', () => {
  test('its permission reaches the organisation: refused on the free plan, granted to administrator and members on the paid one', async ({ assert }) => {
    assert.deepEqual(await grantsByPlan(PERMISSIONS), declaredGrants(DECLARATIONS))
  })

  test('its migrations replaced the skeleton table with the releases table, recorded under the plugin', async ({ assert }) => {
    const { columns, migrations } = await pluginSchema('git-deploy')
    assert.deepEqual(columns, {
      git_deploy_release_records: [
        'api_key_id',
        'archive_blob_id',
        'archive_name',
        'archive_sha256',
        'archive_size',
        'batch_id',
        'certificate_url',
        'co_authors',
        'commit',
        'created_at',
        'dedupe_key',
        'deposit_id',
        'deposit_number',
        'email',
        'error',
        'id',
        'organisation_id',
        'repository',
        'state',
        'tag',
        'updated_at',
        'user_id',
        'years',
      ],
    })
    assert.deepEqual(migrations, [
      'database/plugins/git-deploy/1763700000005_create_git_deploy_releases_table',
      'database/plugins/git-deploy/1763700000501_replace_git_deploy_releases_table',
      'database/plugins/git-deploy/1763700000502_add_git_deploy_release_dedupe_key',
    ])
  })
})
