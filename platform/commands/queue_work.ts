import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { LoggerService, QueueService } from '@sceau/plugin-sdk/server'
import { BullmqQueue, BullmqWorker } from '#queue/bullmq_queue'
import { JobExecutor } from '#queue/job_executor'
import { JobRegistry } from '#queue/job_registry'

/**
 * `node ace queue:work`: a BullMQ worker process running every core and plugin job class. Start as
 * many as needed next to the web processes; SIGTERM/SIGINT lets the jobs under way finish first.
 */
export default class QueueWork extends BaseCommand {
  static commandName = 'queue:work'
  static description = 'Run background jobs from the BullMQ queue on Redis until SIGTERM or SIGINT'
  static options: CommandOptions = { startApp: true, staysAlive: true }

  @flags.number({ description: 'How many jobs this process runs at the same time', default: 4 })
  declare concurrency: number

  @flags.number({
    description: "Seconds before a killed worker's running jobs go to another worker (checked as often again)",
    default: 30,
  })
  declare lockSeconds: number

  async run() {
    const queue = await this.app.container.make(QueueService)
    if (!(queue instanceof BullmqQueue)) {
      this.logger.error(
        'queue:work runs the BullMQ queue, but the embedded queue is configured: its jobs already run ' +
          'inside the web process. Set REDIS_URL (or QUEUE_DRIVER=bullmq) to run separate workers.'
      )
      this.exitCode = 1
      return this.terminate()
    }
    const concurrency = Number(this.concurrency)
    if (!Number.isInteger(concurrency) || concurrency < 1) {
      this.logger.error(`--concurrency must be a positive integer (got ${this.concurrency})`)
      this.exitCode = 1
      return this.terminate()
    }

    const lockSeconds = Number(this.lockSeconds)
    if (!Number.isInteger(lockSeconds) || lockSeconds < 1) {
      this.logger.error(`--lock-seconds must be a positive integer (got ${this.lockSeconds})`)
      this.exitCode = 1
      return this.terminate()
    }

    const registry = await this.app.container.make(JobRegistry)
    const logger = await this.app.container.make(LoggerService)
    const worker = new BullmqWorker(queue, await this.app.container.make(JobExecutor), logger)
    // Registered before starting, so a signal during start-up still closes the worker.
    this.app.terminating(() => worker.stop())
    await queue.syncSchedules()
    await worker.start(concurrency, lockSeconds)
    // Workers relay the outbox too: jobs written while Redis was away reach it even with no web process up.
    queue.outbox.start()
    queue.keepSchedules(60_000, logger)
    logger.info(`queue:work: running ${registry.names().length} job classes, concurrency ${concurrency}`, {
      prefix: queue.prefix,
      jobs: registry.names(),
    })
  }
}
