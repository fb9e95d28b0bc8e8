/*
 * Calls to the Sceau JSON API with the extension's personal access token (Authorization: Bearer),
 * and what a failure means for the user: connect again, no right / paid plan, network, refused.
 */
import { ApiClient, ApiError, type HttpMethod } from '@sceau/api-client'
import { apiUrl } from './settings'

export type FailureKind = 'notConnected' | 'forbidden' | 'paidPlan' | 'network' | 'refused' | 'notCapturable' | 'failed' | 'interrupted' | 'busy'

export class SceauFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly code: string | null = null,
    /** The server's translated message when it sent one. */
    readonly serverMessage: string | null = null
  ) {
    super(serverMessage ?? code ?? kind)
    this.name = 'SceauFailure'
  }
}

export interface ApiContext {
  instance: string
  token: string
  fetch?: typeof fetch
  language?: string
}

/** A failed call as a SceauFailure: 401 connect again, 402/403 right or plan, no answer or 5xx network-like. */
export function failureOf(error: ApiError): SceauFailure {
  const code = error.fromServer ? error.code : null
  const message = error.fromServer ? error.message : null
  if (error.status === 0) return new SceauFailure('network')
  if (error.status === 401) return new SceauFailure('notConnected', code, message)
  if (error.status === 402 || /PLAN|PREMIUM|PAYMENT|SUBSCRIPTION/.test(code ?? '')) return new SceauFailure('paidPlan', code, message)
  if (error.status === 403) return new SceauFailure('forbidden', code, message)
  if (error.status >= 500 || error.status === 429) return new SceauFailure('network', code, message)
  return new SceauFailure('refused', code, message)
}

/** One call through @sceau/api-client: the token as Bearer, the popup's language, an idempotency key for an intent that creates something. */
export async function apiRequest<T>(
  context: ApiContext,
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: { idempotencyKey?: string } = {}
): Promise<T> {
  const client = new ApiClient({
    baseUrl: apiUrl(context.instance, ''),
    token: context.token,
    language: () => context.language,
    // Another origin than the instance: no cookie session, no CSRF token.
    cookies: () => '',
    fetch: (...args) => (context.fetch ?? fetch)(...args),
    // An intent with its key is tried again on a lost answer; a check (GET) says "unreachable" at once.
    retryDelays: options.idempotencyKey ? [1000, 3000] : [],
  })
  try {
    return await client.request<T>(method, path, { body, idempotencyKey: options.idempotencyKey })
  } catch (error) {
    if (error instanceof ApiError) throw failureOf(error)
    throw error
  }
}
