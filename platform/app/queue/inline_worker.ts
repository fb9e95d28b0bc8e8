import type { ApplicationService } from '@adonisjs/core/types'
import { LoggerService, QueueService } from '@sceau/plugin-sdk/server'
import { DatabaseQueue, DatabaseQueueWorker } from './database_queue.js'
import { JobExecutor } from './job_executor.js'

let current: DatabaseQueueWorker | null = null

/** Starts the in-process worker of the embedded queue (no-op with BullMQ, whose workers are separate). */
export async function startInlineWorker(app: ApplicationService) {
  const queue = await app.container.make(QueueService)
  if (!(queue instanceof DatabaseQueue) || current) return current
  current = new DatabaseQueueWorker(queue, await app.container.make(JobExecutor), await app.container.make(LoggerService))
  await current.start()
  return current
}

export async function stopInlineWorker() {
  await current?.stop()
  current = null
}

/**
 * Starts the outbox relay's sweep (BullMQ driver only; the embedded queue's rows are its outbox):
 * web and queue:work processes run it, so jobs reach Redis again after an outage or an empty restart.
 */
export async function startOutboxRelay(app: ApplicationService) {
  const queue = await app.container.make(QueueService)
  // Duck-typed: importing the BullMQ driver here would load BullMQ in embedded processes.
  if ('outbox' in queue) (queue.outbox as { start(): void }).start()
}
