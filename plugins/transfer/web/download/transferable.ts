// Bytes handed to a worker by transfer (no copy), by the hashing worker's page side and the service worker sink.

/** `bytes` when they are a whole buffer of their own (WebCrypto's output, a full piece), which can be transferred; a copy otherwise. */
export function transferable(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer
  return own ? (bytes as Uint8Array<ArrayBuffer>) : bytes.slice()
}
