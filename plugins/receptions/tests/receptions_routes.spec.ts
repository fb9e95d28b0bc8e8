import { test } from '@japa/runner'
// The `client` of the test context comes from this plugin's type augmentation.
import type {} from '@japa/api-client'

test.group('receptions plugin routes', () => {
  test('GET /api/v2/receptions/safelink-options answers through the plugin contract', async ({ client }) => {
    const response = await client.get('/api/v2/receptions/safelink-options')
    response.assertStatus(200)
    response.assertBodyContains({ expiries: ['24h', '7d', '14d', '30d', 'first-upload'] })
  })
})
