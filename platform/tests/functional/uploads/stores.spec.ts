import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { Upload } from '@tus/utils'
import { TrackedS3Store } from '#uploads/tracked_s3_store'
import { UploadRepository } from '#uploads/upload_repository'
import { listBucket, startS3Server } from '#tests/support/s3_server'
import { MiB, randomBytesOf, uniqueName } from './upload_support.js'

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
    assert.deepEqual((await listBucket(s3.options)).filter((key) => key.startsWith(id)), [])
    assert.deepEqual(await (await app.container.make(UploadRepository)).parts(id), [])
  })
})
