/* The Sceau API from the CLI and the deploy action: @sceau/api-client with a token or an organisation API key, its failures as CliErrors. */
import { ApiClient, ApiError, CLIENT_ERROR_CODES } from '@sceau/api-client'
import { CliError, EXIT } from './errors.ts'
import { t, terminalLanguage } from './i18n.ts'

export type Credential = { kind: 'bearer'; token: string } | { kind: 'key'; publicKey: string; secret: string }

/** "https://sceau.example/" or "https://sceau.example/api/v2" → "https://sceau.example". */
export function normaliseOrigin(url: string) {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new CliError(t('error.notAnAddress', { url }), EXIT.usage, 'E_USAGE')
  }
  if (!/^https?:$/.test(parsed.protocol)) throw new CliError(t('error.notHttp', { url }), EXIT.usage, 'E_USAGE')
  return `${parsed.origin}${parsed.pathname.replace(/\/(api\/v2)?\/?$/, '')}`
}

/** Lost answers and 502-504 are tried again (GETs, and intents sent with their idempotency key) before the run gives up. */
const RETRY_DELAYS = [1000, 2000]

/** The waits before each new try: SCEAU_RETRY_DELAYS_MS ("1000,2000" by default; the tests' offline instance uses "0,0"). */
function retryDelays(): number[] {
  const custom = process.env.SCEAU_RETRY_DELAYS_MS?.trim()
  const delays = custom ? custom.split(',').map((part) => Number(part.trim())) : []
  return delays.length && delays.every((delay) => Number.isInteger(delay) && delay >= 0) ? delays : RETRY_DELAYS
}

/** A client of the instance's /api/v2, in the terminal's language; every failure turns into a CliError with its exit code. */
export class Api {
  readonly client: ApiClient

  /** `credential` null: the public routes a recipient calls (download pages) carry none. */
  constructor(
    readonly origin: string,
    credential: Credential | null
  ) {
    this.client = new ApiClient({
      baseUrl: `${origin}/api/v2`,
      language: () => terminalLanguage(),
      cookies: () => '',
      retryDelays: retryDelays(),
      ...(credential === null
        ? {}
        : credential.kind === 'bearer'
          ? { token: credential.token }
          : { apiKey: { publicKey: credential.publicKey, secret: credential.secret } }),
    })
  }

  async get<T>(path: string, query?: Record<string, string | number | undefined>, headers?: Record<string, string>): Promise<T> {
    return this.client.get<T>(path, { query, headers }).catch((error: unknown) => this.#fail(error))
  }

  /** A POST; `idempotencyKey` names the intent, so a retry (in this run or the next) answers the first one. */
  async post<T>(path: string, body: unknown, options: { idempotencyKey?: string; headers?: Record<string, string> } = {}): Promise<T> {
    return this.client.post<T>(path, body, options).catch((error: unknown) => this.#fail(error))
  }

  #fail(error: unknown): never {
    throw cliErrorOf(error, this.origin)
  }
}

/** An ApiError as the CLI reports it: the server's translated message (and field messages), its code, the exit code it means. */
export function cliErrorOf(error: unknown, origin: string): CliError {
  if (error instanceof CliError) return error
  if (!(error instanceof ApiError)) return new CliError(error instanceof Error ? error.message : String(error), EXIT.refused, 'E_UNEXPECTED')
  if (error.code === CLIENT_ERROR_CODES.network) {
    return new CliError(t('error.unreachable', { origin, reason: error.message.replace(/^Network error: /, '') }), EXIT.network, 'E_NETWORK')
  }
  if (!error.fromServer) return new CliError(t('error.unexpectedAnswer', { origin, status: error.status }), EXIT.refused, error.code, error.status)
  const details = Object.entries(error.fields ?? {})
    .filter(([, text]) => text !== error.message)
    .map(([field, text]) => `${field}: ${text}`)
  const message = details.length ? `${error.message} (${details.join('; ')})` : error.message
  const credentialProblem = error.status === 401 || (error.status === 403 && /TOKEN|API_KEY|SIGNATURE|CREDENTIAL/.test(error.code))
  return new CliError(message, credentialProblem ? EXIT.auth : EXIT.refused, error.code, error.status)
}
