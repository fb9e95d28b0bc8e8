/*
 * The public summary of a deposit that the badge shows, and how it is read from the platform:
 * GET {apiBase}/api/v2/consignment/embed/{embedId}, public, without credentials (CORS).
 * One GET does not need @sceau/api-client: plain fetch keeps 1.5 kB (gzip) off third-party pages.
 */

export interface DepositSummary {
  /** Name of the deposited file. */
  fileName: string
  /** SHA-256 of the file, 64 hexadecimal characters. */
  sha256: string
  /** When the deposit was sealed (the RFC 3161 timestamp's time), ISO 8601. */
  depositedAt: string
  /** Public token of the certificate page /certificate/{token}. */
  certificateToken: string
}

export type SummaryResult = { status: 'ready'; summary: DepositSummary } | { status: 'not-found' } | { status: 'error'; error: unknown }

/** The summary when the value has the right shape, null otherwise (an answer is never trusted blindly). */
export function parseSummary(value: unknown): DepositSummary | null {
  if (!value || typeof value !== 'object') return null
  const { fileName, sha256, depositedAt, certificateToken } = value as Record<string, unknown>
  if (typeof fileName !== 'string' || !fileName) return null
  if (typeof sha256 !== 'string' || !/^[0-9a-f]{64}$/i.test(sha256)) return null
  if (typeof depositedAt !== 'string' || Number.isNaN(Date.parse(depositedAt))) return null
  if (typeof certificateToken !== 'string' || !/^[0-9A-Za-z]+$/.test(certificateToken)) return null
  return { fileName, sha256: sha256.toLowerCase(), depositedAt, certificateToken }
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

function trimSlashes(base: string): string {
  return base.replace(/\/+$/, '')
}
