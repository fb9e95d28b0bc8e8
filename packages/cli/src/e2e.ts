/* End-to-end encrypted transfers from the terminal (docs/e2e-format.md): files encrypted to a temporary folder before upload, and decrypted downloads kept aside until each file checks out. */
import { createReadStream, createWriteStream } from 'node:fs'
import { Readable, Writable } from 'node:stream'
import { E2eError, type E2eErrorCode } from '@sceau/e2e'
import { CliError, EXIT } from './errors.ts'
import { t, type MessageKey } from './i18n.ts'

/** The passphrase of a passphrase-mode transfer: from the environment only, never an argument other users could read. */
export const PASSPHRASE_ENV = 'SCEAU_PASSPHRASE'
/** The password on a download link, from the environment for the same reason. */
export const LINK_PASSWORD_ENV = 'SCEAU_TRANSFER_PASSWORD'

export function fileSource(path: string): ReadableStream<Uint8Array> {
  return Readable.toWeb(createReadStream(path, { highWaterMark: 1024 * 1024 })) as unknown as ReadableStream<Uint8Array>
}

export function fileSink(path: string): WritableStream<Uint8Array> {
  return Writable.toWeb(createWriteStream(path)) as unknown as WritableStream<Uint8Array>
}

const REASONS: Record<E2eErrorCode, MessageKey> = {
  format: 'e2e.refused.format',
  decrypt: 'e2e.refused.decrypt',
  truncated: 'e2e.refused.truncated',
  mismatch: 'e2e.refused.mismatch',
  manifest: 'e2e.refused.manifest',
}

/** A refused file or manifest, in the terminal's language: exit 5, like a proof that does not check out. */
export function refusal(error: unknown, what: string): CliError {
  if (!(error instanceof E2eError)) return error instanceof CliError ? error : new CliError(String(error), EXIT.refused, 'E_UNEXPECTED')
  return new CliError(t('e2e.refused', { what, reason: t(REASONS[error.code]) }), EXIT.verification, `E_E2E_${error.code.toUpperCase()}`)
}
