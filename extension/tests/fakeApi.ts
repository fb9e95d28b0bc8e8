/*
 * A stand-in Sceau API for unit tests: a fetch function answering GET /users/me and the capsules
 * routes of plugins/capsules/shared/types.ts, with real status codes and error envelopes, and a
 * stand-in uploader that keeps the bytes it was given. The real platform is exercised by the e2e.
 */
import type { CapsuleStart, CapsuleStartInput, CapsuleView, CapturePrice } from '../../plugins/capsules/shared/types'
import type { DepositFile, UploadFiles } from '../src/lib/deposit'

export interface FakeApiOptions {
  instance?: string
  tokens?: Record<string, { firstname: string; lastname: string; email: string }>
  /** POST /capsules answers this status and error code instead (403 no right, 402 plan...). */
  refuseStart?: { status: number; code: string; message: string }
  /** GET /capsules/:id answers with a deposit number after this many calls. */
  numberAfter?: number
  /** GET /capsules/status's quote (3.20 € for 3 years up to 10 Mo by default). */
  price?: CapturePrice
  /** What the server prices a WACZ at (GET /capsules/status?bytes=, the check of POST /capsules): the quote's price by default. */
  waczPrice?: CapturePrice
  /** GET /capsules/status answers this error status instead (the price cannot be had). */
  statusError?: number
}

export const MIB = 1024 * 1024

export function fakeApi(options: FakeApiOptions = {}) {
  const instance = options.instance ?? 'https://sceau.test'
  const tokens = options.tokens ?? { sct_valid: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.org' } }
  const requests: { method: string; path: string; authorization: string | null; body: unknown }[] = []
  const capsules = new Map<string, CapsuleView>()
  const uploaded: DepositFile[] = []
  let gets = 0
  const price: CapturePrice = options.price ?? { cents: 320, years: 3, upToBytes: 10 * MIB }
  const waczPrice: CapturePrice = options.waczPrice ?? price

  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  const error = (status: number, code: string, message: string) => json(status, { error: { code, message } })

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input))
    if (url.origin !== instance) throw new TypeError('Failed to fetch')
    const method = init?.method ?? 'GET'
    const authorization = new Headers(init?.headers).get('Authorization')
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    const path = url.pathname.replace(/^\/api\/v2/, '')
    requests.push({ method, path, authorization, body })
    if (method === 'GET' && path === '/capsules/formats')
      return json(200, {
        archive: 'WARC/1.1',
        screenshot: 'image/png',
        redactedHeaders: ['Cookie', 'Authorization', 'Proxy-Authorization', 'Set-Cookie', 'X-Secret'],
      })
    const me = authorization?.startsWith('Bearer ') ? tokens[authorization.slice(7)] : undefined
    if (!me) return error(401, 'E_UNAUTHORIZED_ACCESS', 'Unauthorized access')
    if (method === 'GET' && path === '/users/me') return json(200, { ...me, organization: { name: 'Analytical' } })
    if (method === 'GET' && path === '/capsules/status' && options.statusError) return error(options.statusError, 'E_UNAVAILABLE', 'Unavailable')
    if (method === 'GET' && path === '/capsules/status') return json(200, { serverCapture: true, price: url.searchParams.has('bytes') ? waczPrice : price })
    if (method === 'POST' && path === '/capsules') {
      if (options.refuseStart) return error(options.refuseStart.status, options.refuseStart.code, options.refuseStart.message)
      const input = body as CapsuleStartInput
      // As the server: the price confirmed must be the WACZ's, else nothing starts.
      if (typeof input.priceCents !== 'number') return error(422, 'E_VALIDATION', 'Confirm the price of the deposit before the capture.')
      if (input.priceCents !== waczPrice.cents) return error(409, 'E_PRICE_CHANGED', 'The price has changed since it was shown.')
      const capsule: CapsuleView = {
        id: `cap_${capsules.size + 1}`,
        kind: 'extension',
        url: input.url,
        title: input.title,
        capturedAt: input.capturedAt,
        state: 'uploading',
        depositId: null,
        depositNumber: null,
        createdAt: new Date().toISOString(),
        browser: input.browser,
        wacz: input.wacz,
        screenshot: null,
        contents: [],
        error: null,
      }
      capsules.set(capsule.id, capsule)
      const start: CapsuleStart = {
        capsule,
        upload: { batchId: 'batch_1', token: 'upl_1', endpoint: '/api/v2/uploads', files: [{ name: input.wacz.name }, { name: input.screenshot.name }] },
      }
      return json(201, start)
    }
    const complete = /^\/capsules\/([^/]+)\/complete$/.exec(path)
    if (method === 'POST' && complete) {
      const capsule = capsules.get(complete[1])
      if (!capsule) return error(404, 'E_NOT_FOUND', 'Not found')
      if (uploaded.length < 2) return error(409, 'E_UPLOAD_INCOMPLETE', 'Files missing')
      Object.assign(capsule, { state: 'depositing', depositId: 'dep_1' })
      return json(200, capsule)
    }
    const show = /^\/capsules\/([^/]+)$/.exec(path)
    if (method === 'GET' && show) {
      const capsule = capsules.get(show[1])
      if (!capsule) return error(404, 'E_NOT_FOUND', 'Not found')
      if (++gets >= (options.numberAfter ?? 1)) Object.assign(capsule, { state: 'protected', depositNumber: '2026-000042' })
      return json(200, capsule)
    }
    return error(404, 'E_ROUTE_NOT_FOUND', 'Not found')
  }

  const progress: number[] = []
  const uploader: UploadFiles = async (upload, files, onProgress) => {
    if (upload.token !== 'upl_1') throw new Error('wrong upload token')
    onProgress(0.5)
    progress.push(0.5)
    uploaded.push(...files)
    onProgress(1)
    progress.push(1)
  }

  return { instance, fetch, requests, capsules, uploaded, uploader, progress }
}
