import { describe, expect, it, vi } from 'vitest'
import { certificateUrl, fetchSummary, parseSummary, shortHash } from './summary.js'

const SHA = 'ab'.repeat(32)
const TX = '0x' + 'cd'.repeat(32)
const SUMMARY = {
  fileName: 'contrat.pdf',
  sha256: SHA,
  size: 1234,
  depositedAt: '2025-03-12T12:00:00Z',
  certificateToken: 'Ab12Cd34',
  number: 'D-2025-000001',
  state: 'protected',
  qualified: true,
  tsa: 'TSA',
  anchor: {
    state: 'anchored',
    chainId: 31337,
    transactionHash: TX,
    blockNumber: 7,
    anchoredAt: '2025-03-12T13:00:00Z',
    explorerUrl: `https://explorer.test/tx/${TX}`,
  },
}

function answer(status: number, body: unknown) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

describe('parseSummary', () => {
  it('accepts a well-formed summary and lowercases the hash', () => {
    expect(parseSummary({ ...SUMMARY, sha256: SHA.toUpperCase(), extra: 1 })).toEqual(SUMMARY)
  })

  it.each([
    ['no object', null],
    ['empty file name', { ...SUMMARY, fileName: '' }],
    ['short hash', { ...SUMMARY, sha256: 'abc' }],
    ['bad date', { ...SUMMARY, depositedAt: 'yesterday' }],
    ['token with a path', { ...SUMMARY, certificateToken: '../admin' }],
    ['negative size', { ...SUMMARY, size: -1 }],
    ['unknown deposit state', { ...SUMMARY, state: 'sealed' }],
    ['qualification as a string', { ...SUMMARY, qualified: 'true' }],
    ['no anchor', { ...SUMMARY, anchor: undefined }],
    ['anchored without a transaction', { ...SUMMARY, anchor: { state: 'anchored' } }],
    ['anchored with a malformed transaction', { ...SUMMARY, anchor: { state: 'anchored', transactionHash: '0x12' } }],
    ['a number that is not text', { ...SUMMARY, number: 12 }],
  ])('rejects %s', (_name, value) => {
    expect(parseSummary(value)).toBeNull()
  })
})

describe('parseSummary, anchor', () => {
  it('keeps a pending anchor as pending, whatever else it says', () => {
    expect(parseSummary({ ...SUMMARY, anchor: { state: 'pending', transactionHash: TX } })?.anchor).toEqual({ state: 'pending' })
  })

  it('keeps "none" (an instance without a chain) as none, never as pending', () => {
    expect(parseSummary({ ...SUMMARY, anchor: { state: 'none', transactionHash: TX } })?.anchor).toEqual({ state: 'none' })
  })

  it('drops a transaction link that is not http(s), and missing optional fields become null', () => {
    const parsed = parseSummary({ ...SUMMARY, number: undefined, tsa: undefined, anchor: { ...SUMMARY.anchor, explorerUrl: 'javascript:alert(1)' } })
    expect(parsed?.anchor).toEqual({ state: 'anchored', chainId: 31337, transactionHash: TX, blockNumber: 7, anchoredAt: '2025-03-12T13:00:00Z' })
    expect(parsed?.number).toBeNull()
    expect(parsed?.tsa).toBeNull()
  })
})

describe('fetchSummary', () => {
  it('GETs the public embed route without credentials, in the badge language', async () => {
    const fetch = vi.fn(async () => answer(200, SUMMARY))
    await expect(fetchSummary('https://sceau.test/', 'emb 1', { language: 'it', fetch })).resolves.toEqual({ status: 'ready', summary: SUMMARY })
    expect(fetch).toHaveBeenCalledWith('https://sceau.test/api/v2/consignment/embed/emb%201', {
      headers: { Accept: 'application/json', 'Accept-Language': 'it' },
      credentials: 'omit',
      signal: undefined,
    })
  })

  it('tells not found from other failures', async () => {
    const notFound = { error: { code: 'E_NOT_FOUND', message: 'Not found' } }
    expect(await fetchSummary('', 'x', { language: 'fr', fetch: async () => answer(404, notFound) })).toEqual({ status: 'not-found' })
    expect((await fetchSummary('', 'x', { language: 'fr', fetch: async () => answer(500, {}) })).status).toBe('error')
    expect((await fetchSummary('', 'x', { language: 'fr', fetch: async () => answer(200, '<html>') })).status).toBe('error')
    expect((await fetchSummary('', 'x', { language: 'fr', fetch: async () => answer(200, { fileName: 'x' }) })).status).toBe('error')
    const offline = async () => {
      throw new TypeError('Failed to fetch')
    }
    expect((await fetchSummary('', 'x', { language: 'fr', fetch: offline })).status).toBe('error')
  })

  it('rethrows when aborted', async () => {
    const controller = new AbortController()
    const fetch = vi.fn(async () => {
      controller.abort()
      throw new DOMException('aborted', 'AbortError')
    })
    await expect(fetchSummary('', 'x', { language: 'fr', fetch, signal: controller.signal })).rejects.toThrow('aborted')
  })
})

describe('links and hashes', () => {
  it('puts the language prefix of the web app in the certificate address (none for French)', () => {
    expect(certificateUrl('https://sceau.test/', 'fr', 'Ab12')).toBe('https://sceau.test/certificate/Ab12')
    expect(certificateUrl('https://sceau.test', 'pt', 'Ab12')).toBe('https://sceau.test/pt/certificate/Ab12')
  })

  it('shortens a SHA-256 to its first and last 8 characters', () => {
    expect(shortHash('0123456789abcdef'.repeat(4))).toBe('01234567…89abcdef')
  })
})
