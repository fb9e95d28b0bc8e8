import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { AnchorService, BillingService, MailService, QueueService, RateLimitService, StorageService, TimestampService } from '@sceau/plugin-sdk/server'
import { APP_VERSION } from '@sceau/shared'
import { spawnServer, type PlatformServer } from '@sceau/testing/platform_server'
import { StripeStandIn } from '@sceau/testing/stripe_stand_in'

interface HealthBody {
  status: string
  unreachable?: string[]
  drivers: Record<string, string>
  checks: Record<string, { ok: boolean }>
}

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
    // The version the footer shows (docs/product.md §1: v2.7.2), from the same constant.
    assert.equal(body.version, APP_VERSION)
    assert.equal(body.version, '2.7.2')
  })

  test("requests that arrive together share one round of probes; a later request gets a round of its own, never an older one's", async ({
    client,
    assert,
    cleanup,
  }) => {
    let rounds = 0
    const rawQuery = db.rawQuery.bind(db)
    // The database probe's SELECT 1 runs once per round; it answers in 300 ms here, so the requests overlap.
    db.rawQuery = ((sql: string, ...rest: unknown[]) => {
      if (sql !== 'SELECT 1') return (rawQuery as (...args: unknown[]) => unknown)(sql, ...rest)
      rounds++
      return new Promise((resolve) => setTimeout(resolve, 300)).then(() => rawQuery(sql))
    }) as typeof db.rawQuery
    cleanup(() => {
      db.rawQuery = rawQuery
    })
    const together = await Promise.all(Array.from({ length: 8 }, () => client.get('/api/v2/health')))
    for (const response of together) response.assertStatus(200)
    assert.isAtLeast(rounds, 1)
    assert.isAtMost(rounds, 2)
    const before = rounds
    ;(await client.get('/api/v2/health')).assertStatus(200)
    assert.equal(rounds, before + 1)
  })

  test('a Stripe key binds the Stripe driver; readiness asks Stripe and says degraded when it does not answer', async ({ assert }) => {
    const stripe = await StripeStandIn.start()
    const { server, ready } = await spawnServer({ env: { QUEUE_INLINE_WORKER: 'false', ...stripe.env } })
    children.push(server)
    await ready()
    const health = async () => (await (await fetch(`${server.url}/api/v2/health`)).json()) as HealthBody
    const answering = await health()
    assert.equal(answering.drivers.payments, 'stripe', server.output())
    assert.equal(answering.checks.payments?.ok, true)
    await stripe.close()
    const silent = await health()
    assert.equal(silent.drivers.payments, 'stripe')
    assert.equal(silent.status, 'degraded')
    assert.include(silent.unreachable ?? [], 'payments')
  })
})
