import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ApiClient } from './client.js'
import { SIGNATURE_HEADERS, canonicalRequest, hmacSha256Hex, requestSignature, sha256Hex, signRequest, signaturesEqual } from './signing.js'

const key = { publicKey: 'pk_test', secret: 'sk_live_secret' }

describe('request signing (HMAC-SHA256, docs/architecture.md §5)', () => {
  it('hashes bodies with SHA-256, an absent body as empty', async () => {
    expect(await sha256Hex(undefined)).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
    expect(await sha256Hex('{"a":1}')).toBe(createHash('sha256').update('{"a":1}').digest('hex'))
    expect(await sha256Hex(new TextEncoder().encode('été'))).toBe(createHash('sha256').update('été').digest('hex'))
  })

  it('signs METHOD, path with query, datetime and body hash, one per line', async () => {
    const canonical = canonicalRequest('post', '/api/v2/x?b=2&a=1', '2026-01-02T03:04:05.000Z', 'abc')
    expect(canonical).toBe('POST\n/api/v2/x?b=2&a=1\n2026-01-02T03:04:05.000Z\nabc')
    expect(await hmacSha256Hex('s3cret', canonical)).toBe(createHmac('sha256', 's3cret').update(canonical).digest('hex'))
  })

  it('gives the three headers, with the same signature the server recomputes', async () => {
    const datetime = '2026-01-02T03:04:05.000Z'
    const headers = await signRequest(key, { method: 'POST', path: '/api/v2/integrations/whoami', body: '{}', datetime })
    expect(headers[SIGNATURE_HEADERS.key]).toBe('pk_test')
    expect(headers[SIGNATURE_HEADERS.datetime]).toBe(datetime)
    const expected = createHmac('sha256', key.secret)
      .update(`POST\n/api/v2/integrations/whoami\n${datetime}\n${createHash('sha256').update('{}').digest('hex')}`)
      .digest('hex')
    expect(headers[SIGNATURE_HEADERS.signature]).toBe(expected)
    expect(await requestSignature(key.secret, { method: 'POST', path: '/api/v2/integrations/whoami', body: '{}', datetime })).toBe(expected)
  })

  it('changes with every signed part', async () => {
    const base = { method: 'GET', path: '/api/v2/a', body: '', datetime: '2026-01-02T03:04:05.000Z' }
    const reference = await requestSignature(key.secret, base)
    for (const change of [{ method: 'DELETE' }, { path: '/api/v2/b' }, { body: 'x' }, { datetime: '2026-01-02T03:04:06.000Z' }]) {
      expect(await requestSignature(key.secret, { ...base, ...change })).not.toBe(reference)
    }
    expect(await requestSignature('other', base)).not.toBe(reference)
  })

  it('compares signatures without short-cutting on length or content', () => {
    expect(signaturesEqual('abcd', 'abcd')).toBe(true)
    expect(signaturesEqual('abcd', 'abce')).toBe(false)
    expect(signaturesEqual('abcd', 'abc')).toBe(false)
  })

  it('signs what an ApiClient with an API key sends: path, query and JSON body', async () => {
    let seen: { url: string; init: RequestInit } | null = null
    const client = new ApiClient({
      baseUrl: 'https://sceau.example/api/v2',
      apiKey: key,
      language: () => undefined,
      cookies: () => '',
      fetch: async (url, init) => {
        seen = { url: String(url), init: init ?? {} }
        return new Response('{}', { status: 200 })
      },
    })
    await client.post('/capsules', { title: 'été' }, { query: { page: 2 } })
    const headers = seen!.init.headers as Record<string, string>
    const expected = await requestSignature(key.secret, {
      method: 'POST',
      path: '/api/v2/capsules?page=2',
      body: JSON.stringify({ title: 'été' }),
      datetime: headers[SIGNATURE_HEADERS.datetime],
    })
    expect(headers[SIGNATURE_HEADERS.signature]).toBe(expected)
    await expect(client.put('/x', new FormData())).rejects.toThrow(/API key/)
  })
})
