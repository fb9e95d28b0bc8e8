/*
 * The public summary of a deposit that the badge shows, and how it is read from the platform:
 * GET {apiBase}/api/v2/consignment/embed/{embedId}, public, without credentials (CORS).
 * One GET does not need @sceau/api-client: plain fetch keeps it off third-party pages.
 */
import type { EmbedSummary } from '../../plugins/consignment/shared/types.js'

/** What GET /consignment/embed/{embedId} answers (the consignment plugin's EmbedSummary). */
export type DepositSummary = EmbedSummary

export type SummaryResult = { status: 'ready'; summary: DepositSummary } | { status: 'not-found' } | { status: 'error'; error: unknown }

const DEPOSIT_STATES = new Set(['payment_pending', 'uploading', 'sealing', 'protected', 'renewal_due', 'expired', 'cancelled'])
const HEX32 = /^(0x)?[0-9a-f]{64}$/i

const optionalString = (value: unknown) => value === undefined || value === null || typeof value === 'string'

/** The summary when the value has the right shape, null otherwise (an answer is never trusted blindly). */
export function parseSummary(value: unknown): DepositSummary | null {
  if (!value || typeof value !== 'object') return null
  const { fileName, sha256, size, depositedAt, certificateToken, number, state, qualified, tsa, anchor } = value as Record<string, unknown>
  if (typeof fileName !== 'string' || !fileName) return null
  if (typeof sha256 !== 'string' || !/^[0-9a-f]{64}$/i.test(sha256)) return null
  if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0) return null
  if (typeof depositedAt !== 'string' || Number.isNaN(Date.parse(depositedAt))) return null
  if (typeof certificateToken !== 'string' || !/^[0-9A-Za-z]+$/.test(certificateToken)) return null
  if (!optionalString(number) || !optionalString(tsa)) return null
  if (typeof state !== 'string' || !DEPOSIT_STATES.has(state)) return null
  if (typeof qualified !== 'boolean') return null
  const parsedAnchor = parseAnchor(anchor)
  if (!parsedAnchor) return null
  return {
    fileName,
    sha256: sha256.toLowerCase(),
    size,
    depositedAt,
    certificateToken,
    number: (number as string | null | undefined) ?? null,
    state: state as DepositSummary['state'],
    qualified,
    tsa: (tsa as string | null | undefined) ?? null,
    anchor: parsedAnchor,
  }
}

/** "anchored" only with a well-formed transaction hash; a transaction link only over http(s). */
function parseAnchor(value: unknown): DepositSummary['anchor'] | null {
  if (!value || typeof value !== 'object') return null
  const { state, chainId, transactionHash, blockNumber, anchoredAt, explorerUrl } = value as Record<string, unknown>
  if (state === 'pending' || state === 'none') return { state }
  if (state !== 'anchored' || typeof transactionHash !== 'string' || !HEX32.test(transactionHash)) return null
  const anchor: DepositSummary['anchor'] = { state, transactionHash }
  if (Number.isSafeInteger(chainId)) anchor.chainId = chainId as number
  if (Number.isSafeInteger(blockNumber)) anchor.blockNumber = blockNumber as number
  if (typeof anchoredAt === 'string' && !Number.isNaN(Date.parse(anchoredAt))) anchor.anchoredAt = anchoredAt
  if (typeof explorerUrl === 'string' && /^https?:\/\//i.test(explorerUrl)) anchor.explorerUrl = explorerUrl
  return anchor
}

export async function fetchSummary(
  apiBase: string,
  embedId: string,
  options: { language: string; signal?: AbortSignal; fetch?: typeof fetch }
): Promise<SummaryResult> {
  const url = `${trimSlashes(apiBase)}/api/v2/consignment/embed/${encodeURIComponent(embedId)}`
  try {
    const response = await (options.fetch ?? globalThis.fetch)(url, {
      headers: { Accept: 'application/json', 'Accept-Language': options.language },
      credentials: 'omit',
      signal: options.signal,
    })
    if (response.status === 404) return { status: 'not-found' }
    if (!response.ok) return { status: 'error', error: new Error(`HTTP ${response.status}`) }
    const summary = parseSummary(await response.json())
    return summary ? { status: 'ready', summary } : { status: 'error', error: new Error('Malformed deposit summary') }
  } catch (error) {
    if (options.signal?.aborted) throw error
    return { status: 'error', error }
  }
}

/** Address of the public certificate page, with the language prefix of the web app (French has none). */
export function certificateUrl(apiBase: string, language: string, token: string): string {
  const prefix = language === 'fr' ? '' : `/${language}`
  return `${trimSlashes(apiBase)}${prefix}/certificate/${encodeURIComponent(token)}`
}

/** "3f2a9c1d…0b7e44aa": enough to compare by eye, the full value stays in the title. */
export function shortHash(sha256: string): string {
  return sha256.length > 16 ? `${sha256.slice(0, 8)}…${sha256.slice(-8)}` : sha256
}

export function trimSlashes(base: string): string {
  return base.replace(/\/+$/, '')
}
