import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { Upload } from '@tus/utils'
import { outageOf } from '#exceptions/engine_outage'
import { BatchedFileStore } from '#uploads/batched_file_store'
import { TrackedS3Store } from '#uploads/tracked_s3_store'
import { UploadRepository } from '#uploads/upload_repository'
import { listBucket, startS3Server } from '@sceau/testing/s3'
import { MiB, randomBytesOf, uniqueName } from '@sceau/testing/uploads'

test.group('Uploads: the S3 store on an S3-compatible server without ListParts (s3rver)', (group) => {
  let s3: Awaited<ReturnType<typeof startS3Server>>
  let store: TrackedS3Store
  group.setup(async () => {
    s3 = await startS3Server(uniqueName('uploads').toLowerCase())
    store = new TrackedS3Store(
      { partSize: 5 * MiB, useTags: false, s3ClientConfig: { ...s3.options, bucket: s3.options.bucket } },
      await app.container.make(UploadRepository)
    )
    return () => s3.close()
  })

  test('writes in chunks that are not whole parts, reports offsets, completes, then removes every piece', async ({ assert }) => {
    const id = `uploads/${uniqueName('s3')}`
    const bytes = randomBytesOf(13 * MiB + 7)
    await store.create(new Upload({ id, size: bytes.length, offset: 0 }))
    let offset = 0
    for (const size of [3 * MiB, 6 * MiB, 4 * MiB + 7]) {
      offset = await store.write(Readable.from([bytes.subarray(offset, offset + size)]), id, offset)
      assert.equal((await store.getUpload(id)).offset, offset)
    }
    assert.equal(offset, bytes.length)
    const read: Buffer[] = []
    for await (const chunk of await store.read(id)) read.push(chunk as Buffer)
    assert.equal(createHash('sha256').update(Buffer.concat(read)).digest('hex'), createHash('sha256').update(bytes).digest('hex'))
    assert.includeMembers(await listBucket(s3.options), [id, `${id}.info`])

    await store.remove(id)
    assert.deepEqual(
      (await listBucket(s3.options)).filter((key) => key.startsWith(id)),
      []
    )
    assert.deepEqual(await (await app.container.make(UploadRepository)).parts(id), [])
  })

  test('the bucket stops mid-upload: the write fails, no offset is reported while it is away, and the offset it gives back is what it holds', async ({
    assert,
  }) => {
    const id = `uploads/${uniqueName('s3')}`
    const bytes = randomBytesOf(12 * MiB)
    await store.create(new Upload({ id, size: bytes.length, offset: 0 }))
    assert.equal(await store.write(Readable.from([bytes.subarray(0, 5 * MiB)]), id, 0), 5 * MiB)
    // Two MiB of the next chunk arrive, then the bucket goes away.
    const halted = Readable.from(
      (async function* () {
        yield bytes.subarray(5 * MiB, 7 * MiB)
        await s3.stop()
        yield bytes.subarray(7 * MiB)
      })()
    )
    try {
      const failure = await store.write(halted, id, 5 * MiB).then(
        () => null,
        (error: unknown) => error
      )
      // Recognised as the bucket's outage (503 with Retry-After), whatever the socket said.
      assert.equal(outageOf(failure), 'files', String(failure))
      await assert.rejects(() => store.getUpload(id))
    } finally {
      await s3.start()
    }
    const offset = (await store.getUpload(id)).offset
    assert.equal(offset, 5 * MiB, 'the one part the bucket confirmed')
    assert.equal(await store.write(Readable.from([bytes.subarray(offset)]), id, offset), bytes.length)
    assert.equal(await sha256Of(store, id), createHash('sha256').update(bytes).digest('hex'))
  }).timeout(60_000)

  test('the bucket stops as the upload is completed: no offset while it is away, the completion is tried again when it is back', async ({ assert }) => {
    const id = `uploads/${uniqueName('s3')}`
    const bytes = randomBytesOf(7 * MiB + 3)
    await store.create(new Upload({ id, size: bytes.length, offset: 0 }))
    assert.equal(await store.write(Readable.from([bytes.subarray(0, 5 * MiB)]), id, 0), 5 * MiB)
    // Every part is stored; the bucket goes away just before it joins them into the file.
    const client = (store as unknown as { client: { completeMultipartUpload: (...args: unknown[]) => Promise<unknown> } }).client
    const complete = client.completeMultipartUpload
    client.completeMultipartUpload = async function (this: unknown, ...args: unknown[]) {
      client.completeMultipartUpload = complete
      await s3.stop()
      return complete.apply(this, args)
    }
    try {
      await assert.rejects(() => store.write(Readable.from([bytes.subarray(5 * MiB)]), id, 5 * MiB))
      // Every part recorded is no stored file: no offset while the bucket is away.
      await assert.rejects(() => store.getUpload(id))
    } finally {
      client.completeMultipartUpload = complete
      await s3.start()
    }
    assert.notInclude(await listBucket(s3.options), id, 'the object was never completed')
    assert.equal((await store.getUpload(id)).offset, bytes.length)
    assert.include(await listBucket(s3.options), id)
    assert.equal(await sha256Of(store, id), createHash('sha256').update(bytes).digest('hex'))
  }).timeout(60_000)
})

