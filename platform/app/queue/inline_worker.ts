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
