import { describe, expect, it } from 'vitest'
import {
  DEFAULT_CHUNK_SIZE,
  E2eError,
  commitment,
  decryptFile,
  decryptManifest,
  encryptFile,
  encryptManifest,
  encryptedSize,
  generateKey,
  keyFromFragment,
  keyToFragment,
  masterForSending,
  readManifestHeader,
  sha256Hasher,
  streamOf,
  toHex,
  type E2eMaster,
  type ManifestEntry,
  type PassingHasher,
  type StreamHasher,
} from '../src/index.ts'
import { pattern, through } from './helpers.ts'

const CHUNK = 1024
const HEADER = 22
const SEALED = CHUNK + 16
const FAST_ARGON = { memoryKiB: 256, iterations: 2, parallelism: 1 }

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(bytes))))
}

async function seal(master: E2eMaster, plain: Uint8Array, path = 'a.bin') {
  const file = encryptFile(master, { path, chunkSize: CHUNK })
  const sealed = await through(plain, file.stream, 700)
  return { sealed, entry: await file.entry }
}

async function unseal(master: E2eMaster, entry: ManifestEntry, sealed: Uint8Array, expectedCommitment?: string) {
  const file = decryptFile(master, entry, expectedCommitment)
  const plain = await through(sealed, file.stream, 333)
  await file.verified
  return plain
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught
  )
  expect(error, 'the tampered input was accepted').toBeInstanceOf(E2eError)
  return (error as E2eError).code
}

describe('round trip', () => {
  for (const size of [0, 1, CHUNK - 1, CHUNK, CHUNK + 1, 3 * CHUNK, 5 * CHUNK + 17]) {
    it(`restores a ${size}-byte file with its size and SHA-256, ciphertext of the announced length`, async () => {
      const master = await masterForSending({ key: generateKey() })
      const plain = pattern(size, size + 7)
      const { sealed, entry } = await seal(master, plain)
      expect(sealed.length).toBe(encryptedSize(size, CHUNK))
      expect(entry.size).toBe(size)
      expect(entry.sha256).toBe(await sha256Hex(plain))
      const back = await unseal(master, entry, sealed, await commitment(entry))
      expect(toHex(back)).toBe(toHex(plain))
    })
  }

  it('restores a 1 MiB file at the default chunk size and a manifest opened by the link key', async () => {
    const key = generateKey()
    const master = await masterForSending({ key })
    const plain = pattern(1024 * 1024 + 3)
    const file = encryptFile(master, { path: 'dossier/pièce 1.pdf' })
    const sealed = await through(plain, file.stream)
    const entry = await file.entry
    expect(sealed.length).toBe(encryptedSize(plain.length, DEFAULT_CHUNK_SIZE))
    const manifestBytes = await encryptManifest(master, [entry])
    const fragment = keyToFragment(key)
    const opened = await decryptManifest(manifestBytes, { key: keyFromFragment(`#${fragment}`)! })
    expect(opened.manifest.files).toEqual([entry])
    const back = await unseal(opened.master, opened.manifest.files[0]!, sealed)
    expect(await sha256Hex(back)).toBe(entry.sha256)
  })

  it('opens a passphrase transfer with the Argon2id parameters its manifest header carries', async () => {
    const master = await masterForSending({ passphrase: 'correct horse battery staple' }, { argon2id: FAST_ARGON })
    const { sealed, entry } = await seal(master, pattern(3000))
    const manifestBytes = await encryptManifest(master, [entry])
    const header = readManifestHeader(manifestBytes)
    expect(header.kdf).toMatchObject({ kdf: 1, ...FAST_ARGON })
    const opened = await decryptManifest(manifestBytes, { passphrase: 'correct horse battery staple' })
    expect(toHex(await unseal(opened.master, opened.manifest.files[0]!, sealed))).toBe(toHex(pattern(3000)))
  })

  it('keeps only commitments a salt is needed to open: the same file twice gives two commitments', async () => {
    const master = await masterForSending({ key: generateKey() })
    const a = await seal(master, pattern(100), 'a')
    const b = await seal(master, pattern(100), 'b')
    expect(a.entry.sha256).toBe(b.entry.sha256)
    expect(await commitment(a.entry)).not.toBe(await commitment(b.entry))
    expect(toHex(a.sealed)).not.toBe(toHex(b.sealed))
  })
})

