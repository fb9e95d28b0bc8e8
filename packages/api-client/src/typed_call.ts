/*
 * Calls typed by the OpenAPI document: the path as the document writes it, its body and its answer
 * the operation's (src/openapi.ts, generated), so a call cannot read a field the server does not send.
 */
import type { ApiBody, ApiMethod, ApiPath, ApiSuccess } from './answers.js'
import type { ApiClient, HttpMethod, QueryValue } from './client.js'

export interface TypedCallOptions<P extends ApiPath, M extends ApiMethod<P>> {
  /** The path's `{name}` parameters. */
  params?: Record<string, string>
  query?: Record<string, QueryValue>
  body?: ApiBody<P, M>
  idempotencyKey?: string | false
  signal?: AbortSignal
}

/** `callApi(client, 'get', '/api/v2/consignment/deposits/{id}', { params: { id } })`: the deposit, typed. */
export function callApi<P extends ApiPath, M extends ApiMethod<P>>(
  client: ApiClient,
  method: M,
  path: P,
  options: TypedCallOptions<P, M> = {}
): Promise<ApiSuccess<P, M>> {
  // The client's base URL ends with /api/v2.
  const relative = String(path)
    .replace(/^\/api\/v2/, '')
    .replace(/\{([A-Za-z0-9_]+)\}/g, (_match, name: string) => {
      const value = options.params?.[name]
      if (value === undefined) throw new TypeError(`${String(path)}: the path parameter "${name}" is missing`)
      return encodeURIComponent(value)
    })
  const { query, body, idempotencyKey, signal } = options
  return client.request<ApiSuccess<P, M>>(String(method).toUpperCase() as HttpMethod, relative, { query, body, idempotencyKey, signal })
}
