/*
 * Deposit of a capture: POST /capsules with the files' SHA-256 (WebCrypto) and the deposit price the
 * member confirmed, both files through the core resumable upload service (tus, @sceau/api-client's
 * UploadClient) with progress, then POST /capsules/:id/complete. The capsule is then followed with
 * GET /capsules/:id until it has a deposit number or fails. The price is the one GET /capsules/status
 * quotes (as in the web app); a capture it does not cover (larger than its row) answers 409
 * E_PRICE_CHANGED and is quoted again for its size: nothing is uploaded or charged until confirmed.
 */
import type { CapsuleFormats, CapsuleStart, CapsuleStartInput, CapsuleStatus, CapsuleView, CapturePrice } from '../../../plugins/capsules/shared/types'
import { newIdempotencyKey } from '@sceau/api-client'
import { apiRequest, SceauFailure, type ApiContext } from './api'

export interface DepositFile {
  name: string
  type: string
  bytes: Uint8Array<ArrayBuffer>
  sha256: string
}

/** Sends the batch's files; resolves once the server has every byte, rejects with a SceauFailure. */
export type UploadFiles = (upload: CapsuleStart['upload'], files: DepositFile[], onProgress: (fraction: number) => void) => Promise<void>

export interface DepositInput {
  url: string
  title: string
  capturedAt: Date
  browser: string
  wacz: Uint8Array<ArrayBuffer>
  screenshot: { png: Uint8Array<ArrayBuffer>; width: number; height: number }
}

/** The server refused the price confirmed (409 E_PRICE_CHANGED): `price` is what this capture's deposit costs now. */
export class PriceChanged extends Error {
  constructor(
    readonly price: CapturePrice,
    readonly confirmedCents: number
  ) {
    super(`the deposit costs ${price.cents} cents, not the ${confirmedCents} confirmed`)
    this.name = 'PriceChanged'
  }
}

/** GET /capsules/status: the deposit price of a capture of `bytes` bytes for this account (the first row's when absent). */
export async function fetchPrice(context: ApiContext, bytes?: number): Promise<CapturePrice> {
  const query = bytes === undefined ? '' : `?bytes=${bytes}`
  return (await apiRequest<CapsuleStatus>(context, 'GET', `/capsules/status${query}`)).price
}

export type DepositStep = { step: 'starting' } | { step: 'uploading'; fraction: number } | { step: 'completing' } | { step: 'done'; capsule: CapsuleView }

export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** A file name for the capture: the page's host and the capture time, e.g. "example.org-2026-11-25T18-42-29Z". */
export function captureBaseName(url: string, capturedAt: Date): string {
  let host = 'page'
  try {
    host = new URL(url).hostname || host
  } catch {
    // keep "page"
  }
  const time = capturedAt
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')
  return `${host.replace(/[^a-z0-9.-]/gi, '_')}-${time}`
}

/** Deposits the capture at `priceCents` (confirmed by the member); rejects with PriceChanged when the server's price is another. */
export async function depositCapture(
  context: ApiContext,
  input: DepositInput,
  priceCents: number,
  upload: UploadFiles,
  onStep: (step: DepositStep) => void
): Promise<CapsuleView> {
  onStep({ step: 'starting' })
  const base = captureBaseName(input.url, input.capturedAt)
  const wacz: DepositFile = { name: `${base}.wacz`, type: 'application/wacz', bytes: input.wacz, sha256: await sha256Hex(input.wacz) }
  const screenshot: DepositFile = { name: `${base}.png`, type: 'image/png', bytes: input.screenshot.png, sha256: await sha256Hex(input.screenshot.png) }
  const body: CapsuleStartInput = {
    url: input.url,
    title: input.title,
    capturedAt: input.capturedAt.toISOString(),
    browser: input.browser,
    wacz: { name: wacz.name, size: wacz.bytes.byteLength, sha256: wacz.sha256 },
    screenshot: {
      name: screenshot.name,
      size: screenshot.bytes.byteLength,
      sha256: screenshot.sha256,
      width: input.screenshot.width,
      height: input.screenshot.height,
    },
    priceCents,
  }
  let start: CapsuleStart
  try {
    // One key for this capture: a retried request answers the same capsule instead of making another.
    start = await apiRequest<CapsuleStart>(context, 'POST', '/capsules', body, { idempotencyKey: newIdempotencyKey() })
  } catch (error) {
    // Not the price of this archive (larger than the quote covered, or the plan changed): its own price, to confirm.
    if (error instanceof SceauFailure && error.code === 'E_PRICE_CHANGED') throw new PriceChanged(await fetchPrice(context, wacz.bytes.byteLength), priceCents)
    throw error
  }
  onStep({ step: 'uploading', fraction: 0 })
  await upload(start.upload, [wacz, screenshot], (fraction) => onStep({ step: 'uploading', fraction }))
  onStep({ step: 'completing' })
  const capsule = await apiRequest<CapsuleView>(context, 'POST', `/capsules/${encodeURIComponent(start.capsule.id)}/complete`, {})
  onStep({ step: 'done', capsule })
  return capsule
}

/** Whether a capsule is still on its way (no deposit number yet, not failed). */
export const capsuleSettled = (capsule: CapsuleView) => capsule.state === 'failed' || capsule.state === 'protected' || capsule.depositNumber !== null

/**
 * The header names the instance wants redacted from every capture (GET /capsules/formats, public);
 * null when it does not say (an older instance): @sceau/capture's own list then applies.
 */
export async function fetchRedactedHeaders(context: Pick<ApiContext, 'instance' | 'fetch'>): Promise<string[] | null> {
  try {
    const formats = await apiRequest<Partial<CapsuleFormats>>({ ...context, token: '' }, 'GET', '/capsules/formats')
    return Array.isArray(formats.redactedHeaders) ? formats.redactedHeaders.filter((name) => typeof name === 'string') : null
  } catch (error) {
    if (error instanceof SceauFailure && error.kind === 'network') throw error
    return null
  }
}

export async function fetchCapsule(context: ApiContext, id: string): Promise<CapsuleView> {
  return apiRequest<CapsuleView>(context, 'GET', `/capsules/${encodeURIComponent(id)}`)
}

export { SceauFailure }
