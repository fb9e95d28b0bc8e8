/*
 * Settings of server-side web proofs, read from the environment when a capture starts (documented
 * in the README's environment table).
 */
import { flagSetting, integerSetting, textSetting } from '@sceau/plugin-sdk/server'

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

export function webProofSettings(env: NodeJS.ProcessEnv = process.env): WebProofSettings {
  return {
    chromiumPath: textSetting('CHROMIUM_PATH', '/usr/bin/chromium', env),
    allowPrivate: flagSetting('WEB_PROOF_ALLOW_PRIVATE', env),
    maxBytes: integerSetting('WEB_PROOF_MAX_BYTES', 50 * 1024 * 1024, { min: 1, env }),
    timeoutMs: integerSetting('WEB_PROOF_TIMEOUT_MS', 45_000, { min: 1, env }),
  }
}
