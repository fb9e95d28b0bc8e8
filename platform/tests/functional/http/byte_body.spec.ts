import { test } from '@japa/runner'
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { open, type FileHandle } from 'node:fs/promises'
import { createServer, get, request, type IncomingMessage, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import { BODY_CHUNK_BYTES, BODY_POOL_BUFFERS, BODY_SHARED_BUFFERS, ByteBody, fileRangeBody, sharedBuffersLent, type ByteSlice } from '#services/http/byte_body'
import { fsRangeReader } from '#services/storage/storage_ranges'

const MiB = 1024 * 1024
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** An HTTP server sending the body the test hands it, with its exact length. */
async function serve(makeBody: () => { body: Readable; length: number }) {
  const server: Server = createServer((_request, response) => {
    const { body, length } = makeBody()
    response.setHeader('content-length', String(length))
    body.on('error', () => response.destroy())
    body.pipe(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) }
}

/** Reads a response, pausing now and then when `slow` (so the server's writes wait on the socket). */
function fetchBytes(url: string, options: { slow?: boolean; stopAfter?: number } = {}) {
  return new Promise<{ bytes: Buffer; complete: boolean; declared: number }>((resolve) => {
    const chunks: Buffer[] = []
    let received = 0
    get(url, (response: IncomingMessage) => {
      const declared = Number(response.headers['content-length'])
      const finish = (complete: boolean) => resolve({ bytes: Buffer.concat(chunks), complete, declared })
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk)
        const before = received
        received += chunk.length
        if (options.stopAfter && received >= options.stopAfter) return response.destroy()
        if (options.slow && Math.floor(before / MiB) !== Math.floor(received / MiB)) {
          response.pause()
          setTimeout(() => response.resume(), 15)
        }
      })
      response.on('end', () => finish(received === declared))
      response.on('close', () => finish(false))
      response.on('error', () => finish(false))
    }).on('error', () => resolve({ bytes: Buffer.concat(chunks), complete: false, declared: -1 }))
  })
}

