/* The one error type the client throws for an HTTP answer it cannot hand back as data. */

/** Codes the client makes up itself when the server's answer is not the error envelope; callers translate them. */
export const CLIENT_ERROR_CODES = {
  /** No answer at all: offline, DNS, connection refused, CORS. */
  network: 'E_NETWORK',
  /** An answer that is not the JSON the API promises (a proxy's HTML page, a truncated body). */
  unexpectedResponse: 'E_UNEXPECTED_RESPONSE',
} as const

/** Field name to message, from the envelope's `fields` (validation errors). */
export type FieldErrors = Record<string, string>

export interface ErrorEnvelope {
  error: { code: string; message: string; fields?: unknown }
}

export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    /** The server's X-Request-Id for this answer (what an error screen shows so support finds the request in the logs). */
    readonly requestId: string | null = null
  ) {
    super(message)
    this.name = 'ApiError'
  }

  /** True when the message came from the server (already translated) rather than from the client. */
  get fromServer(): boolean {
    return !Object.values(CLIENT_ERROR_CODES).includes(this.code as never)
  }

  /** Builds the error from a non-2xx answer, falling back to E_UNEXPECTED_RESPONSE when the body is not the envelope. */
  static fromResponse(status: number, body: unknown, requestId: string | null = null): ApiError {
    if (isErrorEnvelope(body)) {
      return new ApiError(status, body.error.code, body.error.message, normaliseFields(body.error.fields), requestId)
    }
    return new ApiError(status, CLIENT_ERROR_CODES.unexpectedResponse, `Unexpected answer from the API (HTTP ${status})`, undefined, requestId)
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code)
}

function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  if (!body || typeof body !== 'object') return false
  const error = (body as { error?: unknown }).error
  if (!error || typeof error !== 'object') return false
  const { code, message } = error as Record<string, unknown>
  return typeof code === 'string' && typeof message === 'string'
}

/* The platform sends {field: message}; validators may send {field: [messages]}: keep the first message. */
function normaliseFields(fields: unknown): FieldErrors | undefined {
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return undefined
  const result: FieldErrors = {}
  for (const [name, value] of Object.entries(fields)) {
    const message = Array.isArray(value) ? value.find((v) => typeof v === 'string') : value
    if (typeof message === 'string') result[name] = message
  }
  return Object.keys(result).length ? result : undefined
}
