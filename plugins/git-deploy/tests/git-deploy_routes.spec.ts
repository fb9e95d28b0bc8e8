import { test } from '@japa/runner'
// The `client` of the test context comes from this plugin's type augmentation.
import type {} from '@japa/api-client'

test.group('git-deploy plugin routes', () => {
  test('GET /api/v2/git-deploy/action answers through the plugin contract', async ({ client }) => {
    const response = await client.get('/api/v2/git-deploy/action')
    response.assertStatus(200)
    response.assertBodyContains({ trigger: 'release' })
  })
})
