/*
 * What the command has asked the server for and not seen finished: each intent (a deposit, a transfer,
 * a release) with its idempotency key, the server's answer and its phase, and the tus upload URLs of
 * its files. Saved at every change in the state file (mode 600) for the CLI, so a run killed at any
 * point is finished by the same command run again; kept in memory for the deploy action, whose re-runs
 * start on a fresh machine and are recognised by the server instead.
 */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import { newIdempotencyKey } from '@sceau/api-client'
import type { KeyValueStorage } from '@sceau/api-client/uploads'
import { configDir, readState, statePath, type Intent, type UploadState } from './config.ts'

export class Intents {
  private constructor(
    private state: UploadState,
    private persist: boolean
  ) {}

  /** The state file's intents (the CLI). */
  static async saved(): Promise<Intents> {
    return new Intents(await readState(), true)
  }

  /** Intents of this run only (the deploy action). */
  static inMemory(): Intents {
    return new Intents({ batches: {}, storage: {} }, false)
  }

  get(key: string): Intent | undefined {
    const intent = this.state.batches[key]
    // A state file written before intents had keys: finish it with one of its own.
    if (intent && !intent.idempotencyKey) intent.idempotencyKey = newIdempotencyKey()
    if (intent && !intent.phase) intent.phase = intent.data ? 'announced' : 'new'
    return intent
  }

  /** The intent under `key`, or a new one (its idempotency key saved before the server hears of it). */
  open(key: string, kind: string): Intent {
    const existing = this.get(key)
    if (existing) return existing
    const intent: Intent = { kind, createdAt: new Date().toISOString(), idempotencyKey: newIdempotencyKey(), phase: 'new', data: null }
    this.state.batches[key] = intent
    this.save()
    return intent
  }

  update(key: string, change: Partial<Pick<Intent, 'phase' | 'data'>>) {
    const intent = this.state.batches[key]
    if (!intent) return
    Object.assign(intent, change)
    this.save()
  }

  /**
   * The server's answer no longer holds (its upload batch was replaced or expired): the same intent
   * asks again under a new key, since the old one would replay that answer.
   */
  rekey(key: string): Intent | undefined {
    this.update(key, { phase: 'new', data: null })
    const intent = this.state.batches[key]
    if (intent) intent.idempotencyKey = newIdempotencyKey()
    this.save()
    return intent
  }

  /** Done (or given up): nothing of it is left to resume. */
  forget(key: string) {
    delete this.state.batches[key]
    this.save()
  }

  /** Web Storage over the state's upload URLs (UploadClient's resume store), saved at every change. */
  get storage(): KeyValueStorage {
    return {
      getItem: (key) => this.state.storage[key] ?? null,
      setItem: (key, value) => {
        this.state.storage[key] = value
        this.save()
      },
      removeItem: (key) => {
        delete this.state.storage[key]
        this.save()
      },
    }
  }

  /** Synchronous on purpose: a kill right after a change loses nothing the server already acknowledged. */
  save() {
    if (!this.persist) return
    mkdirSync(configDir(), { recursive: true, mode: 0o700 })
    writeFileSync(statePath(), JSON.stringify(this.state, null, 2) + '\n', { mode: 0o600 })
    chmodSync(statePath(), 0o600)
  }
}
