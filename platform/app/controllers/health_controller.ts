import { inject } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { AnchorService, BillingService, MailService, QueueService, RateLimitService, StorageService, TimestampService } from '@sceau/plugin-sdk/server'
import { PluginRegistry } from '#plugins/plugin_registry'
import { platformVersion } from '#plugins/platform_version'
import { bucketCheckOf, probe, runChecks } from '#services/readiness'
import { BillingDesk } from '#billing/billing_desk'

let inFlight: Promise<{ status: number; report: Record<string, unknown> }> | null = null

/**
 * GET /api/v2/health (readiness): which driver serves each concern (read from the services the
 * container bound, never recomputed from the environment), whether every engine this node
 * needs answers (database, Redis, bucket: 503 naming the failing one otherwise), whether the outside
 * services it calls are reachable (SMTP, TSA, anchor RPC, Stripe, and what plugins contribute such as
 * capsules' browser: reported, "degraded"), which plugins run.
 * GET /api/v2/health/live (liveness): the process runs; touches nothing.
 */
@inject()
export default class HealthController {
  constructor(
    private storage: StorageService,
    private queue: QueueService,
    private mail: MailService,
    private rateLimits: RateLimitService,
    private timestamps: TimestampService,
    private anchoring: AnchorService,
    private billing: BillingService,
    private plugins: PluginRegistry,
    private desk: BillingDesk
  ) {}

  live({ response }: HttpContext) {
    return response.send({ status: 'ok' })
  }

  async show({ response }: HttpContext) {
    // Probes every caller at once would repeat: concurrent requests share the round under way (never an older one).
    const { status, report } = await (inFlight ??= this.#report().finally(() => {
      inFlight = null
    }))
    return response.status(status).send(report)
  }

  async #report() {
    const gateway = this.desk.gateway
    const contributed = Object.entries(this.plugins.healthChecks())
    const [{ required, outside: probed }, payments, plugins] = await Promise.all([
      runChecks(await bucketCheckOf(this.storage)),
      // The Stripe driver's key must answer (ADR 0006 §2); payments wait without it.
      gateway ? probe(() => gateway.ping(), 3000) : null,
      // What plugins need on this node (capsules: a browser), reported like the outside services.
      Promise.all(contributed.map(async ([name, check]) => [name, await probe(check, 10_000)] as const)),
    ])
    const outside = { ...probed, ...(payments ? { payments } : {}), ...Object.fromEntries(plugins) }
    const failing = Object.entries(required)
      .filter(([, check]) => !check.ok)
      .map(([name]) => name)
    const unreachable = Object.entries(outside)
      .filter(([, check]) => !check.ok)
      .map(([name]) => name)
    const report = {
      status: failing.length ? 'down' : unreachable.length ? 'degraded' : 'ok',
      ...(failing.length ? { failing } : {}),
      ...(unreachable.length ? { unreachable } : {}),
      version: platformVersion(app),
      drivers: {
        database: db.connection().dialect.name === 'postgres' ? 'postgres' : 'sqlite',
        files: this.storage.driver,
        queue: this.queue.driver,
        mail: this.mail.driver,
        rateLimits: this.rateLimits.driver,
        timestamps: this.timestamps.driver,
        anchoring: this.anchoring.driver,
        payments: this.billing.driver,
      },
      checks: { ...required, ...outside },
      plugins: this.plugins.ids(),
    }
    return { status: failing.length ? 503 : 200, report }
  }
}
