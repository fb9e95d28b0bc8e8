// Byte helpers (hex, base64, base64url, concatenation, PEM) of the proof modules and of @sceau/e2e
// (`@sceau/proof/bytes`); Uint8Array only so both run in browsers too.

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'))

export function toHex(bytes: Uint8Array): string {
  let out = ''
  for (let i = 0; i < bytes.length; i++) out += HEX[bytes[i]!]
  return out
}

export function fromHex(hex: string): Uint8Array {
  const clean = hex.startsWith('0x') || hex.startsWith('0X') ? hex.slice(2) : hex
  if (clean.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(clean)) throw new TypeError('Invalid hex string')
  const out = new Uint8Array(clean.length / 2)
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(clean.slice(i * 2, i * 2 + 2), 16)
  return out
}

export function concatBytes(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  let length = 0
  for (const part of parts) length += part.length
  const out = new Uint8Array(length)
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!
  return diff === 0
}

/** Octet-string order (shorter first on a common prefix), the order DER uses for SET OF. */
export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const length = Math.min(a.length, b.length)
  for (let i = 0; i < length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!
  return a.length - b.length
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const B64_INDEX = new Map([...B64].map((c, i) => [c, i]))

export function toBase64(bytes: Uint8Array): string {
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!
    const b = bytes[i + 1]
    const c = bytes[i + 2]
    out += B64[a >> 2]
    out += B64[((a & 3) << 4) | ((b ?? 0) >> 4)]
    out += b === undefined ? '=' : B64[((b & 15) << 2) | ((c ?? 0) >> 6)]
    out += c === undefined ? '=' : B64[c & 63]
  }
  return out
}

export function fromBase64(text: string): Uint8Array {
  const clean = text.replace(/\s+/g, '').replace(/=+$/, '')
  if (clean.length % 4 === 1) throw new TypeError('Invalid base64 length')
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4))
  let bits = 0
  let value = 0
  let index = 0
  for (const char of clean) {
    const digit = B64_INDEX.get(char)
    if (digit === undefined) throw new TypeError('Invalid base64 character')
    value = (value << 6) | digit
    bits += 6
    if (bits >= 8) {
      bits -= 8
      out[index++] = (value >> bits) & 0xff
    }
  }
  // Non-canonical encodings (stray low bits) would let two strings decode to the same bytes.
  if ((value & ((1 << bits) - 1)) !== 0) throw new TypeError('Non-canonical base64')
  return out
}

export function toBase64Url(bytes: Uint8Array): string {
  return toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new TypeError('Invalid base64url character')
  return fromBase64(text.replace(/-/g, '+').replace(/_/g, '/'))
}

export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text)
}

export function fromUtf8(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
}

/** A copy in a fresh ArrayBuffer: WebCrypto and pkijs want an exact ArrayBuffer, not a view. */
export function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  const out = new ArrayBuffer(bytes.byteLength)
  new Uint8Array(out).set(bytes)
  return out
}

export function toPem(label: string, der: Uint8Array): string {
  const lines = toBase64(der).match(/.{1,64}/g) ?? []
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`
}

/** Every PEM block with the given label (or any label when omitted), in order. */
export function fromPemAll(pem: string, label?: string): Uint8Array[] {
  const out: Uint8Array[] = []
  const re = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/g
  for (const match of pem.matchAll(re)) {
    if (label === undefined || match[1] === label) out.push(fromBase64(match[2]!))
  }
  return out
}

export function fromPem(pem: string, label: string): Uint8Array {
  const [first] = fromPemAll(pem, label)
  if (!first) throw new TypeError(`No PEM block labelled ${label}`)
  return first
}
