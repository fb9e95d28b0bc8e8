/** Thrown by a probe to stop waiting at once (the awaited process died, say). */
export class StopWaiting extends Error {}

/**
 * Polls until the probe gives a truthy value. The deadline only turns a hang into a failure with a
 * message; tests never assert on how fast something happened.
 */
export async function waitFor<T>(probe: () => T | Promise<T>, message: string, { timeoutMs = 20_000, intervalMs = 20 } = {}): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  while (Date.now() < deadline) {
    try {
      const value = await probe()
      if (value) return value as NonNullable<T>
    } catch (error) {
      if (error instanceof StopWaiting) throw error
      lastError = error
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
  const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : ''
  throw new Error(`Timed out waiting: ${message}${cause}`)
}

/** A promise with its resolve function outside, to hold a job or a request until the test lets it go. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

/** True while the promise is still pending (checked after the pending callbacks of this turn ran). */
export async function isPending(promise: Promise<unknown>) {
  const marker = Symbol('pending')
  const settled = await Promise.race([
    promise.then(
      () => null,
      () => null
    ),
    new Promise((r) => setImmediate(() => r(marker))),
  ])
  return settled === marker
}
