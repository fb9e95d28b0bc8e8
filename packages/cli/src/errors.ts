/* Exit codes of the sceau command (documented in README.md) and the one error type that carries them. */

export const EXIT = {
  ok: 0,
  /** Bad arguments, missing files, not logged in to any instance. */
  usage: 1,
  /** The token or API key is missing, wrong, expired or revoked (HTTP 401, or 403 on a credential). */
  auth: 2,
  /** The server answered but refused (validation, plan, quota, payment needed, server error). */
  refused: 3,
  /** No answer: connection refused, DNS, timeout. */
  network: 4,
  /** `sceau verify`: the proof bundle or the file does not check out. */
  verification: 5,
} as const

export type ExitCode = (typeof EXIT)[keyof typeof EXIT]

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode,
    /** The server's error code (E_…) when the server answered. */
    readonly code: string | null = null,
    readonly status: number | null = null
  ) {
    super(message)
    this.name = 'CliError'
  }
}

export const usageError = (message: string) => new CliError(message, EXIT.usage, 'E_USAGE')
