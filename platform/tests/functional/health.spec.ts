import { test } from '@japa/runner'
import env from '#start/env'

test.group('GET /api/v2/health', () => {
  test('reports the driver in use for each concern, as selected by the environment', async ({ client, assert }) => {
    const response = await client.get('/api/v2/health')
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.status, 'ok')
    assert.deepEqual(body.drivers, {
      database: env.get('DATABASE_URL') ? 'postgres' : 'sqlite',
      files: env.get('S3_BUCKET') ? 's3' : 'fs',
      queue: env.get('REDIS_URL') ? 'bullmq' : 'inline',
      mail: env.get('SMTP_HOST') ? 'smtp' : 'preview',
      rateLimits: env.get('REDIS_URL') ? 'redis' : 'database',
      timestamps: env.get('TSA_URL') ? 'rfc3161' : 'embedded',
      anchoring: env.get('ANCHOR_RPC_URL') ? 'evm' : 'off',
      payments: env.get('STRIPE_SECRET_KEY') ? 'stripe' : 'off',
    })
    assert.deepEqual(body.plugins, ['transfer', 'consignment', 'receptions', 'capsules', 'git-deploy'])
  })
})
