// SHA-256 through WebCrypto (browser, extension service worker and Node alike: no WASM, no Node built-ins).
import { toHex } from '@sceau/proof/bytes'

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const subtle = globalThis.crypto?.subtle
  if (!subtle) throw new Error('WebCrypto (globalThis.crypto.subtle) is not available')
  const digest = await subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)
  return toHex(new Uint8Array(digest))
}
