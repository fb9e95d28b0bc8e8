import { ApiError, validateInput, vine } from '@sceau/plugin-sdk/server'
import type { CapsuleKind, CapsuleStartInput } from '../../shared/types.js'

const K = 'capsules.errors.'
const SHA256 = /^[0-9a-f]{64}$/
const NAME = /^[^/\\\0]+$/

const fileShape = {
  name: vine.string().trim().minLength(1).maxLength(255).regex(NAME),
  size: vine.number().withoutDecimals().min(1),
  sha256: vine.string().trim().toLowerCase().regex(SHA256),
}

export const startValidator = vine.create({
  url: vine
    .string()
    .trim()
    .maxLength(4096)
    .url({ require_protocol: true, protocols: ['http', 'https'] }),
  title: vine.string().trim().maxLength(1000).optional(),
  capturedAt: vine.date({ formats: { utc: true } }),
  browser: vine.string().trim().minLength(1).maxLength(120),
  wacz: vine.object(fileShape),
  screenshot: vine.object({
    ...fileShape,
    width: vine.number().withoutDecimals().min(1).max(100_000),
    height: vine.number().withoutDecimals().min(1).max(1_000_000),
  }),
  /** The deposit price the member confirmed (issue 25): required, nothing starts without it. */
  priceCents: vine.number().withoutDecimals().min(0).max(10_000_000),
})

/** POST /capsules: the page, its capture time and browser, and the two files announced with their SHA-256. */
export async function parseStart(body: unknown): Promise<CapsuleStartInput> {
  const input = await validateInput(startValidator, body, {
    messages: {
      url: `${K}url`,
      title: `${K}title`,
      capturedAt: `${K}capturedAt`,
      browser: `${K}browser`,
      'wacz.name': `${K}fileName`,
      'wacz.size': `${K}fileSize`,
      'wacz.sha256': `${K}sha256`,
      wacz: `${K}wacz`,
      'screenshot.name': `${K}fileName`,
      'screenshot.size': `${K}fileSize`,
      'screenshot.sha256': `${K}sha256`,
      'screenshot.width': `${K}dimensions`,
      'screenshot.height': `${K}dimensions`,
      screenshot: `${K}screenshot`,
      priceCents: `${K}priceRequired`,
    },
    message: 'errors.validation',
  })
  if (input.wacz.name === input.screenshot.name) throw ApiError.invalid({ 'screenshot.name': `${K}sameNames` })
  return {
    ...input,
    title: input.title || input.url,
    capturedAt: input.capturedAt.toISOString(),
  }
}

/** The deposit price the member saw and confirmed, required before anything is captured and charged (issue 25). */
const confirmedPrice = () => vine.number().withoutDecimals().min(0).max(10_000_000)

export const webProofValidator = vine.create({ url: vine.string().trim().minLength(1).maxLength(4096), priceCents: confirmedPrice() })

/** POST /capsules/web-proofs: the address (checked further by the URL guard) and the price confirmed. */
export async function parseWebProof(body: unknown): Promise<{ url: string; priceCents: number }> {
  return validateInput(webProofValidator, body, {
    messages: { url: 'capsules.webProof.invalidUrl', priceCents: `${K}priceRequired` },
    message: 'errors.validation',
  })
}

export const retryValidator = vine.create({ priceCents: confirmedPrice() })

/** POST /capsules/:id/retry: captured and deposited again, at the price confirmed again. */
export async function parseRetry(body: unknown): Promise<{ priceCents: number }> {
  return validateInput(retryValidator, body, { messages: { priceCents: `${K}priceRequired` }, message: `${K}priceRequired` })
}

/** GET /capsules/status?bytes=N: the size of the capture to price (the WACZ's), 0 when absent (a web proof, size unknown). */
export function parseStatusQuery(query: Record<string, unknown>, maxBytes: number): { bytes: number } {
  if (query.bytes === undefined || query.bytes === '') return { bytes: 0 }
  const bytes = Number(query.bytes)
  if (typeof query.bytes !== 'string' || !/^\d+$/.test(query.bytes) || !Number.isSafeInteger(bytes) || bytes > maxBytes) {
    throw ApiError.invalid({ bytes: `${K}fileSize` })
  }
  return { bytes }
}

/** GET /capsules?kind=&page= */
export function parseListQuery(query: Record<string, unknown>): { kind: CapsuleKind | null; page: number } {
  const kind = query.kind === 'extension' || query.kind === 'server' ? query.kind : null
  if (query.kind !== undefined && query.kind !== '' && !kind) throw ApiError.invalid({ kind: `${K}kind` })
  const page = query.page === undefined ? 1 : Number(query.page)
  if (!Number.isSafeInteger(page) || page < 1) throw ApiError.invalid({ page: `${K}page` })
  return { kind, page }
}
