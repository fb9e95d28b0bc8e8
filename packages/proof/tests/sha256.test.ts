import { createHash, randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createSha256, sha256, sha256Stream, sha256Sync, toHex, utf8 } from '../src/index.ts'

const nodeHex = (data: Uint8Array) => createHash('sha256').update(data).digest('hex')

describe('SHA-256', () => {
  it('matches the FIPS 180-2 vectors', async () => {
    expect(toHex(sha256Sync(utf8('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect(toHex(await sha256(new Uint8Array(0)))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
  })

  it('hashes incrementally, whatever the chunking', () => {
    const data = new Uint8Array(randomBytes(200_003))
    for (const size of [1, 63, 64, 65, 4096, 100_000]) {
      const hasher = createSha256()
      for (let i = 0; i < data.length; i += size) hasher.update(data.subarray(i, i + size))
      expect(hasher.bytesHashed).toBe(data.length)
      expect(hasher.digestHex()).toBe(nodeHex(data))
    }
  })

  it('refuses to be used after digest', () => {
    const hasher = createSha256().update(utf8('x'))
    hasher.digest()
    expect(() => hasher.update(utf8('y'))).toThrow()
  })

  it('streams a web ReadableStream, an async iterable and a Node stream, reporting progress', async () => {
    const data = new Uint8Array(randomBytes(3 * 1024 * 1024 + 17))
    const chunks = Array.from({ length: Math.ceil(data.length / 65536) }, (_, i) => data.subarray(i * 65536, (i + 1) * 65536))
    const web = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk)
        controller.close()
      },
    })
    const progress: number[] = []
    const fromWeb = await sha256Stream(web, (n) => progress.push(n))
    expect(fromWeb.hex).toBe(nodeHex(data))
    expect(fromWeb.size).toBe(data.length)
    expect(progress.at(-1)).toBe(data.length)
    expect(progress.length).toBe(chunks.length)

    async function* gen() {
      for (const chunk of chunks) yield chunk
    }
    expect((await sha256Stream(gen())).hex).toBe(nodeHex(data))
    expect((await sha256Stream(Readable.from(Buffer.from(data), { objectMode: false }))).hex).toBe(nodeHex(data))
    expect((await sha256Stream([])).hex).toBe(nodeHex(new Uint8Array(0)))
  })
})
