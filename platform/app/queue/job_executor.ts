import type { ApplicationService } from '@adonisjs/core/types'
import type { LoggerService } from '@sceau/plugin-sdk/server'
import type { JobRegistry } from './job_registry.js'

/** Runs one attempt of a named job: resolves the class through the container (so it can inject services). */
export class JobExecutor {
  constructor(
    private app: ApplicationService,
    private registry: JobRegistry,
    private logger: LoggerService
  ) {}

  async run(name: string, payload: unknown, attempt: number, jobId: string) {
    const JobClass = this.registry.get(name)
    const job = await this.app.container.make(JobClass)
    const logger = this.logger.child({ job: name, jobId, attempt })
    await job.handle(payload, { attempt, jobId, logger })
  }

  /** Delay before the next attempt: exponential backoff from the job's base delay. */
  backoff(name: string, attempt: number) {
    const JobClass = this.registry.get(name)
    return JobClass.backoffMs * 2 ** Math.max(0, attempt - 1)
  }

  maxAttempts(name: string) {
    return 1 + this.registry.get(name).retries
  }
}
