import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadVerifier, verifierSource } from './verifier_loader.js'

afterEach(() => vi.unstubAllGlobals())

const BUILT = { integrity: 'sha384-built', version: '0.2.0' }

describe('where the verifier comes from', () => {
  it('next to a widget script, with the hash built into the badge', () => {
    expect(verifierSource('https://api.test', 'https://sceau.test/api/v2/consignment/widget/0.2.0/sceau-deposit.iife.js', BUILT)).toEqual({
      url: 'https://sceau.test/api/v2/consignment/widget/0.2.0/sceau-verifier.js',
      integrity: 'sha384-built',
    })
    expect(verifierSource('https://api.test', 'https://cdn.test/w/sceau-deposit.js', BUILT)?.url).toBe('https://cdn.test/w/sceau-verifier.js')
  })

  it("from the platform's folder of the same version when the built module was bundled into an app", () => {
    expect(verifierSource('https://sceau.test/', 'https://app.test/assets/index-3f2a.js', BUILT)).toEqual({
      url: 'https://sceau.test/api/v2/consignment/widget/0.2.0/sceau-verifier.js',
      integrity: 'sha384-built',
    })
  })

  it("from the platform's manifest when the sources were compiled by an app", () => {
    expect(verifierSource('https://sceau.test', 'https://app.test/assets/index.js', { integrity: '', version: '' })).toBeUndefined()
  })
})

describe('loading it', () => {
  it('fetches it with the SRI hash, CORS and no credentials; a failure can be retried', async () => {
    const fetch = vi.fn(async () => new Response('nope', { status: 404 }))
    vi.stubGlobal('fetch', fetch)
    const script = 'https://sceau.test/w/0.2.0/sceau-deposit.js'
    await expect(loadVerifier('https://sceau.test', script, BUILT)).rejects.toThrow('HTTP 404')
    await expect(loadVerifier('https://sceau.test', script, BUILT)).rejects.toThrow('HTTP 404')
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(fetch).toHaveBeenCalledWith('https://sceau.test/w/0.2.0/sceau-verifier.js', { integrity: 'sha384-built', mode: 'cors', credentials: 'omit' })
  })

  it("reads the URL and hash from the platform's manifest, and refuses a manifest without a hash", async () => {
    const manifest = {
      version: '0.2.0',
      files: { verifier: { url: 'https://sceau.test/api/v2/consignment/widget/0.2.0/sceau-verifier.js', integrity: 'sha384-m' } },
    }
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(Response.json(manifest))
      .mockResolvedValueOnce(new Response('nope', { status: 500 }))
      .mockResolvedValueOnce(Response.json({ files: { verifier: { url: manifest.files.verifier.url } } }))
    vi.stubGlobal('fetch', fetch)
    const none = { integrity: '', version: '' }
    await expect(loadVerifier('https://sceau.test', '', none)).rejects.toThrow('HTTP 500')
    expect(fetch.mock.calls.map((call) => call[0])).toEqual(['https://sceau.test/api/v2/consignment/widget/manifest.json', manifest.files.verifier.url])
    expect(fetch.mock.calls[1][1]).toEqual({ integrity: 'sha384-m', mode: 'cors', credentials: 'omit' })
    await expect(loadVerifier('https://sceau.test', '', none)).rejects.toThrow('no verifier')
  })
})
