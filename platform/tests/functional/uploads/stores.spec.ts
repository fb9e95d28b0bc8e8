import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { Upload } from '@tus/utils'
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
})

test.group('Uploads: the file store writing in batches', (group) => {
  let dir: string
  let store: BatchedFileStore
  group.setup(() => {
    dir = mkdtempSync(join(tmpdir(), 'sceau-batched-store-'))
    store = new BatchedFileStore({ directory: dir })
    return () => rmSync(dir, { recursive: true, force: true })
  })

  /** Small uneven chunks, as a socket delivers them. */
  const chunked = (bytes: Buffer, size: number) => Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size))

  test('chunks land at their offsets across several writes, whole batches and a short tail alike', async ({ assert }) => {
    const id = `uploads/${uniqueName('fs')}`
    const bytes = randomBytesOf(5 * MiB + 12_345)
    await store.create(new Upload({ id, size: bytes.length, offset: 0 }))
    let offset = 0
    for (const [size, piece] of [
      [3 * MiB + 1, 65_536],
      [2 * MiB, 7_000],
      [12_344, 1000],
    ] as const) {
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

  test('an id climbing out of the store directory is refused', async ({ assert }) => {
    await assert.rejects(() => store.write(Readable.from([Buffer.from('x')]), '../escape', 0))
  })
})
