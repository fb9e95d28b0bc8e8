// Byte helpers of the format alone; hex, base64url and concatenation come from @sceau/proof/bytes.
// Uint8Array only so the package runs in browsers too.

export function u32(value: number): Uint8Array {
  const out = new Uint8Array(4)
  new DataView(out.buffer).setUint32(0, value)
  return out
}

export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(length))
}

/** A copy backed by its own ArrayBuffer, the type WebCrypto takes. */
export function own(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  // Already the whole of its own ArrayBuffer (what ByteQueue.take returns): no second copy.
  if (bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes as Uint8Array<ArrayBuffer>
  return new Uint8Array(bytes)
}

/** FIFO of byte chunks, so a stream is cut into fixed-size pieces without holding more than one piece extra. */
export class ByteQueue {
  #chunks: Uint8Array[] = []
  #head = 0
  length = 0

  push(chunk: Uint8Array): void {
    if (chunk.length === 0) return
    this.#chunks.push(chunk)
    this.length += chunk.length
  }

  /** Removes and returns the first `n` bytes (n <= length). */
  take(n: number): Uint8Array<ArrayBuffer> {
    const out = new Uint8Array(n)
    let filled = 0
    while (filled < n) {
      const first = this.#chunks[0]!
      const available = first.length - this.#head
      const count = Math.min(available, n - filled)
      out.set(first.subarray(this.#head, this.#head + count), filled)
      filled += count
      this.#head += count
      if (this.#head === first.length) {
        this.#chunks.shift()
        this.#head = 0
      }
    }
    this.length -= n
    return out
  }
}
