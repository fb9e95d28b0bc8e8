// @vitest-environment node
/* The deposit flow against the stand-in API: POST /capsules with the SHA-256s, upload, complete, follow. */
import { createHash } from 'node:crypto'
import type { PageCapture } from '@sceau/capture'
import { describe, expect, it } from 'vitest'
import { fakeApi, MIB } from '../../tests/fakeApi'
import { pngBytes } from '../../tests/fakeBrowser'
import { captureAndDeposit, followCapsule, type JobState } from './job'

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
const PNG = pngBytes(16, 40)
const WACZ = new TextEncoder().encode('PK-wacz-bytes')

const capture: PageCapture = {
  url: 'https://news.example/a?x=1',
  title: 'Un article',
  capturedAt: new Date('2026-11-25T18:00:00.123Z'),
  exchanges: [
    {
      url: 'https://news.example/a?x=1',
      method: 'GET',
      requestHeaders: [],
      status: 200,
      statusText: 'OK',
      responseHeaders: [],
      body: new Uint8Array([1]),
      timestamp: new Date(),
    },
  ],
  screenshot: { png: PNG, width: 16, height: 40 },
  software: 'Sceau extension 0.1.0',
  browser: 'Chromium 156',
}

function run(api: ReturnType<typeof fakeApi>, token = 'sct_valid', capturePage: () => Promise<PageCapture> = async () => capture) {
  const states: JobState[] = []
  const redacted: (readonly string[] | undefined)[] = []
  const done = captureAndDeposit(
    {
      context: { instance: api.instance, token, fetch: api.fetch },
      capturePage,
      buildWacz: async (_capture, options) => {
        redacted.push(options.redactHeaders)
        return WACZ
      },
      upload: api.uploader,
      priceCents: 320,
    },
    (state) => states.push(state)
  )
  return { states, done, redacted }
}

describe('captureAndDeposit', () => {
  it('starts the capsule with both files and their SHA-256, uploads them, completes, then follows to the deposit number', async () => {
    const api = fakeApi({ numberAfter: 2 })
    const { states, done, redacted } = run(api)
    const outcome = await done
    const capsule = outcome && 'capsule' in outcome ? outcome.capsule : null
    expect(capsule).toMatchObject({ id: 'cap_1', state: 'depositing' })
    // Packed with the headers the instance asks to redact.
    expect(redacted).toEqual([['Cookie', 'Authorization', 'Proxy-Authorization', 'Set-Cookie', 'X-Secret']])
    const start = api.requests.find((request) => request.path === '/capsules')!
    expect(start).toMatchObject({ method: 'POST', authorization: 'Bearer sct_valid' })
    expect(start.body).toEqual({
      url: capture.url,
      title: 'Un article',
      capturedAt: '2026-11-25T18:00:00.123Z',
      browser: 'Chromium 156',
      wacz: { name: 'news.example-2026-11-25T18-00-00Z.wacz', size: WACZ.length, sha256: sha256(WACZ) },
      screenshot: { name: 'news.example-2026-11-25T18-00-00Z.png', size: PNG.length, sha256: sha256(PNG), width: 16, height: 40 },
      priceCents: 320,
    })
    expect(api.uploaded.map(({ name, type, sha256: hash }) => [name, type, hash])).toEqual([
      ['news.example-2026-11-25T18-00-00Z.wacz', 'application/wacz', sha256(WACZ)],
      ['news.example-2026-11-25T18-00-00Z.png', 'image/png', sha256(PNG)],
    ])
    expect(api.requests.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /capsules/formats', 'POST /capsules', 'POST /capsules/cap_1/complete'])
    expect(states.map((state) => state.phase)).toEqual(['capturing', 'packaging', 'uploading', 'uploading', 'uploading', 'completing', 'deposited'])
    expect(states.filter((state) => state.phase === 'uploading').map((state) => (state as { fraction: number }).fraction)).toEqual([0, 0.5, 1])

    const seen: string[] = []
    const settled = await followCapsule({ instance: api.instance, token: 'sct_valid', fetch: api.fetch }, capsule!, (next) => seen.push(next.state), {
      intervalMs: 1,
    })
    expect(seen).toEqual(['depositing', 'protected'])
    expect(settled).toMatchObject({ state: 'protected', depositNumber: '2026-000042' })
  })

  it.each([
    [{ status: 403, code: 'E_FORBIDDEN', message: 'Droit manquant' }, 'forbidden'],
    [{ status: 402, code: 'E_PREMIUM_REQUIRED', message: 'Offre payante' }, 'paidPlan'],
    [{ status: 403, code: 'E_PLAN_REQUIRED', message: 'Offre payante' }, 'paidPlan'],
    [{ status: 503, code: 'E_UNAVAILABLE', message: 'Indisponible' }, 'network'],
  ] as const)('a refused start (%o) says %s and uploads nothing', async (refuseStart, kind) => {
    const api = fakeApi({ refuseStart })
    const { states, done } = run(api)
    expect(await done).toBeNull()
    expect(states.at(-1)).toEqual({ phase: 'failed', kind, message: refuseStart.message })
    expect(api.uploaded).toEqual([])
  })

  it("a price the server does not charge for this archive (409 E_PRICE_CHANGED): the archive's own price, nothing uploaded, the capture kept", async () => {
    const api = fakeApi({ waczPrice: { cents: 480, years: 3, upToBytes: 100 * MIB } })
    const { states, done } = run(api)
    const outcome = await done
    expect(states.at(-1)).toEqual({ phase: 'priceChanged', price: { cents: 480, years: 3, upToBytes: 100 * MIB }, confirmedCents: 320 })
    expect(api.requests.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /capsules/formats', 'POST /capsules', 'GET /capsules/status'])
    expect(api.uploaded).toEqual([])
    expect(outcome && 'pending' in outcome ? Array.from(outcome.pending.wacz) : null).toEqual(Array.from(WACZ))
  })

  it('a revoked token says to connect again', async () => {
    const api = fakeApi()
    const { states, done } = run(api, 'sct_revoked')
    expect(await done).toBeNull()
    expect(states.at(-1)).toMatchObject({ phase: 'failed', kind: 'notConnected' })
  })

  it('an unreachable instance is a network failure', async () => {
    const api = fakeApi()
    const states: JobState[] = []
    await captureAndDeposit(
      {
        context: { instance: 'https://down.test', token: 'sct_valid', fetch: api.fetch },
        capturePage: async () => capture,
        buildWacz: async () => WACZ,
        upload: api.uploader,
        priceCents: 320,
      },
      (state) => states.push(state)
    )
    expect(states.at(-1)).toMatchObject({ phase: 'failed', kind: 'network' })
  })

  it('a page the browser does not let record is "not capturable", and nothing is sent', async () => {
    const api = fakeApi()
    const { states, done } = run(api, 'sct_valid', async () => {
      throw new Error('Cannot access a chrome:// URL')
    })
    expect(await done).toBeNull()
    expect(states.at(-1)).toEqual({ phase: 'failed', kind: 'notCapturable', message: 'Cannot access a chrome:// URL' })
    expect(api.requests.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /capsules/formats'])
  })
})
