/* The platform's side of @sceau/testing's TestPlatform: shortcuts into its tables and its own drivers, bound for the test process. */
import type { ApplicationService } from '@adonisjs/core/types'
import db from '@adonisjs/lucid/services/db'
import { EventBus, LoggerService, QueueService } from '@sceau/plugin-sdk/server'
import { MemoryLogger } from '@sceau/testing/memory_logger'
import { TestPlatform } from '@sceau/testing/test_platform'
import { waitFor } from '@sceau/testing/wait_for'
import { SendMailJob } from '#jobs/send_mail_job'
import { NodemailerMailService } from '#mail/nodemailer_mail_service'
import { AnchorBatches } from '#proofs/anchor_batches'
import { DatabaseAnchorService } from '#proofs/database_anchor_service'
import { EvmAnchorChain } from '#proofs/evm_anchor_chain'
import { BullmqQueue, BullmqWorker, bullConnection } from '#queue/bullmq_queue'
import { JobRegistry } from '#queue/job_registry'
import { uniqueName } from '@sceau/testing/unique'
import { DatabaseQueue } from '#queue/database_queue'
import { JobExecutor } from '#queue/job_executor'
import { CleanupUploadsJob } from '#uploads/cleanup_uploads_job'
import { deliveryLogRetention } from '#proofs/delivery_log_retention_job'

const FROM = { address: 'no-reply@sceau.test', name: 'Sceau' }

export class PlatformUnderTest extends TestPlatform {
  #app: ApplicationService

  constructor(app: ApplicationService) {
    super()
    this.#app = app
  }

  async confirmMail(email: string) {
    await db.from('users').where('email', email).update({ mail_confirmed_at: new Date() })
  }

  async grantPlan(organisationId: number, plan: 'free' | 'premium', memberSlots: number | null) {
    await db.from('organisations').where('id', organisationId).update({ plan, member_slots: memberSlots, plan_expires_at: null })
  }

  async addMember(organisationId: number, userId: number) {
    await db.table('organisation_members').insert({
      organisation_id: organisationId,
      user_id: userId,
      role: 'member',
      rights: '{}',
      created_at: new Date(),
      updated_at: new Date(),
    })
  }

  async smtpMail(port: number) {
    return new NodemailerMailService(
      { driver: 'smtp', host: '127.0.0.1', port, secure: false },
      FROM,
      await this.#app.container.make(QueueService),
      await this.#app.container.make(LoggerService)
    )
  }

  async startQueueWorker(concurrency: number) {
    const queue = await this.#app.container.make(QueueService)
    if (!(queue instanceof BullmqQueue)) return async () => {}
    const executor = await this.#app.container.make(JobExecutor)
    const worker = new BullmqWorker(queue, executor, await this.#app.container.make(LoggerService))
    await worker.start(concurrency)
    queue.outbox.start()
    return async () => {
      await queue.outbox.stop()
      await worker.stop()
    }
  }

  async outboxMail(redisUrl: string, smtpPort: number) {
    const registry = await this.#app.container.make(JobRegistry)
    const logger = await this.#app.container.make(LoggerService)
    const prefix = uniqueName('sceau-outbox')
    // Short sweep periods: what a Redis restarted empty lost is relayed again within the test.
    const queue = new BullmqQueue(bullConnection(redisUrl), registry, prefix, db, logger, { sweepMs: 200, staleMs: 1000 })
    const mail = new NodemailerMailService({ driver: 'smtp', host: '127.0.0.1', port: smtpPort, secure: false }, FROM, queue, logger)
    const worker = new BullmqWorker(queue, await this.#app.container.make(JobExecutor), logger)
    const rows = async () => {
      const counts = await db.from('queue_outbox').where('queue', prefix).groupBy('status').select('status').count('* as n')
      return Object.fromEntries(counts.map((row) => [String(row.status), Number(row.n)]))
    }
    return {
      mail,
      rows,
      async start(concurrency = 2) {
        await worker.start(concurrency)
        queue.outbox.start()
      },
      async settled() {
        await waitFor(async () => Object.keys(await rows()).length === 0, `every job of the outbox ${prefix} to have run`, { timeoutMs: 60_000 })
      },
      async stop() {
        await worker.stop()
        await queue.close()
      },
    }
  }

  async cleanUploads() {
    await (await this.#app.container.make(CleanupUploadsJob)).clean()
  }

  async deliveryLogRetention(now?: Date) {
    return deliveryLogRetention(now?.getTime())
  }

  async mailsSent() {
    const queue = await this.#app.container.make(QueueService)
    if (!(queue instanceof DatabaseQueue)) return
    const pending = async () =>
      Number((await db.from('queue_jobs').where('name', SendMailJob.jobName).whereIn('status', ['pending', 'running']).count('* as n'))[0].n)
    await waitFor(async () => (await pending()) === 0, 'the mails queued by this group to be sent')
  }

  async evmAnchoring(options: { rpcUrl: string; privateKey: string; confirmations: number }) {
    const chain = new EvmAnchorChain({ rpcUrl: options.rpcUrl, privateKey: options.privateKey })
    const events = await this.#app.container.make(EventBus)
    return new DatabaseAnchorService(new AnchorBatches(db), chain, events, new MemoryLogger(), { confirmations: options.confirmations })
  }
}
