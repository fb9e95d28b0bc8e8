/**
 * Why an encrypted stream or manifest was refused. Callers translate the code; the message is for logs.
 * - `format`: not a Sceau e2e stream (magic, version, kind, chunk size or KDF parameters out of range).
 * - `decrypt`: a chunk failed authentication: wrong key or passphrase, flipped byte, reordered or foreign chunk.
 * - `truncated`: the stream ends inside the header or with no final chunk (chunks dropped at the end).
 * - `mismatch`: the plaintext decrypted but its size, SHA-256 or commitment differs from what was certified.
 * - `manifest`: the manifest decrypted but is not a valid manifest.
 */
export type E2eErrorCode = 'format' | 'decrypt' | 'truncated' | 'mismatch' | 'manifest'

export class E2eError extends Error {
  readonly code: E2eErrorCode

  constructor(code: E2eErrorCode, message: string) {
    super(message)
    this.name = 'E2eError'
    this.code = code
  }
}
