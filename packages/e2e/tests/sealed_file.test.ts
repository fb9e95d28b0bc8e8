// An upload's ranges encrypted on demand (docs/e2e-format.md §8): the whole stream is the one encryptStream gives, and a
// SealedFile resumed from another's saved progress reads and seals only from the chunk of its offset on.
import { createHash } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { chunkSealer, encryptFile, generateKey, masterForSending, SealedFile, toHex, type E2eMaster, type SealedFileProgress } from '../src/index.ts'
import { pattern, through } from './helpers.ts'

const CHUNK = 1024
const PREFIX = new Uint8Array([8, 7, 6, 5, 4, 3, 2, 1])
const SIZE = 20 * CHUNK + 300
const RANGE = 3000

/** A file whose reads are counted (bytes), and a sealer whose sealed chunk indexes are recorded. */
async function counted(master: E2eMaster, plain: Uint8Array, progress: SealedFileProgress) {
  const file = new File([plain], 'a.bin')
  const reads = { bytes: 0, from: Infinity }
  const slice = file.slice.bind(file)
  vi.spyOn(file, 'slice').mockImplementation((start = 0, end = file.size) => {
    reads.bytes += Math.min(end, file.size) - start
    reads.from = Math.min(reads.from, start)
    return slice(start, end)
  })
  const sealer = await chunkSealer(master, { size: plain.length, chunkSize: CHUNK, noncePrefix: PREFIX })
  const sealed: number[] = []
  const seal = sealer.seal
  sealer.seal = (index, bytes) => (sealed.push(index), seal(index, bytes))
  return { sealed, reads, source: new SealedFile(file, sealer, progress), sealer }
}

async function upload(source: SealedFile, from: number, until = source.size) {
  const parts: Uint8Array[] = []
  for (let start = from; start < until; start += RANGE) parts.push(await source.slice(start, Math.min(until, start + RANGE)))
  return Buffer.concat(parts)
}

describe('SealedFile: an encrypted upload made range by range', () => {
  it('ranges in order give the encryptStream bytes, and the plaintext SHA-256 once the last chunk was read', async () => {
    const master = await masterForSending({ key: generateKey() })
    const plain = pattern(SIZE, 3)
    const file = encryptFile(master, { path: 'a.bin', chunkSize: CHUNK, noncePrefix: PREFIX })
    const whole = await through(plain, file.stream, 777)
    const progress: SealedFileProgress = { sha256: null, hashed: null }
    const { source } = await counted(master, plain, progress)
    expect(source.size).toBe(whole.length)
    expect(toHex(await upload(source, 0))).toBe(toHex(whole))
    expect(progress.sha256).toBe((await file.entry).sha256)
    expect(progress.sha256).toBe(createHash('sha256').update(plain).digest('hex'))
  })

  it('resumed at an offset from the kept progress: nothing before the offset’s chunk is read or sealed, and the SHA-256 is the whole file’s', async () => {
    const master = await masterForSending({ key: generateKey() })
    const plain = pattern(SIZE, 4)
    const first = await counted(master, plain, { sha256: null, hashed: null })
    const whole = await upload(first.source, 0)
    // The first page sent up to OFFSET (inside a chunk), its progress went through localStorage (JSON).
    const OFFSET = 2 * RANGE + 123
    const before: SealedFileProgress = { sha256: null, hashed: null }
    const interrupted = await counted(master, plain, before)
    await upload(interrupted.source, 0, OFFSET)
    await interrupted.source.settled()
    const kept = JSON.parse(JSON.stringify(before)) as SealedFileProgress
    expect(kept.sha256).toBeNull()

    const resumed = await counted(master, plain, kept)
    const rest = await upload(resumed.source, OFFSET)
    expect(toHex(rest)).toBe(toHex(whole.subarray(OFFSET)))
    const firstChunk = resumed.sealer.chunkAt(OFFSET)
    expect(Math.min(...resumed.sealed)).toBe(firstChunk)
    // Read: only the plaintext from the offset's chunk on; a chunk two ranges share is read by both (one chunk per range).
    expect(resumed.reads.from).toBe(resumed.sealer.plainRange(firstChunk)[0])
    expect(resumed.reads.bytes).toBeLessThanOrEqual(SIZE - resumed.reads.from + Math.ceil((resumed.source.size - OFFSET) / RANGE) * CHUNK)
    expect(resumed.reads.bytes).toBeLessThan(SIZE)
    expect(kept.sha256).toBe(createHash('sha256').update(plain).digest('hex'))
  })

  it('a progress kept further back than the offset: the gap is read to hash it, but sealed from the offset’s chunk only', async () => {
    const master = await masterForSending({ key: generateKey() })
    const plain = pattern(SIZE, 5)
    const early: SealedFileProgress = { sha256: null, hashed: null }
    const a = await counted(master, plain, early)
    await a.source.slice(0, RANGE)
    await a.source.settled()
    const kept = JSON.parse(JSON.stringify(early)) as SealedFileProgress
    const hashedChunks = kept.hashed!.chunks
    const OFFSET = 5 * RANGE
    const resumed = await counted(master, plain, kept)
    await upload(resumed.source, OFFSET)
    const firstChunk = resumed.sealer.chunkAt(OFFSET)
    expect(hashedChunks).toBeLessThan(firstChunk)
    expect(Math.min(...resumed.sealed)).toBe(firstChunk)
    expect(resumed.reads.from).toBe(hashedChunks * CHUNK)
    expect(resumed.reads.bytes).toBeLessThanOrEqual(SIZE - hashedChunks * CHUNK + Math.ceil((resumed.source.size - OFFSET) / RANGE) * CHUNK)
    expect(kept.sha256).toBe(createHash('sha256').update(plain).digest('hex'))
  })

  it('a file whose size is not the planned one is refused', async () => {
    const master = await masterForSending({ key: generateKey() })
    const sealer = await chunkSealer(master, { size: SIZE, chunkSize: CHUNK, noncePrefix: PREFIX })
    expect(() => new SealedFile(new File([pattern(SIZE - 1)], 'a.bin'), sealer, { sha256: null, hashed: null })).toThrow(/not the/)
  })
})
