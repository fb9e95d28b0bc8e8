import { test } from '@japa/runner'
// The `client` of the test context comes from this plugin's type augmentation.
import type {} from '@japa/api-client'

test.group('capsules plugin routes', () => {
  test('GET /api/v2/capsules/formats answers through the plugin contract', async ({ client }) => {
    const response = await client.get('/api/v2/capsules/formats')
    response.assertStatus(200)
    response.assertBodyContains({ archive: 'WARC/1.1' })
  })
})
