/* Real platform processes sharing the suite's database, storage and Redis, and a queue worker for BullMQ runs. */
import app from '@adonisjs/core/services/app'
import { LoggerService, QueueService } from '@sceau/plugin-sdk/server'
import { BullmqQueue, BullmqWorker, bullConnection } from '#queue/bullmq_queue'
import { JobExecutor } from '#queue/job_executor'
import { spawnServer } from '#tests/support/platform_server'

export interface PlatformProcess {
  base: string
  /** SIGKILL: no graceful shutdown, nothing flushed. */
  kill: () => Promise<void>
}

export async function startPlatform(): Promise<PlatformProcess> {
  const { server, ready } = await spawnServer({ env: { LOG_LEVEL: 'warn' } })
  await ready()
  return {
    base: server.url,
    kill: async () => {
      server.process.kill('SIGKILL')
      await server.exited
    },
  }
}

/**
 * With BullMQ, jobs run in worker processes: the tests run one in this process (a full platform
 * worker, every job registered). The embedded queue already runs inside each platform process.
 */
export async function startQueueWorker() {
  const queue = await app.container.make(QueueService)
  if (!(queue instanceof BullmqQueue)) return async () => {}
  const worker = new BullmqWorker(
    bullConnection(process.env.REDIS_URL!),
    await app.container.make(JobExecutor),
    await app.container.make(LoggerService),
    process.env.QUEUE_PREFIX ?? 'sceau'
  )
  await worker.start(2)
  return () => worker.stop()
}
