import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { StorageService } from '@sceau/plugin-sdk/server'
import app from '@adonisjs/core/services/app'
import {
  blobIdOfUrl,
  errorOf,
  blobWhenSettled,
  createUpload,
  openBatch,
  sendChunks,
  services,
  tusCreate,
  tusDelete,
  tusHead,
  tusPatch,
} from '@sceau/testing/uploads'

test.group('Uploads: the batch token is the only key, and only to its batch', () => {
  test('no token, a malformed header or an unknown token: 401, translated', async ({ assert }) => {
    for (const headers of [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer nope' }] as Record<string, string>[]) {
      const response = await tusCreate(5, { filename: 'a' }, { headers: { ...headers, 'accept-language': 'en' } })
      assert.equal(response.status, 401)
      assert.deepEqual(await response.json(), { error: { code: 'E_UPLOAD_TOKEN', message: 'This upload link is not valid' } })
    }
  })

  test("a token cannot see, write or delete another batch's upload", async ({ assert }) => {
    const mine = await openBatch()
    const theirs = await openBatch()
    const url = await createUpload(10, { filename: 'theirs.txt' }, { token: theirs.uploadToken })
    const token = mine.uploadToken
    assert.equal((await tusHead(url, { token })).status, 404)
    assert.equal((await tusPatch(url, 0, Buffer.from('0123456789'), { token })).status, 404)
    assert.equal((await tusDelete(url, { token })).status, 404)
    // Untouched for its owner.
    const head = await tusHead(url, { token: theirs.uploadToken })
    assert.equal(head.headers.get('upload-offset'), '0')
    const { blobs } = await services()
    assert.equal((await blobs.get(blobIdOfUrl(url)))?.batchId, theirs.batchId)
  })

  test('a closed batch refuses new files and further chunks; its finished blobs stay, unfinished ones go', async ({ assert }) => {
    const batch = await openBatch()
    const token = batch.uploadToken
    const done = await createUpload(4, { filename: 'done.txt' }, { token })
    await sendChunks(done, Buffer.from('done'), 4, { token })
    await blobWhenSettled(blobIdOfUrl(done))
    const partial = await createUpload(10, { filename: 'partial.txt' }, { token })
    await sendChunks(partial, Buffer.from('01234'), 5, { token })

    const { uploads, blobs } = await services()
    const closed = await uploads.closeBatch(batch.batchId)
    assert.equal(closed.state, 'closed')
    assert.isNull(closed.expiresAt)
    assert.deepEqual(
      closed.files.map((f) => f.path),
      ['done.txt']
    )
    assert.deepEqual(closed.totals.states, { uploading: 0, analysing: 0, ready: 1, rejected: 0 })

    const refused = await tusCreate(3, { filename: 'late.txt' }, { token, headers: { 'accept-language': 'en' } })
    assert.equal(refused.status, 410)
    assert.equal((await errorOf(refused)).code, 'E_BATCH_CLOSED')
    // The unfinished upload is gone, bytes included; the token learns its batch is closed.
    assert.equal((await tusPatch(partial, 5, Buffer.from('56789'), { token })).status, 410)
    const storage = await app.container.make(StorageService)
    assert.isFalse(await storage.exists(`uploads/${blobIdOfUrl(partial)}`))
    assert.isNull(await blobs.get(blobIdOfUrl(partial)))
    assert.isTrue(await storage.exists(`uploads/${blobIdOfUrl(done)}`))
  })

  test('an expired batch refuses everything', async ({ assert }) => {
    const batch = await openBatch()
    const token = batch.uploadToken
    const url = await createUpload(10, { filename: 'a.txt' }, { token })
    await db
      .from('upload_batches')
      .where('id', batch.batchId)
      .update({ expires_at: new Date(Date.now() - 1000) })
    assert.equal((await tusCreate(3, { filename: 'b.txt' }, { token })).status, 410)
    assert.equal((await tusPatch(url, 0, Buffer.from('0123456789'), { token })).status, 410)
    assert.equal((await tusHead(url, { token })).status, 410)
  })

  test('DELETE (tus termination) removes the upload, bytes and row, while the batch is open', async ({ assert }) => {
    const batch = await openBatch()
    const token = batch.uploadToken
    const url = await createUpload(10, { filename: 'a.txt' }, { token })
    await sendChunks(url, Buffer.from('01234'), 5, { token })
    assert.equal((await tusDelete(url, { token })).status, 204)
    const { blobs } = await services()
    assert.isNull(await blobs.get(blobIdOfUrl(url)))
    assert.equal((await tusHead(url, { token })).status, 404)
    const storage = await app.container.make(StorageService)
    assert.isFalse(await storage.exists(`uploads/${blobIdOfUrl(url)}`))
    if (storage.driver === 'fs') {
      assert.isFalse(existsSync(join(process.env.DATA_DIR!, 'files', 'uploads', `${blobIdOfUrl(url)}.json`)))
    }
  })
})
