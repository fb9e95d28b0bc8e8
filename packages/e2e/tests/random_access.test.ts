// Chunk i's ciphertext is a function of the key, the header, i and the last flag (docs/e2e-format.md §3, §8): sealing any
// chunk on its own gives exactly the bytes a whole-file encryptStream puts at that chunk's offset.
import { describe, expect, it } from 'vitest'
import { chunkSealer, encryptFile, encryptedSize, generateKey, masterForSending, toHex } from '../src/index.ts'
import { pattern, through } from './helpers.ts'

const CHUNK = 1024
const PREFIX = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8])

async function whole(size: number) {
  const master = await masterForSending({ key: generateKey() })
  const plain = pattern(size, size + 1)
  const file = encryptFile(master, { path: 'a.bin', chunkSize: CHUNK, noncePrefix: PREFIX })
  return { master, plain, stream: await through(plain, file.stream, 700) }
}

describe('chunkSealer: random access into a file stream', () => {
  for (const size of [0, 1, CHUNK, 3 * CHUNK, 3 * CHUNK + 17]) {
    it(`${size} bytes: every chunk sealed alone, in reverse order, equals the stream's bytes at its offset`, async () => {
      const { master, plain, stream } = await whole(size)
      const sealer = await chunkSealer(master, { size, chunkSize: CHUNK, noncePrefix: PREFIX })
      expect(sealer.length).toBe(stream.length)
      expect(sealer.length).toBe(encryptedSize(size, CHUNK))
      expect(toHex(sealer.header.bytes)).toBe(toHex(stream.subarray(0, sealer.header.bytes.length)))
      for (let index = sealer.chunks - 1; index >= 0; index--) {
        const [start, end] = sealer.plainRange(index)
        const sealed = await sealer.seal(index, plain.subarray(start, end))
        const at = sealer.offsetOf(index)
        expect(toHex(sealed)).toBe(toHex(stream.subarray(at, at + sealed.length)))
        // Every ciphertext byte of the chunk maps back to it, the header's to chunk 0.
        expect(sealer.chunkAt(at)).toBe(index)
        expect(sealer.chunkAt(at + sealed.length - 1)).toBe(index)
      }
      expect(sealer.chunkAt(0)).toBe(0)
    })
  }

  it('a chunk is handed over as a view, not copied first: bytes overwritten once seal() was called change nothing', async () => {
    const { master, plain, stream } = await whole(3 * CHUNK)
    const sealer = await chunkSealer(master, { size: 3 * CHUNK, chunkSize: CHUNK, noncePrefix: PREFIX })
    const reused = plain.slice()
    const sealing = sealer.seal(1, reused.subarray(CHUNK, 2 * CHUNK))
    reused.fill(0)
    const at = sealer.offsetOf(1)
    const sealed = await sealing
    expect(toHex(sealed)).toBe(toHex(stream.subarray(at, at + sealed.length)))
  })

  it('the last flag is bound: a full chunk sealed as not last differs from the same chunk sealed last', async () => {
    const master = await masterForSending({ key: generateKey() })
    const two = await chunkSealer(master, { size: 2 * CHUNK, chunkSize: CHUNK, noncePrefix: PREFIX })
    const one = await chunkSealer(master, { size: CHUNK, chunkSize: CHUNK, noncePrefix: PREFIX })
    const plain = pattern(CHUNK)
    expect(toHex(await two.seal(0, plain))).not.toBe(toHex(await one.seal(0, plain)))
  })

  it('refuses a chunk outside the file or a plaintext of the wrong length', async () => {
    const master = await masterForSending({ key: generateKey() })
    const sealer = await chunkSealer(master, { size: 2 * CHUNK + 5, chunkSize: CHUNK, noncePrefix: PREFIX })
    await expect(sealer.seal(3, new Uint8Array(0))).rejects.toThrow(/outside/)
    await expect(sealer.seal(2, new Uint8Array(6))).rejects.toThrow(/needs 5/)
  })
})
