/*
 * Calls to the Sceau JSON API with the extension's personal access token (Authorization: Bearer),
 * and what a failure means for the user: connect again, no right / paid plan, network, refused.
 */
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

/** A failed answer as a SceauFailure: 401 connect again, 402/403 right or plan, 5xx network-like. */
export async function failureOf(response: Response): Promise<SceauFailure> {
  let code: string | null = null
  let message: string | null = null
  try {
    const envelope = (await response.json()) as { error?: { code?: string; message?: string } }
    code = envelope.error?.code ?? null
    message = envelope.error?.message ?? null
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  if (response.status === 401) return new SceauFailure('notConnected', code, message)
  if (response.status === 402 || /PLAN|PREMIUM|PAYMENT|SUBSCRIPTION/.test(code ?? '')) return new SceauFailure('paidPlan', code, message)
  if (response.status === 403) return new SceauFailure('forbidden', code, message)
  if (response.status >= 500 || response.status === 429) return new SceauFailure('network', code, message)
  return new SceauFailure('refused', code, message)
}

export async function apiRequest<T>(context: ApiContext, method: string, path: string, body?: unknown): Promise<T> {
  const fetcher = context.fetch ?? fetch
  let response: Response
  try {
    response = await fetcher(apiUrl(context.instance, path), {
      method,
      headers: {
        Accept: 'application/json',
        ...(context.token ? { Authorization: `Bearer ${context.token}` } : {}),
        ...(context.language ? { 'Accept-Language': context.language } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    throw new SceauFailure('network')
  }
  if (!response.ok) throw await failureOf(response)
  if (response.status === 204) return undefined as T
  return (await response.json()) as T
}
