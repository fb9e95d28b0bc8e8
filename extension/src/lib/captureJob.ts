/*
 * The capture job runs in the background (Chrome's service worker, Firefox's event page), not in the
 * popup: closing the popup changes nothing. Its state is kept in storage.local ("sceau.job"), which
 * the popup shows when it opens and follows while open. One job at a time. While it runs, an
 * extension call every 20 s keeps the service worker from being stopped as idle; a job the browser
 * stopped anyway (the worker started again with a job still marked running) is marked interrupted.
 * A job starts with the deposit price the member confirmed in the popup; a capture that price does
 * not cover waits ('priceChanged', kept in memory) until its own price is confirmed or cancelled; if
 * the browser stopped the worker meanwhile, confirming captures the page again at that price.
 */
import type { PageCapture } from '@sceau/capture'
import { readToken, type TokenStorage } from './account'
import { captureAndDeposit, depositCaptured, followCapsule, RUNNING_PHASES, type JobDeps, type JobOutcome, type JobState } from './job'
import { readInstance, type SettingsStorage } from './settings'
import type { DepositInput, UploadFiles } from './deposit'
import type { ApiContext } from './api'

export const JOB_KEY = 'sceau.job'
export const START_MESSAGE = 'sceau:capture'
/** The popup confirms the new price of a capture waiting in 'priceChanged' ({ priceCents }). */
export const CONFIRM_PRICE_MESSAGE = 'sceau:confirm-price'
/** The popup declines it: the capture is dropped, nothing was sent or charged. */
export const CANCEL_PRICE_MESSAGE = 'sceau:cancel-price'

export interface StoredJob {
  tabId: number
  url: string
  title: string
  startedAt: string
  /** The deposit price the member confirmed for this capture (cents). */
  priceCents?: number
  state: JobState
}

/** What the popup asks the background to capture, at the price the member confirmed. */
export interface CaptureTarget {
  tabId: number
  url: string
  title: string
  priceCents: number
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

const isCents = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0

/** A capture request names the tab and the price confirmed; without a price nothing starts. */
export function isStartMessage(message: unknown): message is { type: typeof START_MESSAGE } & CaptureTarget {
  const data = message as { type?: unknown; tabId?: unknown; priceCents?: unknown } | null
  return data?.type === START_MESSAGE && typeof data.tabId === 'number' && Number.isSafeInteger(data.tabId) && isCents(data.priceCents)
}

export function isConfirmPriceMessage(message: unknown): message is { type: typeof CONFIRM_PRICE_MESSAGE; priceCents: number } {
  const data = message as { type?: unknown; priceCents?: unknown } | null
  return data?.type === CONFIRM_PRICE_MESSAGE && isCents(data.priceCents)
}

export async function readJob(storage: Pick<TokenStorage, 'get'>): Promise<StoredJob | null> {
  const stored = (await storage.get(JOB_KEY))[JOB_KEY] as StoredJob | undefined
  return stored && typeof stored === 'object' && stored.state ? stored : null
}

export const isRunning = (job: StoredJob | null) => !!job && RUNNING_PHASES.includes(job.state.phase)

export class CaptureJobs {
  #running = false
  #done: Promise<void> = Promise.resolve()
  /** The capture waiting for its new price to be confirmed (in memory only: lost if the browser stops the worker). */
  #pending: DepositInput | null = null

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

  async start(target: CaptureTarget): Promise<StartAnswer> {
    if (this.#running) return { started: false, reason: 'busy' }
    const instance = await readInstance(this.deps.storage)
    const token = await readToken(this.deps.storage)
    if (!token) return { started: false, reason: 'notConnected' }
    this.#running = true
    this.#pending = null
    const job: StoredJob = {
      tabId: target.tabId,
      url: target.url,
      title: target.title,
      startedAt: new Date().toISOString(),
      priceCents: target.priceCents,
      state: { phase: 'capturing' },
    }
    await this.#save(job)
    this.#done = this.#run(job, instance, token, (context, onState) =>
      captureAndDeposit(
        {
          context,
          capturePage: () => this.deps.capturePage(job.tabId),
          buildWacz: this.deps.buildWacz,
          upload: this.deps.uploader(instance),
          priceCents: target.priceCents,
        },
        onState
      )
    )
    return { started: true }
  }

  /**
   * The member confirmed the new price of the capture waiting in 'priceChanged': it is deposited at
   * that price (or, if the worker was stopped meanwhile and the capture lost, the page is captured
   * again at that price).
   */
  async confirmPrice(priceCents: number): Promise<StartAnswer> {
    // The run that stopped at the new price may still be saving its state: it ends first.
    await this.#done
    if (this.#running) return { started: false, reason: 'busy' }
    const stored = await readJob(this.deps.storage)
    const pending = this.#pending
    // Nothing waits for a price (another popup answered first): nothing to do.
    if (!stored || stored.state.phase !== 'priceChanged') return { started: false, reason: 'busy' }
    if (!pending) return this.start({ tabId: stored.tabId, url: stored.url, title: stored.title, priceCents })
    const instance = await readInstance(this.deps.storage)
    const token = await readToken(this.deps.storage)
    if (!token) return { started: false, reason: 'notConnected' }
    this.#running = true
    this.#pending = null
    const job: StoredJob = { ...stored, priceCents, state: { phase: 'uploading', fraction: 0 } }
    await this.#save(job)
    this.#done = this.#run(job, instance, token, (context, onState) =>
      depositCaptured({ context, upload: this.deps.uploader(instance), priceCents }, pending, onState)
    )
    return { started: true }
  }

  /** The member declined the new price: the capture is dropped; nothing was sent or charged. */
  async cancelPrice(): Promise<void> {
    await this.#done
    if (this.#running) return
    this.#pending = null
    const stored = await readJob(this.deps.storage)
    if (stored?.state.phase === 'priceChanged') await this.#save({ ...stored, state: { phase: 'idle' } })
  }

  async #run(job: StoredJob, instance: string, token: string, work: (context: ApiContext, onState: (state: JobState) => void) => Promise<JobOutcome>) {
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
      const context: ApiContext = { instance, token, fetch: this.deps.fetch, language: this.deps.language }
      let last: JobState = job.state
      const outcome = await work(context, (state) => {
        const changed = state.phase !== last.phase
        last = state
        save(state, changed)
      })
      if (outcome && 'pending' in outcome) this.#pending = outcome.pending
      if (outcome && 'capsule' in outcome) {
        await followCapsule(
          context,
          outcome.capsule,
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
