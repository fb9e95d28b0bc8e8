import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { test } from '@japa/runner'
import { Disk } from '@adonisjs/drive'
import { FSDriver } from '@adonisjs/drive/drivers/fs'
import { S3Driver } from '@adonisjs/drive/drivers/s3'
import type { StorageService } from '@sceau/plugin-sdk/server'
import { DriveStorageService } from '#services/storage/drive_storage_service'
import { s3StreamWriter } from '#services/storage/s3_stream_writer'
import { fsRangeReader, s3RangeReader } from '#services/storage/storage_ranges'
import { listBucket, startS3Server } from '@sceau/testing/s3'
import { uniqueName } from '@sceau/testing/unique'

type Setup = () => Promise<{
  storage: StorageService
  close: () => Promise<void>
  keys: () => Promise<string[]>
  /** A key with ".." that would reach an existing file outside the storage root, where that means something. */
  outsideKey?: string
}>

/** The same contract, run against each driver whatever the suite's configuration. */
function storageContract(label: string, setup: Setup) {
  test.group(`StorageService contract: ${label}`, (group) => {
    let storage: StorageService
    let storedKeys: () => Promise<string[]>
    let outsideKey: string | undefined
    const prefix = uniqueName('storage')

    group.setup(async () => {
      const created = await setup()
      storage = created.storage
      storedKeys = created.keys
      outsideKey = created.outsideKey
      return created.close
    })

    test('put then read back bytes, a stream and the metadata', async ({ assert }) => {
      await storage.put(`${prefix}/a.txt`, 'hello storage', { contentType: 'text/plain' })
      await storage.put(`${prefix}/b.bin`, new Uint8Array([0, 1, 2, 254, 255]))
      await storage.put(`${prefix}/c.txt`, Readable.from([Buffer.from('streamed '), Buffer.from('in two chunks')]))

      assert.equal(Buffer.from(await storage.getBytes(`${prefix}/a.txt`)).toString(), 'hello storage')
      assert.deepEqual([...(await storage.getBytes(`${prefix}/b.bin`))], [0, 1, 2, 254, 255])
      assert.equal(await text(await storage.getStream(`${prefix}/c.txt`)), 'streamed in two chunks')

      const stat = await storage.stat(`${prefix}/a.txt`)
      assert.equal(stat.key, `${prefix}/a.txt`)
      assert.equal(stat.size, 13)
      assert.match(stat.contentType ?? '', /^text\/plain/)
      assert.equal((await storage.stat(`${prefix}/b.bin`)).size, 5)
      assert.includeMembers(await storedKeys(), [`${prefix}/a.txt`, `${prefix}/b.bin`, `${prefix}/c.txt`])
    })

    test('a stream longer than an S3 part is stored whole with its type; a failing stream rejects', async ({ assert }) => {
      const bytes = randomBytes(9 * 1024 * 1024 + 5)
      const chunks = Array.from({ length: 10 }, (_, i) => bytes.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024))
      await storage.put(`${prefix}/big.pdf`, Readable.from(chunks), { contentType: 'application/pdf' })
      const read = createHash('sha256')
      for await (const chunk of await storage.getStream(`${prefix}/big.pdf`)) read.update(chunk)
      assert.equal(read.digest('hex'), createHash('sha256').update(bytes).digest('hex'))
      assert.include(await storage.stat(`${prefix}/big.pdf`), { size: bytes.length, contentType: 'application/pdf' })

      const failing = Readable.from(
        (async function* () {
          yield bytes.subarray(0, 1024)
          throw new Error('source failed')
        })()
      )
      await assert.rejects(() => storage.put(`${prefix}/broken.bin`, failing))
    })

    test('ranged reads return the inclusive byte range', async ({ assert }) => {
      const bytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 251))
      await storage.put(`${prefix}/range.bin`, bytes)
      const read = async (start: number, end: number) => {
        const chunks: Buffer[] = []
        for await (const chunk of await storage.getStream(`${prefix}/range.bin`, { start, end })) chunks.push(chunk)
        return Buffer.concat(chunks)
      }
      assert.deepEqual(await read(0, 0), bytes.subarray(0, 1))
      assert.deepEqual(await read(10, 19), bytes.subarray(10, 20))
      assert.deepEqual(await read(1000, 2999), bytes.subarray(1000, 3000))
    })

    test('exists, delete and deleteAll by prefix', async ({ assert }) => {
      await storage.put(`${prefix}/dir/one`, '1')
      await storage.put(`${prefix}/dir/sub/two`, '2')
      await storage.put(`${prefix}/other`, '3')
      assert.isTrue(await storage.exists(`${prefix}/dir/one`))

      await storage.delete(`${prefix}/dir/one`)
      assert.isFalse(await storage.exists(`${prefix}/dir/one`))
      // Deleting what is already gone is not an error (cleanup jobs may run twice).
      await storage.delete(`${prefix}/dir/one`)

      await storage.deleteAll(`${prefix}/dir`)
      assert.isFalse(await storage.exists(`${prefix}/dir/sub/two`))
      assert.isTrue(await storage.exists(`${prefix}/other`))
      assert.notInclude(await storedKeys(), `${prefix}/dir/sub/two`)
    })

    test('a missing key is refused by every read', async ({ assert }) => {
      const missing = `${prefix}/missing.txt`
      assert.isFalse(await storage.exists(missing))
      await assert.rejects(() => storage.getBytes(missing))
      await assert.rejects(() => storage.stat(missing))
      await assert.rejects(() => storage.getStream(missing))
      await assert.rejects(() => storage.getStream(missing, { start: 0, end: 10 }))
    })

    test('a key climbing out of the storage root is refused', async ({ assert }) => {
      await assert.rejects(() => storage.put('../escape.txt', 'x'))
      await assert.rejects(() => storage.getBytes(`${prefix}/../../escape.txt`))
      await assert.rejects(() => storage.getStream(`${prefix}/../../escape.txt`, { start: 0, end: 1 }))
      if (outsideKey) {
        await assert.rejects(() => storage.getBytes(outsideKey!))
        await assert.rejects(() => storage.getStream(outsideKey!))
        await assert.rejects(() => storage.getStream(outsideKey!, { start: 0, end: 1 }))
      }
    })
  })
}

storageContract('fs driver (local disk)', async () => {
  const root = mkdtempSync(join(tmpdir(), 'sceau-fs-'))
  writeFileSync(`${root}-outside.txt`, 'not yours')
  const disk = new Disk(new FSDriver({ location: root, visibility: 'private' }))
  return {
    storage: new DriveStorageService('fs', disk, fsRangeReader(root)),
    keys: async () => {
      const { readdir } = await import('node:fs/promises')
      return (await readdir(root, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    },
    outsideKey: `../${basename(root)}-outside.txt`,
    close: async () => {
      rmSync(root, { recursive: true, force: true })
      rmSync(`${root}-outside.txt`, { force: true })
    },
  }
})

storageContract('s3 driver (s3rver)', async () => {
  const server = await startS3Server()
  const disk = new Disk(new S3Driver({ ...server.options, visibility: 'private' }))
  return {
    storage: new DriveStorageService('s3', disk, s3RangeReader(server.options), s3StreamWriter(server.options)),
    keys: () => listBucket(server.options),
    close: () => server.close(),
  }
})
