/* JSON calls to /api/v2 with a personal access token (Bearer) or an organisation API key (HMAC, @sceau/api-client/signing). */
import { signRequest } from '@sceau/api-client/signing'
import { CliError, EXIT } from './errors.ts'

export type Credential = { kind: 'bearer'; token: string } | { kind: 'key'; publicKey: string; secret: string }

export interface RequestOptions {
  body?: unknown
  headers?: Record<string, string>
  /** Answer as bytes instead of JSON (proof bundles). */
  binary?: boolean
}

/** "https://sceau.example/" or "https://sceau.example/api/v2" → "https://sceau.example". */
export function normaliseOrigin(url: string) {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new CliError(`Not an instance address: ${url} (expected e.g. https://sceau.example.org)`, EXIT.usage, 'E_USAGE')
  }
  if (!/^https?:$/.test(parsed.protocol)) throw new CliError(`Not an http(s) address: ${url}`, EXIT.usage, 'E_USAGE')
  return `${parsed.origin}${parsed.pathname.replace(/\/(api\/v2)?\/?$/, '')}`
}

/** The terminal's language (LC_ALL, LC_MESSAGES, LANG: "fr_FR.UTF-8" → "fr"), for the server's messages. */
export function terminalLanguage() {
  const value = process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || ''
  const match = /^([a-z]{2})(?:[_-]|$)/i.exec(value)
  return match ? match[1]!.toLowerCase() : null
}

export class Api {
  constructor(
    readonly origin: string,
    private credential: Credential
  ) {}

  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const fullPath = `${new URL(this.origin).pathname.replace(/\/$/, '')}/api/v2${path}`
    const body = options.body === undefined ? undefined : JSON.stringify(options.body)
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
    if (body !== undefined) headers['content-type'] = 'application/json'
    const language = terminalLanguage()
    if (language && !headers['accept-language']) headers['accept-language'] = language
    if (this.credential.kind === 'bearer') headers.authorization = `Bearer ${this.credential.token}`
    else Object.assign(headers, await signRequest(this.credential, { method, path: fullPath, body }))
    let response: Response
    try {
      response = await fetch(`${new URL(this.origin).origin}${fullPath}`, { method, headers, body })
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause
      throw new CliError(`Cannot reach ${this.origin}: ${cause?.code ?? cause?.message ?? (error as Error).message}`, EXIT.network, 'E_NETWORK')
    }
    if (!response.ok) throw await errorOf(response)
    if (options.binary) return new Uint8Array(await response.arrayBuffer()) as T
    if (response.status === 204) return undefined as T
    return (await response.json()) as T
  }
}

async function errorOf(response: Response) {
  const text = await response.text().catch(() => '')
  let code = 'E_UNEXPECTED_RESPONSE'
  let message = `HTTP ${response.status}`
  try {
    const envelope = JSON.parse(text) as { error?: { code?: string; message?: string; fields?: unknown } }
    if (envelope.error?.code) code = envelope.error.code
    if (envelope.error?.message) message = envelope.error.message
    const fields = envelope.error?.fields
    if (fields && typeof fields === 'object') {
      // Each field's message, unless it only repeats the main one.
      const details = Object.entries(fields as Record<string, unknown>)
        .map(([field, value]) => [field, Array.isArray(value) ? value.join(', ') : String(value)] as const)
        .filter(([, text]) => text !== message)
        .map(([field, text]) => `${field}: ${text}`)
      if (details.length) message += ` (${details.join('; ')})`
    }
  } catch {
    // Not the error envelope (a proxy's page): the status says enough.
  }
  const credentialProblem = response.status === 401 || (response.status === 403 && /TOKEN|API_KEY|SIGNATURE|CREDENTIAL|SCOPE/.test(code))
  return new CliError(message, credentialProblem ? EXIT.auth : EXIT.refused, code, response.status)
}
