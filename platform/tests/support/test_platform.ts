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
import { BullmqQueue, BullmqWorker } from '#queue/bullmq_queue'
import { DatabaseQueue } from '#queue/database_queue'
import { JobExecutor } from '#queue/job_executor'

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
      { address: 'no-reply@sceau.test', name: 'Sceau' },
      await this.#app.container.make(QueueService),
      await this.#app.container.make(LoggerService)
    )
  }

  async startQueueWorker(concurrency: number) {
    const queue = await this.#app.container.make(QueueService)
    if (!(queue instanceof BullmqQueue)) return async () => {}
    const executor = await this.#app.container.make(JobExecutor)
    const worker = new BullmqWorker(queue.connection, executor, await this.#app.container.make(LoggerService), queue.prefix)
    await worker.start(concurrency)
    return () => worker.stop()
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
