import { randomInt } from 'node:crypto'
import http from 'node:http'

/** A parsed JSON answer, read field by field by the tests. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on the fields of any endpoint's JSON
export type Json = any

export interface Answer<T = Json> {
  status: number
  body: T
  headers: Headers
}

/** A response read as the tests read answers: status, headers, and the body parsed when it is JSON (its text otherwise). */
export async function answerOf<T = Json>(response: Response): Promise<Answer<T>> {
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {}
  return { status: response.status, body: parsed as T, headers: response.headers }
}

/**
 * A browser against the test server: keeps its cookies (session, remember-me, XSRF-TOKEN), sends
 * the CSRF header on mutating requests like the web app, speaks one language, and comes from its
 * own address (X-Forwarded-For, believed from loopback as bin/test.ts sets TRUSTED_PROXIES) so
 * per-IP limits of other tests and of other suites sharing Redis never meet it.
 */
/**
 * A GET under /api/v2 with exactly these headers (fetch would replace Sec-Fetch-Mode), through
 * node:http, without following redirects: its status, Location, Content-Type and body.
 */
export function getExactly(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; location: string | null; type: string; body: string }>((resolve, reject) => {
    const request = http.get(`${Browser.baseUrl()}/api/v2${path}`, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location ?? null,
          type: response.headers['content-type'] ?? '',
          body: Buffer.concat(chunks).toString('utf8'),
        })
      )
    })
    request.on('error', reject)
  })
}

export class Browser {
  readonly cookies = new Map<string, string>()
  readonly ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`

  constructor(readonly language = 'fr') {}

  static baseUrl() {
    return `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT}`
  }

  #remember(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const index = pair.indexOf('=')
      const name = pair.slice(0, index).trim()
      const value = pair.slice(index + 1).trim()
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a))
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** A page load, as the web app's first request: it leaves the XSRF-TOKEN cookie. */
  async open() {
    const response = await fetch(`${Browser.baseUrl()}/`, { headers: { cookie: this.cookieHeader(), 'x-forwarded-for': this.ip } })
    this.#remember(response.headers)
    await response.arrayBuffer()
  }

  async request<T = Json>(
    method: string,
    path: string,
    options: { json?: unknown; form?: FormData; text?: string; headers?: Record<string, string>; csrf?: boolean } = {}
  ): Promise<Answer<T>> {
    const mutating = method !== 'GET' && method !== 'HEAD'
    if (mutating && options.csrf !== false && !this.cookies.has('XSRF-TOKEN')) await this.open()
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': this.language,
      'x-forwarded-for': this.ip,
      cookie: this.cookieHeader(),
      ...options.headers,
    }
    if (mutating && options.csrf !== false) headers['x-xsrf-token'] = decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '')
    let body: string | FormData | undefined
    if (options.form) body = options.form
    // A raw body sent as is, under the content-type given in `headers`.
    else if (options.text !== undefined) body = options.text
    else if (options.json !== undefined) {
      body = JSON.stringify(options.json)
      headers['content-type'] = 'application/json'
    }
    const response = await fetch(`${Browser.baseUrl()}/api/v2${path}`, { method, headers, body, redirect: 'manual' })
    this.#remember(response.headers)
    return answerOf<T>(response)
  }

  /**
   * A link under /api/v2 opened as a page (a person clicked it: Sec-Fetch-Mode navigate, Accept text/html),
   * from the page `referer` when given, with this browser's cookies; redirects are not followed. Through
   * node:http, since fetch sets Sec-Fetch-Mode itself.
   */
  navigate(path: string, options: { referer?: string; language?: string } = {}) {
    const headers: Record<string, string> = {
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'document',
      accept: 'text/html,*/*;q=0.8',
      'accept-language': options.language ?? this.language,
      'x-forwarded-for': this.ip,
      cookie: this.cookieHeader(),
      ...(options.referer ? { referer: options.referer } : {}),
    }
    return getExactly(path, headers)
  }

  get<T = Json>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, { headers })
  }
  post<T = Json>(path: string, json?: unknown) {
    return this.request<T>('POST', path, { json })
  }
  put<T = Json>(path: string, json?: unknown) {
    return this.request<T>('PUT', path, { json })
  }
  patch<T = Json>(path: string, json?: unknown) {
    return this.request<T>('PATCH', path, { json })
  }
  delete<T = Json>(path: string) {
    return this.request<T>('DELETE', path)
  }
}
