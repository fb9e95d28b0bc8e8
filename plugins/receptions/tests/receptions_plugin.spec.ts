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

  test('its migrations created its tables, recorded under the plugin', async ({ assert }) => {
    const { columns, migrations } = await pluginSchema('receptions')
    assert.deepEqual(Object.keys(columns).sort(), ['receptions_deliveries', 'receptions_files', 'receptions_pages', 'receptions_safelinks'])
    assert.includeMembers(columns.receptions_safelinks, [
      'id',
      'token',
      'organisation_id',
      'creator_id',
      'audience',
      'password_hash',
      'expiry',
      'expires_at',
      'used_at',
      'revoked_at',
      'max_bytes',
      'max_files',
    ])
    assert.includeMembers(columns.receptions_deliveries, [
      'id',
      'organisation_id',
      'source_kind',
      'source_id',
      'sender_email',
      'sender_verified',
      'batch_id',
      'sender_token_hash',
      'state',
      'manifest',
      'timestamp_token',
      'expires_at',
    ])
    assert.deepEqual(migrations, [
      'database/plugins/receptions/1763700000003_create_receptions_safelinks_table',
      'database/plugins/receptions/1763700000301_replace_receptions_safelinks_table',
      'database/plugins/receptions/1763700000302_create_receptions_pages_table',
      'database/plugins/receptions/1763700000303_create_receptions_deliveries_table',
      'database/plugins/receptions/1763700000304_add_receptions_safelinks_used_by',
    ])
  })
})
