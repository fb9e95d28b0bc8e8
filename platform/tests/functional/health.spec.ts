import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { AnchorService, BillingService, MailService, QueueService, RateLimitService, StorageService, TimestampService } from '@sceau/plugin-sdk/server'
import { spawnServer, type PlatformServer } from '@sceau/testing/platform_server'

/** The driver name of each service this container bound (what health must report, whatever the environment says). */
async function boundDrivers() {
  const { container } = app
  return {
    database: db.connection().dialect.name === 'postgres' ? 'postgres' : 'sqlite',
    files: (await container.make(StorageService)).driver,
    queue: (await container.make(QueueService)).driver,
    mail: (await container.make(MailService)).driver,
    rateLimits: (await container.make(RateLimitService)).driver,
    timestamps: (await container.make(TimestampService)).driver,
    anchoring: (await container.make(AnchorService)).driver,
    payments: (await container.make(BillingService)).driver,
  }
}

test.group('GET /api/v2/health', (group) => {
  const children: PlatformServer[] = []
  group.each.teardown(async () => {
    for (const child of children.splice(0)) await child.stop('SIGKILL').catch(() => {})
  })

  test('reports the driver of each service the container bound', async ({ client, assert }) => {
    const response = await client.get('/api/v2/health')
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.status, 'ok')
    assert.deepEqual(body.drivers, await boundDrivers())
    assert.deepEqual(body.plugins, ['transfer', 'consignment', 'receptions', 'capsules', 'git-deploy'])
  })

  test('a Stripe key with no card-payment driver built still reports the "off" payments driver that is bound', async ({ assert }) => {
    assert.equal((await app.container.make(BillingService)).driver, 'off', 'this platform binds only the off billing driver')
    const { server, ready } = await spawnServer({ env: { QUEUE_INLINE_WORKER: 'false', STRIPE_SECRET_KEY: 'sk_test_not_used' } })
    children.push(server)
    await ready()
    const response = await fetch(`${server.url}/api/v2/health`)
    const body = (await response.json()) as { drivers: Record<string, string> }
    assert.equal(body.drivers.payments, 'off', server.output())
  })
})
