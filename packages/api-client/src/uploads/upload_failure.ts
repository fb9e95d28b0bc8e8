/* What a failed tus request means for the file: retry later (network, server restart) or refused for good. */

export interface UploadFailure {
  /** "refused": the server said no (limits, name, closed batch): retrying will not help. */
  kind: 'network' | 'refused'
  status: number | null
  /** The server's code (E_FILE_TOO_LARGE...) or a client one (E_NETWORK). */
  code: string
  /** The server's translated message when it sent one. */
  message: string | null
}

interface ErrorWithResponse {
  originalResponse?: { getStatus(): number; getBody(): string } | null
}

export function classifyFailure(error: unknown): UploadFailure {
  const response = (error as ErrorWithResponse | null)?.originalResponse
  const status = response ? response.getStatus() : null
  let code = 'E_NETWORK'
  let message: string | null = null
  if (response) {
    try {
      const envelope = JSON.parse(response.getBody()) as { error?: { code?: string; message?: string } }
      code = envelope.error?.code ?? `E_HTTP_${status}`
      message = envelope.error?.message ?? null
    } catch {
      code = `E_HTTP_${status}`
    }
  }
  // tus clients retry 409 (offset moved) and 423 (locked); other 4xx are final answers.
  const refused = status !== null && status >= 400 && status < 500 && status !== 409 && status !== 423 && status !== 429
  return { kind: refused ? 'refused' : 'network', status, code, message }
}