async function sha256Of(store: TrackedS3Store, id: string) {
  const hash = createHash('sha256')
  for await (const chunk of await store.read(id)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

test.group('Uploads: the file store writing in batches', (group) => {
  let dir: string
  let store: BatchedFileStore
  group.setup(() => {
    dir = mkdtempSync(join(tmpdir(), 'sceau-batched-store-'))
    store = new BatchedFileStore({ directory: dir })
    return () => rmSync(dir, { recursive: true, force: true })
  })

  /** Three writes of 5 MiB + 12,345 bytes (a batch and a byte, whole batches, a short tail), each in its own piece size. */
  const SPLITS = [
    [3 * MiB + 1, 65_536],
    [2 * MiB, 7_000],
    [12_344, 1000],
  ] as const

  /** Small uneven chunks, as a socket delivers them. */
  const chunked = (bytes: Buffer, size: number) => Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size))

  test('chunks land at their offsets across several writes, whole batches and a short tail alike', async ({ assert }) => {
    const id = `uploads/${uniqueName('fs')}`
    const bytes = randomBytesOf(5 * MiB + 12_345)
    await store.create(new Upload({ id, size: bytes.length, offset: 0 }))
    let offset = 0
    for (const [size, piece] of SPLITS) {
      offset = await store.write(Readable.from(chunked(bytes.subarray(offset, offset + size), piece)), id, offset)
      assert.equal((await store.getUpload(id)).offset, offset)
    }
    assert.equal(offset, bytes.length)
    assert.equal(
      createHash('sha256')
        .update(readFileSync(join(dir, id)))
        .digest('hex'),
      createHash('sha256').update(bytes).digest('hex')
    )
  })

  test('a source that fails mid-chunk: the store says so, what arrived before is on disk and the offset says how much', async ({ assert }) => {
    const id = `uploads/${uniqueName('fs')}`
    const bytes = randomBytesOf(3 * MiB)
    await store.create(new Upload({ id, size: bytes.length, offset: 0 }))
    const failing = Readable.from(
      (async function* () {
        yield* chunked(bytes.subarray(0, MiB + 100), 65_536)
        throw new Error('connection reset')
      })()
    )
    await assert.rejects(() => store.write(failing, id, 0))
    const offset = (await store.getUpload(id)).offset
    assert.equal(offset, MiB + 100)
    assert.deepEqual(readFileSync(join(dir, id)), bytes.subarray(0, offset))
    // The client resumes from that offset.
    assert.equal(await store.write(Readable.from(chunked(bytes.subarray(offset), 65_536)), id, offset), bytes.length)
    assert.deepEqual(readFileSync(join(dir, id)), bytes)
  })

  /** A request body as Node delivers it: chunks pushed as they arrive, paused when its reader says so. */
  const arriving = (pieces: Buffer[], end: 'end' | 'reset' = 'end') => {
    let next = 0
    return new Readable({
      read() {
        setImmediate(() => {
          if (next < pieces.length) this.push(pieces[next++])
          else if (end === 'end') this.push(null)
          else this.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }))
        })
      },
    })
  }
  const take = () => ({ signal: new AbortController().signal, accept: () => {} })

  test('a body read from the request itself: chunks land at their offsets, the offset is what is on disk', async ({ assert }) => {
    const id = `uploads/${uniqueName('fs')}`
    const bytes = randomBytesOf(5 * MiB + 12_345)
    await store.create(new Upload({ id, size: bytes.length, offset: 0 }))
    const seen = createHash('sha256')
    let offset = 0
    for (const [size, piece] of SPLITS) {
      const source = arriving(chunked(bytes.subarray(offset, offset + size), piece))
      offset = await store.writeRequest(id, offset, { ...take(), source, accept: (chunk) => void seen.update(chunk) })
      assert.equal((await store.getUpload(id)).offset, offset)
    }
    assert.equal(offset, bytes.length)
    assert.deepEqual(readFileSync(join(dir, id)), bytes)
    // Every stored byte went through accept once, in order.
    assert.equal(seen.digest('hex'), createHash('sha256').update(bytes).digest('hex'))
  })

  test('a body read from the request: cut short, what arrived is on disk; refused by accept, what it accepted is on disk', async ({ assert }) => {
    const id = `uploads/${uniqueName('fs')}`
    const bytes = randomBytesOf(3 * MiB)
    await store.create(new Upload({ id, size: bytes.length, offset: 0 }))
    const cut = arriving(chunked(bytes.subarray(0, MiB + 100), 65_536), 'reset')
    await assert.rejects(() => store.writeRequest(id, 0, { ...take(), source: cut }))
    let offset = (await store.getUpload(id)).offset
    assert.equal(offset, MiB + 100)
    assert.deepEqual(readFileSync(join(dir, id)), bytes.subarray(0, offset))

    let accepted = 0
    const refusal = new Error('over the limit')
    const accept = (chunk: Buffer) => {
      if (accepted + chunk.length > MiB) throw refusal
      accepted += chunk.length
    }
    const refused = store.writeRequest(id, offset, { ...take(), source: arriving(chunked(bytes.subarray(offset), 65_536)), accept })
    await assert.rejects(() => refused, 'over the limit')
    offset = (await store.getUpload(id)).offset
    assert.equal(offset, MiB + 100 + MiB)
    assert.deepEqual(readFileSync(join(dir, id)), bytes.subarray(0, offset))

    // tus's cancellation (another request wants the lock) ends the body without an error: the offset of what arrived.
    const cancel = new AbortController()
    const rest = arriving(chunked(bytes.subarray(offset), 65_536))
    let received = 0
    const cancelling = (chunk: Buffer) => {
      received += chunk.length
      if (received >= 4 * 65_536) setImmediate(() => cancel.abort())
    }
    const after = await store.writeRequest(id, offset, { source: rest, signal: cancel.signal, accept: cancelling })
    assert.equal(after, offset + received)
    assert.isBelow(after, bytes.length)
    assert.deepEqual(readFileSync(join(dir, id)), bytes.subarray(0, after))
  })

  test('an id climbing out of the store directory is refused', async ({ assert }) => {
    await assert.rejects(() => store.write(Readable.from([Buffer.from('x')]), '../escape', 0))
  })
})
