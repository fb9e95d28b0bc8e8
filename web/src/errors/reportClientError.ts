/* Crash reports to the platform (POST /api/v2/client-errors), so the 500 page's "we have been notified" is true. */
import { api } from '@sceau/api-client'

export type ClientErrorKind = 'render' | 'chunk' | 'unhandled'

export function reportClientError(kind: ClientErrorKind, error: unknown): void {
  const failure = error instanceof Error ? error : new Error(String(error))
  const report = {
    kind,
    message: (failure.message || failure.name).slice(0, 2000),
    stack: failure.stack?.slice(0, 20_000),
    url: globalThis.location?.href.slice(0, 2000) ?? '',
  }
  // A report that cannot be sent is dropped: reporting must never raise a new error.
  api.post('/client-errors', report).catch(() => {})
}
