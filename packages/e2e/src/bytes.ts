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

/**
 * The bytes as WebCrypto takes them (a view over an ArrayBuffer): a view over a plain ArrayBuffer is passed as it
 * is, since WebCrypto copies its input when called; only bytes over a SharedArrayBuffer are copied.
 */
export function own(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  if (bytes.buffer instanceof ArrayBuffer) return bytes as Uint8Array<ArrayBuffer>
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

  /** Removes and returns the first `n` bytes (n <= length): a view on the chunk pushed when they all lie in it, else a copy. */
  take(n: number): Uint8Array<ArrayBuffer> {
    const head = this.#chunks[0]
    if (head && head.buffer instanceof ArrayBuffer && head.length - this.#head >= n) {
      const view = head.subarray(this.#head, this.#head + n) as Uint8Array<ArrayBuffer>
      this.#consume(n)
      return view
    }
    const out = new Uint8Array(n)
    let filled = 0
    while (filled < n) {
      const first = this.#chunks[0]!
      const count = Math.min(first.length - this.#head, n - filled)
      out.set(first.subarray(this.#head, this.#head + count), filled)
      filled += count
      this.#consume(count)
    }
    return out
  }

  /** Drops `count` bytes from the first chunk (never more than it has left), and the chunk once it is used up. */
  #consume(count: number): void {
    this.#head += count
    this.length -= count
    if (this.#head === this.#chunks[0]!.length) {
      this.#chunks.shift()
      this.#head = 0
    }
  }
}
