import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadVerifier, verifierUrl } from './verifier_loader.js'

afterEach(() => vi.unstubAllGlobals())

describe('the verifier loader', () => {
  it('finds the verifier next to the badge script, whatever its version folder', () => {
    expect(verifierUrl('https://sceau.test/api/v2/consignment/widget/0.2.0/sceau-deposit.iife.js')).toBe(
      'https://sceau.test/api/v2/consignment/widget/0.2.0/sceau-verifier.js'
    )
  })

  it('fetches it with the SRI hash, CORS and no credentials; a failure can be retried', async () => {
    const fetch = vi.fn(async () => new Response('nope', { status: 404 }))
    vi.stubGlobal('fetch', fetch)
    const script = 'https://sceau.test/w/0.2.0/sceau-deposit.js'
    await expect(loadVerifier(script, 'sha384-abc')).rejects.toThrow('HTTP 404')
    await expect(loadVerifier(script, 'sha384-abc')).rejects.toThrow('HTTP 404')
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(fetch).toHaveBeenCalledWith('https://sceau.test/w/0.2.0/sceau-verifier.js', { integrity: 'sha384-abc', mode: 'cors', credentials: 'omit' })
  })
})