async function collect(stream: Readable) {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

test.group('ByteBody: pooled response bodies', (group) => {
  let dir: string
  let file: Buffer
  let path: string
  group.each.setup(() => {
    dir = mkdtempSync(join(tmpdir(), 'sceau-byte-body-'))
    // Larger than the pool (4 x 1 MiB), with an odd length, so buffers cycle and the last read is short.
    file = randomBytes(BODY_POOL_BUFFERS * BODY_CHUNK_BYTES * 3 + 12_345)
    path = join(dir, 'source.bin')
    writeFileSync(path, file)
    return () => rmSync(dir, { recursive: true, force: true })
  })

  /** Header bytes, two ranges of the file (one at an odd offset), a stream, then a trailer. */
  async function mixedBody() {
    const streamed = randomBytes(2 * MiB + 7)
    const handle = await open(path, 'r')
    const slices: ByteSlice[] = [
      Buffer.from('header'),
      { file: handle, start: 0, length: file.length, label: 'whole' },
      { file: handle, start: 1001, length: 3 * MiB + 5, label: 'middle' },
      { stream: Readable.from([streamed.subarray(0, MiB), streamed.subarray(MiB)]), length: streamed.length, label: 'stream' },
      Buffer.from('trailer'),
    ]
    const expected = Buffer.concat([Buffer.from('header'), file, file.subarray(1001, 1001 + 3 * MiB + 5), streamed, Buffer.from('trailer')])
    const body = new ByteBody(
      async function* () {
        yield* slices
      },
      () => handle.close()
    )
    return { body, expected }
  }

  test('the same bytes whether the body is read as a stream or sent over HTTP, to a fast or a slow reader', async ({ assert }) => {
    const streamed = await mixedBody()
    assert.equal(sha256(await collect(streamed.body)), sha256(streamed.expected))

    for (const slow of [false, true]) {
      const { body, expected } = await mixedBody()
      const server = await serve(() => ({ body, length: expected.length }))
      const got = await fetchBytes(server.url, { slow })
      await server.close()
      assert.isTrue(got.complete, `complete (slow: ${slow})`)
      assert.equal(got.bytes.length, expected.length)
      // A buffer lent to a write and reused before the socket sent it would show here as wrong bytes.
      assert.equal(sha256(got.bytes), sha256(expected), `same bytes (slow: ${slow})`)
    }
  })

  test('many responses at once share the read-ahead budget: each still sends, every slow reader gets its bytes, the budget comes back', async ({ assert }) => {
    const count = BODY_SHARED_BUFFERS + 8
    const length = 5 * MiB + 7
    const handles = await Promise.all(Array.from({ length: count }, () => open(path, 'r')))
    let next = 0
    const server = await serve(() => ({ body: fileRangeBody(handles[next++], 0, length, 'shared'), length }))
    let most = 0
    const sampler = setInterval(() => (most = Math.max(most, sharedBuffersLent())), 2)
    const got = await Promise.all(Array.from({ length: count }, () => fetchBytes(server.url, { slow: true })))
    clearInterval(sampler)
    await server.close()
    for (const one of got) {
      assert.isTrue(one.complete)
      assert.equal(sha256(one.bytes), sha256(file.subarray(0, length)))
    }
    // Slow readers each want BODY_POOL_BUFFERS: the shared ones run out and no more are lent.
    assert.isAbove(most, 0)
    assert.isAtMost(most, BODY_SHARED_BUFFERS)
    assert.equal(sharedBuffersLent(), 0)
  })

  test('a file range read from disk storage: whole file, a range, and a range sent over HTTP', async ({ assert }) => {
    const read = fsRangeReader(dir)
    assert.equal(sha256(await collect(await read('source.bin'))), sha256(file))
    assert.deepEqual(await collect(await read('source.bin', { start: 5, end: 5 })), file.subarray(5, 6))
    const range = { start: MiB - 3, end: 6 * MiB + 2 }
    const body = await read('source.bin', range)
    const http = await serve(() => ({ body, length: range.end - range.start + 1 }))
    const got = await fetchBytes(http.url, { slow: true })
    await http.close()
    assert.isTrue(got.complete)
    assert.equal(sha256(got.bytes), sha256(file.subarray(range.start, range.end + 1)))
  })

  /** A body that sends the file `times` times over, counting its reads and noting its release. */
  async function watchedBody(times: number) {
    const handle = await open(path, 'r')
    const seen = { reads: 0, closed: false }
    const counted = {
      read: ((...args: Parameters<FileHandle['read']>) => {
        seen.reads++
        return (handle.read as (...a: unknown[]) => ReturnType<FileHandle['read']>)(...args)
      }) as FileHandle['read'],
    }
    const body = new ByteBody(
      async function* () {
        for (let i = 0; i < times; i++) yield { file: counted, start: 0, length: file.length, label: 'watched' }
      },
      async () => {
        seen.closed = true
        await handle.close()
      }
    )
    const released = async () => {
      for (let waited = 0; !seen.closed && waited < 5000; waited += 20) await sleep(20)
    }
    return { body, seen, released }
  }

  test('a client that leaves mid-download stops the reads and the file is closed', async ({ assert }) => {
    const { body, seen, released } = await watchedBody(10)
    const server = await serve(() => ({ body, length: file.length * 10 }))
    const got = await fetchBytes(server.url, { stopAfter: 2 * MiB })
    assert.isFalse(got.complete)
    await released()
    await server.close()
    assert.isTrue(seen.closed, 'file handle released')
    const chunksInAll = Math.ceil(file.length / BODY_CHUNK_BYTES) * 10
    assert.isBelow(seen.reads, chunksInAll / 2, `stopped reading (${seen.reads} of ${chunksInAll} reads)`)
  })

  test('a file shorter than announced fails the body instead of sending fewer bytes as if complete', async ({ assert }) => {
    const announced = file.length + 100
    const open1 = await open(path, 'r')
    await assert.rejects(() => collect(fileRangeBody(open1, 0, announced, 'short.bin')), /short\.bin: \d+ bytes read, \d+ expected/)

    const open2 = await open(path, 'r')
    const body = fileRangeBody(open2, 0, announced, 'short.bin')
    const failed = new Promise<Error>((resolve) => body.once('error', resolve))
    const server = await serve(() => ({ body, length: announced }))
    const got = await fetchBytes(server.url)
    await server.close()
    assert.isFalse(got.complete)
    assert.isBelow(got.bytes.length, announced)
    assert.match((await failed).message, /short\.bin: \d+ bytes read, \d+ expected/)
  })

  test('a HEAD request gets the headers and the file is not read', async ({ assert }) => {
    const { body, seen, released } = await watchedBody(1)
    const server = await serve(() => ({ body, length: file.length }))
    const { port } = new URL(server.url)
    const answer = await new Promise<IncomingMessage>((resolve, reject) =>
      request({ host: '127.0.0.1', port, method: 'HEAD' }, resolve).on('error', reject).end()
    )
    answer.resume()
    await new Promise((resolve) => answer.on('end', resolve))
    await released()
    await server.close()
    assert.equal(answer.headers['content-length'], String(file.length))
    assert.equal(seen.reads, 0)
    assert.isTrue(seen.closed)
  })

  test('a body destroyed before anyone reads it releases its file; its slices can be taken once', async ({ assert }) => {
    let closed = 0
    const handle = await open(path, 'r')
    const body = new ByteBody(
      async function* () {
        yield { file: handle, start: 0, length: 10, label: 'x' }
      },
      async () => {
        closed++
        await handle.close()
      }
    )
    body.destroy()
    await new Promise((resolve) => body.once('close', resolve))
    assert.equal(closed, 1)

    const twice = fileRangeBody(await open(path, 'r'), 0, 10, 'x')
    const first = twice.slices()
    await first.next()
    await assert.rejects(() => twice.slices().next(), /already taken/)
    await first.return(undefined)
  })
})
