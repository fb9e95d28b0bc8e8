/*
 * The capture job runs in the background (Chrome's service worker, Firefox's event page), not in the
 * popup: closing the popup changes nothing. Its state is kept in storage.local ("sceau.job"), which
 * the popup shows when it opens and follows while open. One job at a time. While it runs, an
 * extension call every 20 s keeps the service worker from being stopped as idle; a job the browser
 * stopped anyway (the worker started again with a job still marked running) is marked interrupted.
 */
import type { PageCapture } from '@sceau/capture'
import { readToken, type TokenStorage } from './account'
import { captureAndDeposit, followCapsule, RUNNING_PHASES, type JobDeps, type JobState } from './job'
import { readInstance, type SettingsStorage } from './settings'
import type { UploadFiles } from './deposit'

export const JOB_KEY = 'sceau.job'
export const START_MESSAGE = 'sceau:capture'

export interface StoredJob {
  tabId: number
  url: string
  title: string
  startedAt: string
  state: JobState
}

export interface CaptureJobDeps {
  storage: TokenStorage & SettingsStorage
  capturePage(tabId: number): Promise<PageCapture>
  buildWacz: JobDeps['buildWacz']
  uploader(instance: string): UploadFiles
  fetch?: typeof fetch
  language?: string
  /** An extension API call that tells the browser the worker is busy. */
  keepAlive?: () => Promise<unknown>
  keepAliveMs?: number
  pollMs?: number
}

export type StartAnswer = { started: true } | { started: false; reason: 'busy' | 'notConnected' }

export function isStartMessage(message: unknown): message is { type: typeof START_MESSAGE; tabId: number; url: string; title: string } {
  const data = message as { type?: unknown; tabId?: unknown } | null
  return data?.type === START_MESSAGE && typeof data.tabId === 'number' && Number.isSafeInteger(data.tabId)
}

export async function readJob(storage: Pick<TokenStorage, 'get'>): Promise<StoredJob | null> {
  const stored = (await storage.get(JOB_KEY))[JOB_KEY] as StoredJob | undefined
  return stored && typeof stored === 'object' && stored.state ? stored : null
}

export const isRunning = (job: StoredJob | null) => !!job && RUNNING_PHASES.includes(job.state.phase)

export class CaptureJobs {
  #running = false
  #done: Promise<void> = Promise.resolve()

  constructor(private deps: CaptureJobDeps) {}

  /** Resolves when the job started last has ended (tests). */
  get done() {
    return this.#done
  }

  /** The worker started: a job it was running before it stopped did not finish. */
  async recover(): Promise<void> {
    const job = await readJob(this.deps.storage)
    if (!this.#running && job && isRunning(job)) {
      await this.#save({ ...job, state: { phase: 'failed', kind: 'interrupted', message: null } })
    }
  }

  async start(target: { tabId: number; url: string; title: string }): Promise<StartAnswer> {
    if (this.#running) return { started: false, reason: 'busy' }
    const instance = await readInstance(this.deps.storage)
    const token = await readToken(this.deps.storage)
    if (!token) return { started: false, reason: 'notConnected' }
    this.#running = true
    const job: StoredJob = { tabId: target.tabId, url: target.url, title: target.title, startedAt: new Date().toISOString(), state: { phase: 'capturing' } }
    await this.#save(job)
    this.#done = this.#run(job, instance, token)
    return { started: true }
  }

  async #run(job: StoredJob, instance: string, token: string) {
    const keepAlive = this.deps.keepAlive ? setInterval(() => void this.deps.keepAlive!().catch(() => {}), this.deps.keepAliveMs ?? 20_000) : null
    let saving: Promise<void> = Promise.resolve()
    let lastSaved = 0
    const save = (state: JobState, force = false) => {
      // Progress is saved a few times a second at most; every change of phase at once.
      const now = Date.now()
      if (!force && state.phase === job.state.phase && now - lastSaved < 250) return
      lastSaved = now
      job = { ...job, state }
      saving = saving.then(() => this.#save(job)).catch(() => {})
    }
    try {
      const context = { instance, token, fetch: this.deps.fetch, language: this.deps.language }
      let last: JobState = job.state
      const capsule = await captureAndDeposit(
        { context, capturePage: () => this.deps.capturePage(job.tabId), buildWacz: this.deps.buildWacz, upload: this.deps.uploader(instance) },
        (state) => {
          const changed = state.phase !== last.phase
          last = state
          save(state, changed)
        }
      )
      if (capsule) {
        await followCapsule(
          context,
          capsule,
          (next) => {
            last = { phase: 'deposited', capsule: next }
            save(last, true)
          },
          { intervalMs: this.deps.pollMs }
        )
      }
      save(last, true)
    } finally {
      if (keepAlive) clearInterval(keepAlive)
      await saving
      this.#running = false
    }
  }

  async #save(job: StoredJob) {
    await this.deps.storage.set({ [JOB_KEY]: job })
  }
}
