import { join } from 'node:path'
import type { ApplicationService } from '@adonisjs/core/types'
import {
  AnchorService,
  AuditService,
  BillingService,
  DeliveryLogService,
  EventBus,
  LoggerService,
  MailService,
  QueueService,
  RateLimitService,
  StorageService,
  TimestampService,
  TranslationService,
} from '@sceau/plugin-sdk/server'
import { PinoLoggerService } from '#services/core/pino_logger_service'
import { DriveStorageService } from '#services/storage/drive_storage_service'
import { fsRangeReader, s3RangeReader } from '#services/storage/storage_ranges'
import { s3StreamWriter } from '#services/storage/s3_stream_writer'
import { LocalEventBus } from '#services/core/local_event_bus'
import { DatabaseAuditService } from '#services/core/database_audit_service'
import { LimiterRateLimitService } from '#services/http/limiter_rate_limit_service'
import { I18nTranslationService } from '#services/core/i18n_translation_service'
import { NodemailerMailService } from '#mail/nodemailer_mail_service'
import { JobRegistry } from '#queue/job_registry'
import { JobExecutor } from '#queue/job_executor'
import { DatabaseQueue } from '#queue/database_queue'
import { startInlineWorker, startOutboxRelay, stopInlineWorker } from '#queue/inline_worker'
import { SendMailJob } from '#jobs/send_mail_job'
import { accountJobs, bindAccounts } from '#services/accounts/account_bindings'
import { bindUploads, closeUploads, uploadJobs } from '#uploads/upload_bindings'
import { createAnchorService, createTimestampService, proofJobs } from '#proofs/proof_services'
import { DatabaseDeliveryLogService } from '#proofs/database_delivery_log_service'
import { SealDeliveryHeadJob } from '#proofs/seal_delivery_head_job'
import { DeliveryLogRetentionJob } from '#proofs/delivery_log_retention_job'
import { OffBillingService } from '#billing/off_billing_service'
import { BillingDesk } from '#billing/billing_desk'
import { billingJobs } from '#billing/billing_jobs'
import { InvoiceBook } from '#billing/invoices/invoice_book'
import { IdempotencyKeys } from '#services/http/idempotency_keys'
import { IdempotencyCleanupJob } from '#jobs/idempotency_cleanup_job'
import { OutboxCleanupJob } from '#jobs/outbox_cleanup_job'

type S3Options = Parameters<typeof s3RangeReader>[0]

/**
 * Binds one implementation of each core service, chosen by config/sceau.ts from the environment,
 * under the abstract classes of @sceau/plugin-sdk so controllers and jobs can inject them.
 */
export default class ServicesProvider {
  constructor(protected app: ApplicationService) {}

