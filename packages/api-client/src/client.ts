/*
 * Typed fetch client for the Sceau API. Same-origin cookie sessions: credentials are sent, mutating
 * requests carry the CSRF token the platform leaves in the XSRF-TOKEN cookie.
 */
import { IDEMPOTENCY_HEADERS } from '@sceau/shared'
import { ApiError, CLIENT_ERROR_CODES, isApiError } from './apiError.js'
import { IntentKeys } from './intent_keys.js'
import { signRequest } from './signing.js'

export const DEFAULT_BASE_URL = '/api/v2'
export const CSRF_COOKIE = 'XSRF-TOKEN'
export const CSRF_HEADER = 'X-XSRF-TOKEN'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type QueryValue = string | number | boolean | null | undefined

export interface ApiClientOptions {
  /** API root, absolute or relative to the page. Default "/api/v2" on the page's origin. */
  baseUrl: string
  /** The interface language, sent as Accept-Language so server messages match the screen. Default: <html lang>. */
  language: () => string | undefined
  /** Where the CSRF cookie is read from. Default: document.cookie. */
  cookies: () => string
  fetch: typeof fetch
  /** GET answers are held until this many ms after the call, so loaders never flash (0 = off). */
  minimumGetMs: number
  /** Server integrations: an organisation API key that signs every request (HMAC, see signing.ts). */
  apiKey?: { publicKey: string; secret: string }
  /** A personal access token sent as `Authorization: Bearer` (the CLI, the extension). */
  token?: string
  /**
   * Waits before each new try of a request that got no answer, or a 502/503/504, when sending it
   * again is safe: a GET, or a request with an idempotency key (the same key on every try). Empty
   * (the default): one try, the caller decides.
   */
  retryDelays: number[]
}

export interface RequestOptions {
  query?: Record<string, QueryValue>
  /** Sent as JSON, except FormData, Blob, URLSearchParams and strings which go as they are. */
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
  /**
   * The request's Idempotency-Key. POSTs with a JSON or text body get one per intent (the same
   * again while the same request has had no definite answer, see intent_keys.ts); pass a key to
   * keep it beyond this client (a CLI re-run), or false to send none.
   */
  idempotencyKey?: string | false
}

/** How long a POST waits for its key's first request, which the server says is still running. */
const IN_FLIGHT_WAIT_MS = 30_000

const SAFE_METHODS = new Set<HttpMethod>(['GET'])

const defaults: ApiClientOptions = {
  baseUrl: DEFAULT_BASE_URL,
  language: () => globalThis.document?.documentElement.lang || undefined,
  cookies: () => globalThis.document?.cookie ?? '',
  fetch: (...args) => globalThis.fetch(...args),
  minimumGetMs: 0,
  retryDelays: [],
}

export class ApiClient {
  #options: ApiClientOptions
  #intents = new IntentKeys()

  constructor(options: Partial<ApiClientOptions> = {}) {
    this.#options = { ...defaults, ...options }
  }

  /** Changes options of a shared client (the web app sets the minimum loader time at start). */
  configure(options: Partial<ApiClientOptions>): void {
    this.#options = { ...this.#options, ...options }
  }

  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T> {
    return this.request<T>('GET', path, options)
  }

  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T> {
    return this.request<T>('POST', path, { ...options, body })
  }

  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T> {
    return this.request<T>('PUT', path, { ...options, body })
  }

  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T> {
    return this.request<T>('PATCH', path, { ...options, body })
  }

