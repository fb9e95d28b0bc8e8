import { EventBus, type EventName, type LoggerService, type PlatformEvents } from '@sceau/plugin-sdk/server'

/**
 * In-process typed events between the platform and plugins. A failing listener is logged and
 * does not stop the others; work that must survive a crash goes through a queued job instead.
 */
/** A listener stored without its event's payload type (`on` pairs each with its event name). */
type StoredListener = (payload: unknown) => void | Promise<void>

export class LocalEventBus extends EventBus {
  #listeners = new Map<string, Set<StoredListener>>()

  constructor(private logger: LoggerService) {
    super()
  }

  async emit<K extends EventName>(name: K, payload: PlatformEvents[K]) {
    const listeners = [...(this.#listeners.get(name) ?? [])]
    const results = await Promise.allSettled(listeners.map(async (listener) => listener(payload)))
    for (const result of results) {
      if (result.status === 'rejected') {
        this.logger.error(`event listener for "${name}" failed`, { error: String(result.reason) })
      }
    }
  }

  on<K extends EventName>(name: K, listener: (payload: PlatformEvents[K]) => void | Promise<void>) {
    const set = this.#listeners.get(name) ?? new Set()
    const stored = listener as StoredListener
    set.add(stored)
    this.#listeners.set(name, set)
    return () => void set.delete(stored)
  }
}
