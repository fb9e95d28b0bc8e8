// WebCrypto types read off globalThis.crypto, so the code compiles with DOM typings or Node's alike.
export type WebCryptoKey = Awaited<ReturnType<typeof globalThis.crypto.subtle.importKey>>

export interface WebCryptoKeyPair {
  publicKey: WebCryptoKey
  privateKey: WebCryptoKey
}

export function subtle(): typeof globalThis.crypto.subtle {
  const crypto = globalThis.crypto
  if (!crypto?.subtle) throw new Error('WebCrypto (globalThis.crypto.subtle) is not available')
  return crypto.subtle
}
