// SHA-256 through WebCrypto (browser, extension service worker and Node alike: no WASM, no Node built-ins).
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const subtle = globalThis.crypto?.subtle
  if (!subtle) throw new Error('WebCrypto (globalThis.crypto.subtle) is not available')
  const digest = await subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)
  return toHex(new Uint8Array(digest))
}

export function toHex(bytes: Uint8Array): string {
  let out = ''
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0')
  return out
}

export function concatBytes(parts: Uint8Array[]): Uint8Array {
  let size = 0
  for (const part of parts) size += part.byteLength
  const out = new Uint8Array(size)
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.byteLength
  }
  return out
}