  delete<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('DELETE', path, options)
  }

  /** The URL a path resolves to (also useful for plain links, e.g. downloads). */
  url(path: string, query?: Record<string, QueryValue>): string {
    const base = this.#options.baseUrl.replace(/\/+$/, '')
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) search.append(key, String(value))
    }
    const qs = search.toString()
    return `${base}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`
  }

  async request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const started = Date.now()
    const { headers, body } = this.#prepare(method, options)
    const url = this.url(path, options.query)
    const intent =
      method === 'POST' && options.idempotencyKey === undefined && (body === undefined || typeof body === 'string') ? `${url}\n${body ?? ''}` : null
    const key = intent === null ? options.idempotencyKey : this.#intents.keyFor(intent)
    if (key) headers[IDEMPOTENCY_HEADERS.key] = key
    const retryDelays = method === 'GET' || key ? this.#options.retryDelays : []
    for (let tries = 0; ; tries++) {
      try {
        const result = await this.#send<T>(method, url, headers, body, options.signal)
        if (intent) this.#intents.settle(intent, 200)
        if (method === 'GET' && this.#options.minimumGetMs > 0) {
          await sleep(this.#options.minimumGetMs - (Date.now() - started), options.signal)
        }
        return result
      } catch (error) {
        if (intent && isApiError(error)) this.#intents.settle(intent, error.status)
        // The key's first request still runs (another tab, a double click): its answer will be ours.
        if (key && isApiError(error, 'E_IDEMPOTENCY_IN_FLIGHT') && Date.now() - started < IN_FLIGHT_WAIT_MS) {
          await sleep(1000, options.signal)
          continue
        }
        // No answer, or a gateway's: safe to send again (a GET, or the same key), a few times.
        if (isApiError(error) && [0, 502, 503, 504].includes(error.status) && tries < retryDelays.length) {
          await sleep(retryDelays[tries]!, options.signal)
          continue
        }
        throw error
      }
    }
  }

  async #send<T>(method: HttpMethod, url: string, headers: Record<string, string>, body: BodyInit | undefined, signal?: AbortSignal) {
    // Signed again on each try: the server accepts each signature once.
    const signed = this.#options.apiKey ? { ...headers, ...(await this.#sign(method, url, body)) } : headers
    let response: Response
    try {
      response = await this.#options.fetch(url, { method, headers: signed, body, credentials: 'same-origin', signal })
    } catch (error) {
      if (isAbort(error)) throw error
      throw new ApiError(0, CLIENT_ERROR_CODES.network, `Network error: ${networkCause(error)}`)
    }
    return readResponse<T>(response)
  }

  /** Signs what is sent: the URL's path and query as the server sees them, and the exact body bytes. */
  async #sign(method: HttpMethod, url: string, body: BodyInit | undefined) {
    if (body !== undefined && typeof body !== 'string' && !(body instanceof ArrayBuffer)) {
      throw new TypeError('Requests signed with an API key send JSON, text or bytes bodies only')
    }
    const { pathname, search } = new URL(url, 'http://sceau.invalid')
    return signRequest(this.#options.apiKey!, { method, path: `${pathname}${search}`, body })
  }

  #prepare(method: HttpMethod, options: RequestOptions) {
    const headers: Record<string, string> = { Accept: 'application/json' }
    const language = this.#options.language()
    if (language) headers['Accept-Language'] = language
    if (this.#options.token) headers.Authorization = `Bearer ${this.#options.token}`
    if (!SAFE_METHODS.has(method)) {
      const token = readCookie(this.#options.cookies(), CSRF_COOKIE)
      if (token) headers[CSRF_HEADER] = token
    }
    let body: BodyInit | undefined
    if (options.body !== undefined) {
      if (isRawBody(options.body)) {
        body = options.body
      } else {
        body = JSON.stringify(options.body)
        headers['Content-Type'] = 'application/json'
      }
    }
    return { headers: { ...headers, ...options.headers }, body }
  }
}

/** Reads one cookie's URI-decoded value from a Cookie header string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const index = part.indexOf('=')
    if (index === -1 || part.slice(0, index).trim() !== name) continue
    const raw = part.slice(index + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return undefined
}

async function readResponse<T>(response: Response): Promise<T> {
  const text = await response.text()
  let payload: unknown
  let parsed = true
  if (text) {
    try {
      payload = JSON.parse(text)
    } catch {
      parsed = false
    }
  }
  const requestId = response.headers.get('x-request-id')
  if (!response.ok) throw ApiError.fromResponse(response.status, payload, requestId)
  if (!parsed) {
    throw new ApiError(response.status, CLIENT_ERROR_CODES.unexpectedResponse, 'The API answered with something other than JSON', undefined, requestId)
  }
  return payload as T
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  )
}

/** "fetch failed" says little: Node puts the reason (ECONNREFUSED, ENOTFOUND...) in its cause. */
function networkCause(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause
  const detail = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : null
  const message = error instanceof Error ? error.message : String(error)
  return detail ? `${message} (${detail})` : message
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError'
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true }
    )
  })
}

/** The shared client of the web app and its plugins: same origin, /api/v2. */
export const api = new ApiClient()
