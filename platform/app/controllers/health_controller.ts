import { inject } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import {
  AnchorService,
  MailService,
  QueueService,
  RateLimitService,
  StorageService,
  TimestampService,
} from '@sceau/plugin-sdk/server'
import { drivers } from '#config/sceau'
import { PluginRegistry } from '#plugins/plugin_registry'
import { platformVersion } from '#plugins/platform_version'

/** GET /api/v2/health: which driver serves each concern, whether the engines answer, which plugins run. */
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

  async show({ response }: { response: any }) {
    const database = await this.#check(() => db.rawQuery('SELECT 1'))
    const report = {
      status: database.ok ? 'ok' : 'degraded',
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
      checks: { database },
      plugins: this.plugins.ids(),
    }
    return response.status(database.ok ? 200 : 503).send(report)
  }

  async #check(probe: () => Promise<unknown>) {
    const started = performance.now()
    try {
      await probe()
      return { ok: true, ms: Math.round(performance.now() - started) }
    } catch (error) {
      return { ok: false, error: (error as Error).message }
    }
  }
}