  register() {
    const { container } = this.app

    container.singleton(JobRegistry, async () => {
      const registry = new JobRegistry()
      registry.register({ job: SendMailJob })
      registry.register({ job: SealDeliveryHeadJob })
      registry.register({ job: DeliveryLogRetentionJob, schedule: { every: '1 hour' } })
      for (const registration of accountJobs) registry.register(registration)
      for (const registration of uploadJobs) registry.register(registration)
      for (const registration of await proofJobs()) registry.register(registration)
      for (const registration of billingJobs) registry.register(registration)
      registry.register({ job: IdempotencyCleanupJob, schedule: { every: '1 hour' } })
      registry.register({ job: OutboxCleanupJob, schedule: { every: '1 day' } })
      return registry
    })

    container.singleton(LoggerService, async () => {
      const logger = await container.make('logger')
      return new PinoLoggerService(logger)
    })

    container.singleton(StorageService, async () => {
      const { drivers } = await import('#config/sceau')
      const drive = await container.make('drive.manager')
      const disk = drive.use(drivers.files)
      const driver = disk.driver as unknown as { options: S3Options & { location: URL | string } }
      if (drivers.files !== 's3') {
        const root = String(driver.options.location instanceof URL ? driver.options.location.pathname : driver.options.location)
        return new DriveStorageService(drivers.files, disk, fsRangeReader(root))
      }
      return new DriveStorageService(drivers.files, disk, s3RangeReader(driver.options), s3StreamWriter(driver.options))
    })

    container.singleton(QueueService, async () => {
      const { drivers } = await import('#config/sceau')
      const env = (await import('#start/env')).default
      const registry = await container.make(JobRegistry)
      if (drivers.queue === 'bullmq') {
        // BullMQ loads only on its driver (idle memory of the embedded drivers).
        const { BullmqQueue, bullConnection } = await import('#queue/bullmq_queue')
        return new BullmqQueue(
          bullConnection(env.get('REDIS_URL')!),
          registry,
          env.get('QUEUE_PREFIX') ?? 'sceau',
          await container.make('lucid.db'),
          await container.make(LoggerService)
        )
      }
      return new DatabaseQueue(await container.make('lucid.db'), registry)
    })

    container.singleton(JobExecutor, async () => {
      return new JobExecutor(this.app, await container.make(JobRegistry), await container.make(LoggerService))
    })

    container.singleton(MailService, async () => {
      const { drivers, dataDir } = await import('#config/sceau')
      const env = (await import('#start/env')).default
      const from = { address: env.get('MAIL_FROM') ?? 'no-reply@sceau.localhost', name: 'Sceau' }
      const config =
        drivers.mail === 'smtp'
          ? {
              driver: 'smtp' as const,
              host: env.get('SMTP_HOST')!,
              port: env.get('SMTP_PORT') ?? 587,
              secure: env.get('SMTP_SECURE') ?? false,
              username: env.get('SMTP_USERNAME'),
              password: env.get('SMTP_PASSWORD')?.release(),
            }
          : { driver: 'preview' as const, directory: join(dataDir, 'mail') }
      return new NodemailerMailService(config, from, await container.make(QueueService), await container.make(LoggerService))
    })

    container.singleton(EventBus, async () => new LocalEventBus(await container.make(LoggerService)))
    container.singleton(AuditService, async () => new DatabaseAuditService(await container.make('lucid.db')))
    container.singleton(RateLimitService, async () => {
      const { drivers } = await import('#config/sceau')
      return new LimiterRateLimitService(drivers.rateLimits, () => container.make('limiter.manager'))
    })
    container.singleton(TimestampService, async () => {
      return createTimestampService(await container.make('lucid.db'), await container.make('encryption'))
    })
    container.singleton(AnchorService, async () => {
      return createAnchorService(await container.make('lucid.db'), await container.make(EventBus), await container.make(LoggerService))
    })
    container.singleton(DeliveryLogService, async () => {
      return new DatabaseDeliveryLogService(
        await container.make('lucid.db'),
        await container.make(QueueService),
        await container.make(AnchorService),
        await container.make(TranslationService)
      )
    })
    // Payments (ADR 0006): the Stripe driver when STRIPE_SECRET_KEY is set, else "off" (credits or nothing collected).
    container.singleton(BillingDesk, async () => {
      const env = (await import('#start/env')).default
      const secretKey = env.get('STRIPE_SECRET_KEY')?.release()
      const gateway = secretKey
        ? new (await import('#billing/stripe_gateway')).StripeGateway({
            secretKey,
            webhookSecret: env.get('STRIPE_WEBHOOK_SECRET')?.release() ?? '',
            apiBase: env.get('STRIPE_API_BASE') ?? null,
          })
        : null
      const { BillingMailer } = await import('#billing/billing_mailer')
      const mailer = new BillingMailer(() => container.make(MailService), await container.make(TranslationService))
      const i18n = await container.make(TranslationService)
      return new BillingDesk(gateway, await container.make(InvoiceBook), await container.make(EventBus), await container.make(LoggerService), mailer, i18n)
    })
    container.singleton(BillingService, async () => {
      const desk = await container.make(BillingDesk)
      if (!desk.gateway) return new OffBillingService(await container.make('lucid.db'), await container.make(InvoiceBook))
      const { StripeBillingService } = await import('#billing/stripe_billing_service')
      return new StripeBillingService(desk, await container.make(InvoiceBook))
    })
    container.singleton(IdempotencyKeys, async () => {
      const encryption = await container.make('encryption')
      return new IdempotencyKeys(await container.make('lucid.db'), {
        encrypt: (value) => encryption.encrypt(value),
        decrypt: (value) => encryption.decrypt<string>(value),
      })
    })
    bindUploads(this.app)
    bindAccounts(this.app)
    container.singleton(TranslationService, async () => {
      return new I18nTranslationService(await container.make('i18n'))
    })
  }

  /** The embedded queue runs inside the web process (unless QUEUE_INLINE_WORKER=false); tests start it after migrating (tests/bootstrap.ts). */
  async ready() {
    const { inlineWorker } = await import('#config/sceau')
    if (this.app.getEnvironment() === 'web' && inlineWorker) await startInlineWorker(this.app)
    if (this.app.getEnvironment() === 'web') await startOutboxRelay(this.app)
  }

  /** Graceful shutdown: finish the jobs under way, close queues and mail connections. */
  async shutdown() {
    await stopInlineWorker()
    await closeUploads()
    if (this.app.container.hasBinding(QueueService)) {
      const queue = await this.app.container.make(QueueService)
      if ('close' in queue && typeof queue.close === 'function') await queue.close()
    }
  }
}
