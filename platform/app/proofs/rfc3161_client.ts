import { setTimeout as sleep } from 'node:timers/promises'
import { TimestampError } from '@sceau/plugin-sdk/server'

export interface Rfc3161ClientOptions {
  url: string
  username?: string
  password?: string
  /** Retries after the first failed attempt (network errors, timeouts, 429 and 5xx answers). */
  retries: number
  /** Base delay of the exponential backoff between attempts. */
  backoffMs?: number
  timeoutMs?: number
  fetch?: typeof fetch
}

class RetryableTsaError extends Error {}

/** POSTs a DER TimeStampReq as `application/timestamp-query` (RFC 3161 §3.4) and returns the DER TimeStampResp. */
export async function postTimestampQuery(requestDer: Uint8Array, options: Rfc3161ClientOptions): Promise<Uint8Array> {
  const fetchImpl = options.fetch ?? globalThis.fetch
  const headers: Record<string, string> = { 'content-type': 'application/timestamp-query', accept: 'application/timestamp-reply' }
  if (options.username !== undefined) {
    headers.authorization = `Basic ${Buffer.from(`${options.username}:${options.password ?? ''}`).toString('base64')}`
  }
  let lastError: unknown
  for (let attempt = 0; attempt <= options.retries; attempt++) {
    if (attempt > 0) await sleep((options.backoffMs ?? 250) * 2 ** (attempt - 1))
    try {
      const response = await fetchImpl(options.url, {
        method: 'POST',
        headers,
        body: requestDer,
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      })
      const body = new Uint8Array(await response.arrayBuffer())
      if (response.ok) return body
      const error = `TSA answered HTTP ${response.status}`
      if (response.status === 429 || response.status >= 500) throw new RetryableTsaError(error)
      throw new TimestampError('tsa_refused', error)
    } catch (error) {
      if (error instanceof TimestampError) throw error
      lastError = error
    }
  }
  const reason = lastError instanceof Error ? lastError.message : String(lastError)
  throw new TimestampError('tsa_unreachable', `TSA ${options.url} failed ${options.retries + 1} times: ${reason}`)
}
