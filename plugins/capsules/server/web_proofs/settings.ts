/*
 * Settings of server-side web proofs, read from the environment when a capture starts (documented
 * in the README's environment table).
 */

export interface WebProofSettings {
  /** Chromium's executable (Debian's package by default). */
  chromiumPath: string
  /** Fetch private and loopback addresses too (tests, private deployments). */
  allowPrivate: boolean
  /** Bytes of all responses of one page together. */
  maxBytes: number
  /** Time one capture may take, from the browser's launch to the screenshot. */
  timeoutMs: number
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number) {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer (got "${raw}")`)
  return value
}

export function webProofSettings(env: NodeJS.ProcessEnv = process.env): WebProofSettings {
  return {
    chromiumPath: env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium',
    allowPrivate: env.WEB_PROOF_ALLOW_PRIVATE === 'true',
    maxBytes: positiveInt(env, 'WEB_PROOF_MAX_BYTES', 50 * 1024 * 1024),
    timeoutMs: positiveInt(env, 'WEB_PROOF_TIMEOUT_MS', 45_000),
  }
}