describe('tampering is refused', () => {
  async function fixture() {
    const master = await masterForSending({ key: generateKey() })
    const plain = pattern(4 * CHUNK + 100)
    const { sealed, entry } = await seal(master, plain)
    const chunk = (i: number) => sealed.slice(HEADER + i * SEALED, HEADER + (i + 1) * SEALED)
    return { master, plain, sealed, entry, chunk, header: sealed.slice(0, HEADER), tail: sealed.slice(HEADER + 4 * SEALED) }
  }
  const join = (...parts: Uint8Array[]) => {
    const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
    let offset = 0
    for (const part of parts) {
      out.set(part, offset)
      offset += part.length
    }
    return out
  }

  it('a flipped ciphertext byte, tag byte or header byte', async () => {
    const { master, sealed, entry } = await fixture()
    for (const at of [HEADER + 5, HEADER + SEALED - 1, sealed.length - 1, 16]) {
      const bad = sealed.slice()
      bad[at]! ^= 0x01
      expect(await refusal(unseal(master, entry, bad))).toBe('decrypt')
    }
    const badMagic = sealed.slice()
    badMagic[0] = 0
    expect(await refusal(unseal(master, entry, badMagic))).toBe('format')
  })

  it('chunks opened ahead of time: only the chunks before an altered one are passed on, in order', async () => {
    const master = await masterForSending({ key: generateKey() })
    const plain = pattern(12 * CHUNK + 5)
    const { sealed, entry } = await seal(master, plain)
    const bad = sealed.slice()
    bad[HEADER + 7 * SEALED + 3]! ^= 0x01
    const file = decryptFile(master, entry)
    const passed: Uint8Array[] = []
    const reader = streamOf(bad, 5 * SEALED)
      .pipeThrough(file.stream)
      .getReader()
    let failure: unknown
    for (;;) {
      const read = await reader.read().catch((error: unknown) => ((failure = error), { done: true as const, value: undefined }))
      if (read.done) break
      passed.push(read.value)
    }
    expect(failure).toBeInstanceOf(E2eError)
    expect(await refusal(file.verified)).toBe('decrypt')
    expect(toHex(join(...passed))).toBe(toHex(plain.subarray(0, 7 * CHUNK)))
  })

  it('a hasher of its own (a page hashes in a Web Worker): it gets every plaintext byte in order, its digest is the one checked, and a refused stream closes it', async () => {
    const master = await masterForSending({ key: generateKey() })
    const plain = pattern(40 * CHUNK + 9)
    const { sealed, entry } = await seal(master, plain)
    const recorded = (digest?: Uint8Array) => {
      const seen: Uint8Array[] = []
      let closed = false
      const make = async (): Promise<StreamHasher> => {
        const inner = await sha256Hasher()
        return {
          // Copied as a worker's batch would be: the caller may reuse its bytes.
          update: async (bytes) => void (seen.push(bytes.slice()), inner.update(bytes)),
          digest: async () => digest ?? inner.digest(),
          close: () => void (closed = true),
        }
      }
      return { make, seen, closed: () => closed }
    }
    for (const inFlight of [1, 3, 64]) {
      const good = recorded()
      const file = decryptFile(master, entry, undefined, { hasher: good.make, inFlight })
      expect(toHex(await through(sealed, file.stream, 333))).toBe(toHex(plain))
      await file.verified
      expect(toHex(join(...good.seen))).toBe(toHex(plain))
      expect(good.closed()).toBe(false)
    }
    const lying = recorded(new Uint8Array(32))
    const file = decryptFile(master, entry, undefined, { hasher: lying.make })
    await through(sealed, file.stream, 333)
    expect(await refusal(file.verified)).toBe('mismatch')
    const bad = sealed.slice()
    bad[HEADER + 30 * SEALED]! ^= 0x80
    const refused = recorded()
    const altered = decryptFile(master, entry, undefined, { hasher: refused.make })
    await through(bad, altered.stream, 333).catch(() => {})
    expect(await refusal(altered.verified)).toBe('decrypt')
    expect(refused.closed()).toBe(true)
    expect(join(...refused.seen).length).toBeLessThanOrEqual(30 * CHUNK)
  })

  it('a hasher that takes the plaintext over (a page hashing in a Web Worker by transfer): its pieces are what comes out, in order, only authenticated bytes, its digest is the one checked', async () => {
    const master = await masterForSending({ key: generateKey() })
    const plain = pattern(40 * CHUNK + 9)
    const { sealed, entry } = await seal(master, plain)
    const PIECE = 3 * CHUNK + 5
    const regrouping = (digest?: Uint8Array) => {
      const taken: Uint8Array[] = []
      let closed = false
      const make = async (): Promise<PassingHasher> => {
        const inner = await sha256Hasher()
        let held: Uint8Array[] = []
        const pieces = (all: boolean) => {
          const bytes = join(...held)
          const whole = all ? bytes.length : bytes.length - (bytes.length % PIECE)
          const out: Uint8Array[] = []
          for (let at = 0; at < whole; at += PIECE) out.push(bytes.slice(at, Math.min(at + PIECE, whole)))
          held = [bytes.slice(whole)]
          for (const piece of out) void inner.update(piece)
          return out
        }
        return {
          pass: async (bytes) => {
            taken.push(bytes)
            held.push(bytes)
            return pieces(false)
          },
          finish: async () => {
            const out = pieces(true)
            return { pieces: out, sha256: digest ?? (await inner.digest()) }
          },
          close: () => void (closed = true),
        }
      }
      return { make, taken, closed: () => closed }
    }
    for (const inFlight of [1, 3, 64]) {
      const good = regrouping()
      const file = decryptFile(master, entry, undefined, { hasher: good.make, inFlight })
      const out: Uint8Array[] = []
      await streamOf(sealed, 333)
        .pipeThrough(file.stream)
        .pipeTo(new WritableStream({ write: (piece) => void out.push(piece) }))
      await file.verified
      expect(toHex(join(...out))).toBe(toHex(plain))
      // The hasher's pieces, not the chunks: every one a whole PIECE but the last.
      expect(out.slice(0, -1).every((piece) => piece.length === PIECE)).toBe(true)
      expect(toHex(join(...good.taken))).toBe(toHex(plain))
      expect(good.closed()).toBe(false)
    }
    const lying = regrouping(new Uint8Array(32))
    const file = decryptFile(master, entry, undefined, { hasher: lying.make })
    await through(sealed, file.stream, 333)
    expect(await refusal(file.verified)).toBe('mismatch')
    const bad = sealed.slice()
    bad[HEADER + 30 * SEALED]! ^= 0x80
    const refused = regrouping()
    const altered = decryptFile(master, entry, undefined, { hasher: refused.make })
    const passed: Uint8Array[] = []
    await streamOf(bad, 333)
      .pipeThrough(altered.stream)
      .pipeTo(new WritableStream({ write: (piece) => void passed.push(piece) }))
      .catch(() => {})
    expect(await refusal(altered.verified)).toBe('decrypt')
    expect(refused.closed()).toBe(true)
    expect(join(...refused.taken).length).toBeLessThanOrEqual(30 * CHUNK)
    expect(toHex(join(...passed))).toBe(toHex(plain.subarray(0, join(...passed).length)))
    // A larger plaintext than the manifest's is refused before the hasher takes the byte too many.
    const small = { ...entry, size: 20 * CHUNK }
    const capped = regrouping()
    const over = decryptFile(master, small, undefined, { hasher: capped.make })
    await through(sealed, over.stream, 333).catch(() => {})
    expect(await refusal(over.verified)).toBe('mismatch')
    expect(join(...capped.taken).length).toBeLessThanOrEqual(20 * CHUNK)
  })

  it('reordered chunks', async () => {
    const { master, entry, chunk, header, tail } = await fixture()
    expect(await refusal(unseal(master, entry, join(header, chunk(1), chunk(0), chunk(2), chunk(3), tail)))).toBe('decrypt')
  })

  it('a dropped chunk in the middle', async () => {
    const { master, entry, chunk, header, tail } = await fixture()
    expect(await refusal(unseal(master, entry, join(header, chunk(0), chunk(2), chunk(3), tail)))).toBe('decrypt')
  })

  it('truncation at a chunk boundary, inside a chunk, inside the header, and every chunk gone', async () => {
    const { master, sealed, entry, chunk, header } = await fixture()
    expect(await refusal(unseal(master, entry, join(header, chunk(0), chunk(1), chunk(2), chunk(3))))).toBe('decrypt')
    expect(await refusal(unseal(master, entry, sealed.slice(0, sealed.length - 50)))).toBe('decrypt')
    expect(await refusal(unseal(master, entry, sealed.slice(0, HEADER - 3)))).toBe('truncated')
    expect(await refusal(unseal(master, entry, header))).toBe('truncated')
  })

  it('an extended stream: a chunk replayed after the last one, or bytes appended', async () => {
    const { master, sealed, entry, chunk } = await fixture()
    expect(await refusal(unseal(master, entry, join(sealed, chunk(2))))).toBe('decrypt')
    expect(await refusal(unseal(master, entry, join(sealed, new Uint8Array(40))))).toBe('decrypt')
  })

  it('a wrong key, a wrong passphrase, a passphrase where the link key is expected', async () => {
    const { sealed, entry } = await fixture()
    const other = await masterForSending({ key: generateKey() })
    expect(await refusal(unseal(other, entry, sealed))).toBe('decrypt')

    const master = await masterForSending({ passphrase: 'right one' }, { argon2id: FAST_ARGON })
    const manifestBytes = await encryptManifest(master, [entry])
    expect(await refusal(decryptManifest(manifestBytes, { passphrase: 'wrong one' }))).toBe('decrypt')
    expect(await refusal(decryptManifest(manifestBytes, { key: generateKey() }))).toBe('format')
  })

  it('a ciphertext swapped with another file of the same transfer, or a commitment that does not open', async () => {
    const master = await masterForSending({ key: generateKey() })
    const a = await seal(master, pattern(500, 1), 'a')
    const b = await seal(master, pattern(500, 2), 'b')
    expect(await refusal(unseal(master, a.entry, b.sealed))).toBe('mismatch')
    expect(await refusal(unseal(master, a.entry, a.sealed, await commitment(b.entry)))).toBe('mismatch')
  })

  it('a tampered manifest, and Argon2id parameters beyond what a recipient accepts', async () => {
    const master = await masterForSending({ passphrase: 'p' }, { argon2id: FAST_ARGON })
    const { entry } = await seal(master, pattern(10))
    const manifestBytes = await encryptManifest(master, [entry])
    const flipped = manifestBytes.slice()
    flipped[flipped.length - 20]! ^= 0x80
    expect(await refusal(decryptManifest(flipped, { passphrase: 'p' }))).toBe('decrypt')
    const greedy = manifestBytes.slice()
    new DataView(greedy.buffer).setUint32(39, 64 * 1024 * 1024) // 64 GiB of memory
    expect(await refusal(decryptManifest(greedy, { passphrase: 'p' }))).toBe('format')
  })

  it('a manifest path that would escape the download folder is refused before encryption and after decryption', async () => {
    const master = await masterForSending({ key: generateKey() })
    const { entry } = await seal(master, pattern(10))
    for (const path of ['../etc/passwd', '/abs', 'a//b', 'a\\b', '']) {
      expect(await refusal(encryptManifest(master, [{ ...entry, path }]))).toBe('manifest')
    }
  })
})
