/*
 * The hashing store (app/uploads/hashing_store.ts) when the store under it fails before reading the
 * chunk (the database or the bucket away): the PATCH fails with the store's error, and the process
 * lives on. The fault suite saw a web process die of it (an 'error' event nobody listened to).
 */
import { PassThrough, Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { test } from '@japa/runner'
import { DataStore, Upload } from '@tus/utils'
import { HashingStore } from '#uploads/hashing_store'
import { LiveHashes } from '#uploads/live_hashes'

/** A store whose write fails at once, as TrackedS3Store's does when its parts cannot be read. */
class RefusingStore extends DataStore {
  constructor(private failure: Error) {
    super()
  }

  async write(): Promise<number> {
    await new Promise((resolve) => setImmediate(resolve))
    throw this.failure
  }

  async getUpload(id: string) {
    return new Upload({ id, size: 10, offset: 0 })
  }
}

test.group('Hashing store: the store under it fails', () => {
  test('the write fails with the store’s error and no stream error goes unheard (the process would die)', async ({ assert }) => {
    const failure = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    const store = new HashingStore(new RefusingStore(failure), new LiveHashes(), { maxChunkBytes: 1 << 20 })
    const unheard: unknown[] = []
    const listener = (error: unknown) => unheard.push(error)
    process.on('uncaughtException', listener)
    try {
      // As @tus/server writes a PATCH body still arriving: the request piped through its own streams by a pipeline.
      let chunks = 0
      const body = new Readable({
        read() {
          setTimeout(() => this.push(chunks++ < 20 ? Buffer.alloc(4096, 1) : null), 5)
        },
      })
      // @tus/server hands the store the stream itself (typed by Node as an async iterable).
      const write = (stream: AsyncIterable<Buffer>) => store.write(stream as unknown as Readable, 'upload-1', 0)
      const rejected = await pipeline(body, new PassThrough(), write).then(
        () => null,
        (error: unknown) => error
      )
      assert.strictEqual(rejected, failure)
      await new Promise((resolve) => setTimeout(resolve, 50))
      assert.deepEqual(unheard, [])
    } finally {
      process.off('uncaughtException', listener)
    }
  })
})
