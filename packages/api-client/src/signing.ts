/*
 * Request signing for organisation API keys (docs/architecture.md §5): HMAC-SHA256 with the key's secret
 * over METHOD, path (with its query string), datetime and the SHA-256 of the body. WebCrypto only,
 * so the same code runs in browsers, Node, the deploy action and the platform that verifies it.
 */

/** Header names of a signed request (lower-case: HTTP header names are case-insensitive). */
export const SIGNATURE_HEADERS = {
  key: 'x-sceau-key',
  datetime: 'x-sceau-datetime',
  signature: 'x-sceau-signature',
} as const

/** A signature is accepted this many seconds either side of the server's clock, and only once. */
export const SIGNATURE_WINDOW_SECONDS = 300

export type SignableBody = string | Uint8Array | ArrayBuffer | null | undefined

const encoder = new TextEncoder()

function bytesOf(body: SignableBody): Uint8Array<ArrayBuffer> {
  if (body === null || body === undefined) return new Uint8Array(0)
  if (typeof body === 'string') return encoder.encode(body)
  if (body instanceof ArrayBuffer) return new Uint8Array(body)
  return new Uint8Array(body)
}

function hex(buffer: ArrayBuffer) {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Lower-case hex SHA-256 of a body; an absent body hashes as empty. */
export async function sha256Hex(body: SignableBody): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', bytesOf(body)))
}

/** The string that is signed: one field per line, the method upper-case. */
export function canonicalRequest(method: string, path: string, datetime: string, bodySha256: string): string {
  return [method.toUpperCase(), path, datetime, bodySha256].join('\n')
}

/** Lower-case hex HMAC-SHA256 of a message under a secret. */
export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return hex(await crypto.subtle.sign('HMAC', key, encoder.encode(message)))
}

export interface SignInput {
  method: string
  /** Path as sent, with its query string: "/api/v2/capsules?page=2". */
  path: string
  body?: SignableBody
  /** ISO 8601 instant; now by default. */
  datetime?: string
}

/** The signature of a request (hex), as the server recomputes it. */
export async function requestSignature(secret: string, input: Required<Pick<SignInput, 'method' | 'path' | 'datetime'>> & SignInput) {
  const canonical = canonicalRequest(input.method, input.path, input.datetime, await sha256Hex(input.body))
  return hmacSha256Hex(secret, canonical)
}

/** The three headers that authenticate a request with an organisation API key. */
export async function signRequest(apiKey: { publicKey: string; secret: string }, input: SignInput): Promise<Record<string, string>> {
  const datetime = input.datetime ?? new Date().toISOString()
  return {
    [SIGNATURE_HEADERS.key]: apiKey.publicKey,
    [SIGNATURE_HEADERS.datetime]: datetime,
    [SIGNATURE_HEADERS.signature]: await requestSignature(apiKey.secret, { ...input, datetime }),
  }
}

/** Constant-time comparison of two hex signatures. */
export function signaturesEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return difference === 0
}
