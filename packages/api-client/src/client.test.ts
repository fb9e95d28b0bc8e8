import { describe, expect, it, vi } from 'vitest'
import { ApiClient, readCookie } from './client.js'
import { ApiError, CLIENT_ERROR_CODES, isApiError } from './apiError.js'

type Call = { url: string; init: RequestInit }

function clientAnswering(response: () => Response, options: Partial<ConstructorParameters<typeof ApiClient>[0]> = {}) {
  const calls: Call[] = []
  const client = new ApiClient({
    language: () => 'it',
    cookies: () => 'other=1; XSRF-TOKEN=abc%3D%3D; last=2',
    fetch: async (url, init) => {
      calls.push({ url: String(url), init: init ?? {} })
      return response()
    },
    ...options,
  })
  return { client, calls }
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('ApiClient', () => {
  it('GETs JSON under /api/v2 with the language, same-origin credentials and no CSRF header', async () => {
    const { client, calls } = clientAnswering(() => json(200, { ok: true }))
    await expect(client.get('/transfer/limits', { query: { page: 2, skip: undefined } })).resolves.toEqual({ ok: true })
    expect(calls[0].url).toBe('/api/v2/transfer/limits?page=2')
    const headers = calls[0].init.headers as Record<string, string>
    expect(headers['Accept-Language']).toBe('it')
    expect(headers['X-XSRF-TOKEN']).toBeUndefined()
    expect(calls[0].init.credentials).toBe('same-origin')
  })

  it('sends the URI-decoded XSRF-TOKEN cookie and a JSON body on mutating requests', async () => {
    const { client, calls } = clientAnswering(() => new Response(null, { status: 204 }))
    await expect(client.post('/users/sessions', { email: 'a@b.c' })).resolves.toBeUndefined()
    const headers = calls[0].init.headers as Record<string, string>
    expect(headers['X-XSRF-TOKEN']).toBe('abc==')
    expect(headers['Content-Type']).toBe('application/json')
    expect(calls[0].init.body).toBe('{"email":"a@b.c"}')
  })

  it('passes FormData through untouched', async () => {
    const { client, calls } = clientAnswering(() => json(200, {}))
    const form = new FormData()
    form.append('file', 'x')
    await client.put('/avatar', form)
    expect(calls[0].init.body).toBe(form)
    expect((calls[0].init.headers as Record<string, string>)['Content-Type']).toBeUndefined()
  })

  it('parses the error envelope into an ApiError with fields', async () => {
    const { client } = clientAnswering(() =>
      json(422, { error: { code: 'E_VALIDATION_ERROR', message: 'Adresse invalide', fields: { email: ['Adresse invalide'], n: 3 } } })
    )
    const error = await client.post('/users', {}).catch((e: unknown) => e)
    expect(isApiError(error, 'E_VALIDATION_ERROR')).toBe(true)
    expect(error).toMatchObject({ status: 422, message: 'Adresse invalide', fields: { email: 'Adresse invalide' } })
    expect((error as ApiError).fromServer).toBe(true)
  })

  it("keeps the answer's X-Request-Id on the error (an error screen shows it), null when there is none", async () => {
    const answer = () =>
      new Response(JSON.stringify({ error: { code: 'E_INTERNAL', message: 'Erreur interne' } }), { status: 500, headers: { 'X-Request-Id': 'req-7f3a' } })
    const error = (await clientAnswering(answer)
      .client.get('/transfer/downloads/x')
      .catch((e: unknown) => e)) as ApiError
    expect(error).toMatchObject({ status: 500, code: 'E_INTERNAL', requestId: 'req-7f3a' })
    const proxied = (await clientAnswering(() => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'X-Request-Id': 'req-9' } }))
      .client.get('/health')
      .catch((e: unknown) => e)) as ApiError
    expect(proxied.requestId).toBe('req-9')
    const bare = (await clientAnswering(() => json(404, { error: { code: 'E_NOT_FOUND', message: 'Introuvable' } }))
      .client.get('/x')
      .catch((e: unknown) => e)) as ApiError
    expect(bare.requestId).toBeNull()
  })

  it('falls back to a client code when an error body is not the envelope', async () => {
    const { client } = clientAnswering(() => new Response('<html>Bad gateway</html>', { status: 502 }))
    const error = (await client.get('/health').catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(502)
    expect(error.code).toBe(CLIENT_ERROR_CODES.unexpectedResponse)
    expect(error.fromServer).toBe(false)
  })

  it('rejects a 200 answer that is not JSON (the SPA page instead of the API)', async () => {
    const { client } = clientAnswering(() => new Response('<!doctype html>', { status: 200 }))
    await expect(client.get('/nope')).rejects.toMatchObject({ code: CLIENT_ERROR_CODES.unexpectedResponse })
  })

  it('turns a failed fetch into E_NETWORK but lets aborts through', async () => {
    const failing = new ApiClient({ fetch: async () => Promise.reject(new TypeError('fetch failed')) })
    await expect(failing.get('/x')).rejects.toMatchObject({ status: 0, code: CLIENT_ERROR_CODES.network })
    const abort = new DOMException('aborted', 'AbortError')
    const aborted = new ApiClient({ fetch: async () => Promise.reject(abort) })
    await expect(aborted.get('/x')).rejects.toBe(abort)
  })

  it('sends a personal access token as Bearer and the idempotency key of an intent', async () => {
    const { client, calls } = clientAnswering(() => json(201, { id: 'd1' }), { token: 'sct_abc' })
    await client.post('/consignment/deposits', { title: 't' }, { idempotencyKey: 'key-1' })
    const headers = calls[0].init.headers as Record<string, string>
    expect(headers.Authorization).toBe('Bearer sct_abc')
    expect(headers['Idempotency-Key']).toBe('key-1')
    await client.get('/users/me')
    expect((calls[1].init.headers as Record<string, string>)['Idempotency-Key']).toBeUndefined()
  })

  it('tries again, with the same idempotency key, a request that got no answer or a 503; never a POST sent without a key', async () => {
    const answers = [() => Promise.reject(new TypeError('fetch failed')), async () => json(503, {}), async () => json(201, { id: 'd1' })]
    const seen: Record<string, string>[] = []
    const client = new ApiClient({
      retryDelays: [0, 0, 0],
      fetch: async (_url, init) => {
        seen.push(init?.headers as Record<string, string>)
        return answers[seen.length - 1]!()
      },
    })
    await expect(client.post('/git-deploy/releases', {}, { idempotencyKey: 'intent-7' })).resolves.toEqual({ id: 'd1' })
    expect(seen.map((headers) => headers['Idempotency-Key'])).toEqual(['intent-7', 'intent-7', 'intent-7'])

    // The client's own key for an intent is kept across its tries too.
    const keys: string[] = []
    const auto = new ApiClient({
      retryDelays: [0],
      fetch: async (_url, init) => {
        keys.push((init?.headers as Record<string, string>)['Idempotency-Key']!)
        return keys.length === 1 ? Promise.reject(new TypeError('fetch failed')) : json(201, {})
      },
    })
    await auto.post('/transfer/transfers', { mode: 'link' })
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])

    let tries = 0
    const once = new ApiClient({ retryDelays: [0, 0], fetch: async () => (tries++, Promise.reject(new TypeError('fetch failed'))) })
    await expect(once.post('/transfer/transfers', {}, { idempotencyKey: false })).rejects.toMatchObject({ code: CLIENT_ERROR_CODES.network })
    expect(tries).toBe(1)
    // A refusal is an answer: not tried again.
    let refusals = 0
    const refused = new ApiClient({ retryDelays: [0, 0], fetch: async () => (refusals++, json(422, { error: { code: 'E_VALIDATION', message: 'no' } })) })
    await expect(refused.get('/x')).rejects.toMatchObject({ status: 422 })
    expect(refusals).toBe(1)
  })

  it("names Node's reason for a failed fetch", async () => {
    const failing = new ApiClient({
      fetch: async () => Promise.reject(new TypeError('fetch failed', { cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }) })),
    })
    await expect(failing.get('/x')).rejects.toMatchObject({ message: 'Network error: fetch failed (ECONNREFUSED)' })
  })

  it('holds GET answers until the minimum loader time, not mutations', async () => {
    vi.useFakeTimers()
    try {
      const { client } = clientAnswering(() => json(200, { n: 1 }), { minimumGetMs: 200 })
      let settled = false
      const pending = client.get('/x').then(() => (settled = true))
      await vi.advanceTimersByTimeAsync(150)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(60)
      await pending
      expect(settled).toBe(true)
      let posted = false
      void client.post('/x').then(() => (posted = true))
      await vi.advanceTimersByTimeAsync(0)
      expect(posted).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('takes an absolute base URL and option changes through configure()', async () => {
    const { client, calls } = clientAnswering(() => json(200, {}))
    client.configure({ baseUrl: 'http://127.0.0.1:3333/api/v2/', language: () => undefined })
    await client.get('users/me')
    expect(calls[0].url).toBe('http://127.0.0.1:3333/api/v2/users/me')
    expect((calls[0].init.headers as Record<string, string>)['Accept-Language']).toBeUndefined()
  })
})

describe('Idempotency-Key', () => {
  const keyOf = (call: Call) => (call.init.headers as Record<string, string>)['Idempotency-Key']

  it('a POST retried after no definite answer carries the same key; after an answer, the next one gets a new key', async () => {
    const answers = [
      () => Promise.reject(new TypeError('socket hang up')),
      () => json(503, { error: { code: 'E_UNAVAILABLE', message: 'down' } }),
      () => json(201, { id: 1 }),
    ]
    const calls: Call[] = []
    const client = new ApiClient({
      cookies: () => '',
      fetch: async (url, init) => {
        calls.push({ url: String(url), init: init ?? {} })
        return answers.shift()!()
      },
    })
    await expect(client.post('/organizations', { name: 'A' })).rejects.toMatchObject({ code: CLIENT_ERROR_CODES.network })
    await expect(client.post('/organizations', { name: 'A' })).rejects.toMatchObject({ status: 503 })
    await expect(client.post('/organizations', { name: 'A' })).resolves.toEqual({ id: 1 })
    expect(keyOf(calls[0])).toMatch(/^[0-9a-f]{32}$/)
    expect(new Set(calls.map(keyOf)).size).toBe(1)

    answers.push(
      () => json(201, { id: 2 }),
      () => json(201, { id: 3 })
    )
    await client.post('/organizations', { name: 'A' })
    await client.post('/organizations', { name: 'B' })
    expect(new Set(calls.map(keyOf)).size).toBe(3)
  })

  it('a refusal ends the intent; an explicit key is sent as given; false or other methods send none', async () => {
    const { client, calls } = clientAnswering(() => json(422, { error: { code: 'E_VALIDATION', message: 'no' } }))
    await client.post('/x', { a: 1 }).catch(() => {})
    await client.post('/x', { a: 1 }).catch(() => {})
    expect(keyOf(calls[0])).not.toBe(keyOf(calls[1]))
    await client.post('/x', { a: 1 }, { idempotencyKey: 'ci-run-42' }).catch(() => {})
    await client.post('/x', { a: 1 }, { idempotencyKey: false }).catch(() => {})
    await client.put('/x', { a: 1 }).catch(() => {})
    expect(calls.slice(2).map(keyOf)).toEqual(['ci-run-42', undefined, undefined])
  })

  it("waits while the key's first request still runs, then gets its answer", async () => {
    vi.useFakeTimers()
    try {
      const answers = [() => json(409, { error: { code: 'E_IDEMPOTENCY_IN_FLIGHT', message: 'wait' } }), () => json(201, { id: 7 })]
      const { client, calls } = clientAnswering(() => answers.shift()!())
      const pending = client.post('/consignment/deposits', { title: 'x' })
      await vi.advanceTimersByTimeAsync(1000)
      await expect(pending).resolves.toEqual({ id: 7 })
      expect(calls).toHaveLength(2)
      expect(keyOf(calls[1])).toBe(keyOf(calls[0]))
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('readCookie', () => {
  it('finds a cookie by exact name and decodes it', () => {
    expect(readCookie('XSRF-TOKEN-OLD=1; XSRF-TOKEN=a%20b', 'XSRF-TOKEN')).toBe('a b')
    expect(readCookie('', 'XSRF-TOKEN')).toBeUndefined()
    expect(readCookie('XSRF-TOKEN=%E0%A4%A', 'XSRF-TOKEN')).toBe('%E0%A4%A')
  })
})
