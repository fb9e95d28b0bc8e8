import type { JobClass, JobRegistration, JobSchedule } from '@sceau/plugin-sdk/server'

/** Every job class this process knows, by name; the same registry feeds the inline runner and BullMQ workers. */
export class JobRegistry {
  #jobs = new Map<string, JobClass>()
  #schedules = new Map<string, JobSchedule>()

  register({ job, schedule }: JobRegistration) {
    const existing = this.#jobs.get(job.jobName)
    if (existing && existing !== job) throw new Error(`Two job classes are named "${job.jobName}"`)
    this.#jobs.set(job.jobName, job)
    if (schedule) this.#schedules.set(job.jobName, schedule)
  }

  get(name: string): JobClass {
    const job = this.#jobs.get(name)
    if (!job) throw new Error(`No job named "${name}" is registered in this process`)
    return job
  }

  names() {
    return [...this.#jobs.keys()]
  }

  schedules() {
    return [...this.#schedules.entries()].map(([name, schedule]) => ({ name, schedule }))
  }
}

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }
const UNIT_ALIASES: Record<string, string> = { millisecond: 'ms', second: 's', minute: 'm', hour: 'h', day: 'd' }

/** "1 minute", "30 seconds", "2h" or milliseconds, to milliseconds. */
export function everyToMs(every: number | string): number {
  if (typeof every === 'number') return every
  const match = /^(\d+)\s*([a-z]+)$/.exec(every.trim().toLowerCase())
  const unit = match && (UNIT_ALIASES[match[2].replace(/s$/, '')] ?? match[2])
  if (!match || !unit || !(unit in UNIT_MS)) throw new Error(`Invalid schedule "${every}"`)
  return Number(match[1]) * UNIT_MS[unit]
}
