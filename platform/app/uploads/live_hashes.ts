import { createHash, type Hash } from 'node:crypto'
import { crc32 } from 'node:zlib'

/** The SHA-256 and CRC-32 of an upload's first `offset` bytes, as they streamed through this process. */
export class RunningDigest {
  #sha256: Hash = createHash('sha256')
  #crc32 = 0
  offset = 0
  touchedAt = Date.now()

  update(chunk: Buffer) {
    this.#sha256.update(chunk)
    this.#crc32 = crc32(chunk, this.#crc32)
    this.offset += chunk.length
  }

  digest() {
    return { sha256: this.#sha256.digest('hex'), crc32: this.#crc32 >>> 0 }
  }
}

/**
 * Node's native SHA-256 (~1.3 GB/s here, against ~175 MB/s for WASM hashers whose state can be
 * saved) keeps an upload's running digest in the process that receives its chunks. Its state cannot
 * leave the process: when a chunk lands elsewhere (another node, a restart), the digest is dropped
 * and the blob is hashed by one re-read of its stored bytes once complete.
 */
export class LiveHashes {
  #digests = new Map<string, RunningDigest>()

  constructor(private idleMs = 6 * 3600_000) {}

  /** The digest to continue at this offset: a new one at 0, the live one if it reached exactly this offset. */
  resume(id: string, offset: number) {
    this.#evictIdle()
    const live = this.#digests.get(id)
    if (offset === 0) {
      const fresh = new RunningDigest()
      this.#digests.set(id, fresh)
      return fresh
    }
    if (live && live.offset === offset) {
      live.touchedAt = Date.now()
      return live
    }
    this.#digests.delete(id)
    return null
  }

  /** The digest of a finished upload if this process saw every byte of it; forgets it either way. */
  take(id: string, size: number) {
    const live = this.#digests.get(id)
    this.#digests.delete(id)
    return live && live.offset === size ? live.digest() : null
  }

  drop(id: string) {
    this.#digests.delete(id)
  }

  get size() {
    return this.#digests.size
  }

  #evictIdle() {
    const limit = Date.now() - this.idleMs
    for (const [id, digest] of this.#digests) if (digest.touchedAt < limit) this.#digests.delete(id)
  }
}
