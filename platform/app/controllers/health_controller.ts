import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { APP_VERSION } from '@sceau/shared'
import { AnchorService, BillingService, MailService, QueueService, RateLimitService, StorageService, TimestampService } from '@sceau/plugin-sdk/server'
import { PluginRegistry } from '#plugins/plugin_registry'
import { filesCheckOf, probe, runChecks } from '#services/engines/readiness'
import { BillingDesk } from '#billing/billing_desk'

/** The services the report reads, resolved once per container (singletons: the same for every request). */
const resolved = new WeakMap<object, ReturnType<typeof resolveServices>>()
const servicesOf = (container: typeof app.container) => {
  let services = resolved.get(container)
  if (!services) {
    services = resolveServices(container)
    // A failed resolution is tried again by the next request.
    services.catch(() => resolved.delete(container))
    resolved.set(container, services)
  }
  return services
}

async function resolveServices(container: typeof app.container) {
  const [storage, queue, mail, rateLimits, timestamps, anchoring, billing, plugins, desk] = await Promise.all([
    container.make(StorageService),
    container.make(QueueService),
    container.make(MailService),
    container.make(RateLimitService),
    container.make(TimestampService),
    container.make(AnchorService),
    container.make(BillingService),
    container.make(PluginRegistry),
    container.make(BillingDesk),
  ])
  return { storage, queue, mail, rateLimits, timestamps, anchoring, billing, plugins, desk }
}

let inFlight: Promise<{ status: number; body: string }> | null = null

/**
 * GET /api/v2/health (readiness): which driver serves each concern (read from the services the
 * container bound, never recomputed from the environment), whether every engine this node
 * needs answers (database, Redis, bucket or files folder: 503 naming the failing one otherwise; a
 * files folder short of free space is "degraded"), whether the outside
 * services it calls are reachable (SMTP, TSA, anchor RPC, Stripe, and what plugins contribute such as
 * capsules' browser: reported, "degraded"), which plugins run.
 * GET /api/v2/health/live (liveness): the process runs; touches nothing.
 */
export default class HealthController {
  live({ response }: HttpContext) {
    return response.send({ status: 'ok' })
  }

  async show({ response }: HttpContext) {
    // Probes every caller at once would repeat: concurrent requests share the round under way (never an older one).
    // It starts once the requests of this turn of the event loop have arrived, so they all share it.
    const { status, body } = await (inFlight ??= new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.#report())
      .finally(() => {
        inFlight = null
      }))
    // Serialised once per round: every request the round answers sends the same bytes.
    return response.status(status).header('content-type', 'application/json; charset=utf-8').send(body)
  }

  /** One round of probes. */
  async #report() {
    const { storage, queue, mail, rateLimits, timestamps, anchoring, billing, plugins, desk } = await servicesOf(app.container)
    const gateway = desk.gateway
    const contributed = Object.entries(plugins.healthChecks())
    const [{ required, outside: probed }, payments, pluginChecks] = await Promise.all([
      runChecks(await filesCheckOf(storage)),
      // The Stripe driver's key must answer (ADR 0006 §2); payments wait without it.
      gateway ? probe(() => gateway.ping(), 3000) : null,
      // What plugins need on this node (capsules: a browser), reported like the outside services.
      Promise.all(contributed.map(async ([name, check]) => [name, await probe(check, 10_000)] as const)),
    ])
    const outside = { ...probed, ...(payments ? { payments } : {}), ...Object.fromEntries(pluginChecks) }
    const failing = Object.entries(required)
      .filter(([, check]) => !check.ok)
      .map(([name]) => name)
    const unreachable = Object.entries(outside)
      .filter(([, check]) => !check.ok)
      .map(([name]) => name)
    const degraded = Object.entries(required)
      .filter(([, check]) => check.ok && check.degraded)
      .map(([name]) => name)
    const report = {
      status: failing.length ? 'down' : unreachable.length || degraded.length ? 'degraded' : 'ok',
      ...(failing.length ? { failing } : {}),
      ...(unreachable.length ? { unreachable } : {}),
      ...(degraded.length ? { degraded } : {}),
      // The product's version, the one the footer shows (one constant in @sceau/shared).
      version: APP_VERSION,
      drivers: {
        database: db.connection().dialect.name === 'postgres' ? 'postgres' : 'sqlite',
        files: storage.driver,
        queue: queue.driver,
        mail: mail.driver,
        rateLimits: rateLimits.driver,
        timestamps: timestamps.driver,
        anchoring: anchoring.driver,
        payments: billing.driver,
      },
      checks: { ...required, ...outside },
      plugins: plugins.ids(),
    }
    return { status: failing.length ? 503 : 200, body: JSON.stringify(report) }
  }
}
