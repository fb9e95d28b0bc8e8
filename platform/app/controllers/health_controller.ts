import { inject } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import {
  AnchorService,
  MailService,
  QueueService,
  RateLimitService,
  StorageService,
  TimestampService,
} from '@sceau/plugin-sdk/server'
import env from '#start/env'
import { drivers } from '#config/sceau'
import { PluginRegistry } from '#plugins/plugin_registry'
import { platformVersion } from '#plugins/platform_version'
import { bucketProbe, pingRedis, probe, tcpReachable, type Check } from '#services/readiness'

let bucketCheck: (() => Promise<void>) | null = null

/**
 * GET /api/v2/health (readiness): which driver serves each concern, whether every engine this node
 * needs answers (database, Redis, bucket: 503 naming the failing one otherwise), whether the outside
 * services it calls are reachable (SMTP, TSA, anchor RPC: reported, "degraded"), which plugins run.
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
    private plugins: PluginRegistry
  ) {}

  live({ response }: HttpContext) {
    return response.send({ status: 'ok' })
  }

  async show({ response }: HttpContext) {
    const [required, outside] = await Promise.all([this.#required(), this.#outside()])
    const failing = Object.entries(required).filter(([, check]) => !check.ok).map(([name]) => name)
    const unreachable = Object.entries(outside).filter(([, check]) => !check.ok).map(([name]) => name)
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
        payments: drivers.payments,
      },
      checks: { ...required, ...outside },
      plugins: this.plugins.ids(),
    }
    return response.status(failing.length ? 503 : 200).send(report)
  }

  /** Engines without which requests fail: the node is not ready when one does not answer. */
  async #required(): Promise<Record<string, Check>> {
    const checks: Record<string, Promise<Check>> = { database: probe(() => db.rawQuery('SELECT 1')) }
    const redisUrl = env.get('REDIS_URL')
    if (redisUrl) checks.redis = probe(() => pingRedis(redisUrl))
    if (this.storage.driver === 's3') checks.bucket = probe(async () => (await this.#bucket())())
    return settle(checks)
  }

  /** Outside services called now and then: unreachable ones degrade features, not the node. */
  async #outside(): Promise<Record<string, Check>> {
    const checks: Record<string, Promise<Check>> = {}
    const smtp = env.get('SMTP_HOST')
    if (smtp) checks.smtp = probe(() => tcpReachable(`tcp://${smtp}:${env.get('SMTP_PORT') ?? 587}`))
    const tsa = env.get('TSA_URL')
    if (tsa) checks.tsa = probe(() => tcpReachable(tsa))
    const rpc = env.get('ANCHOR_RPC_URL')
    if (rpc) checks.anchorRpc = probe(() => tcpReachable(rpc))
    return settle(checks)
  }

  async #bucket() {
    if (!bucketCheck) {
      const disk = (await app.container.make('drive.manager')).use('s3')
      bucketCheck = bucketProbe((disk.driver as unknown as { options: Parameters<typeof bucketProbe>[0] }).options)
    }
    return bucketCheck
  }
}

async function settle(checks: Record<string, Promise<Check>>): Promise<Record<string, Check>> {
  const names = Object.keys(checks)
  const results = await Promise.all(Object.values(checks))
  return Object.fromEntries(names.map((name, index) => [name, results[index]]))
}
