import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { LoggerService, StorageService } from '@sceau/plugin-sdk/server'
import { AnalyseBlobJob } from '#uploads/analyse_blob_job'
import { STORAGE_FAILED } from '#uploads/blob_finaliser'
import { CleanupUploadsJob } from '#uploads/cleanup_uploads_job'
import { JobRegistry } from '#queue/job_registry'
import { startQueueWorker } from '@sceau/testing/test_platform'
import {
  baseUrl,
  blobIdOfUrl,
  blobWhenSettled,
  createUpload,
  errorOf,
  openBatch,
  recordEvents,
  sendChunks,
  services,
  tusCreate,
  tusHead,
  tusPatch,
} from '@sceau/testing/uploads'

const past = () => new Date(Date.now() - 60_000)

async function keysOf(id: string) {
  const storage = await app.container.make(StorageService)
  const pieces = await Promise.all(['', '.json', '.info', '.part'].map((s) => storage.exists(`uploads/${id}${s}`)))
  return pieces.some(Boolean)
}

async function cleanup() {
  const job = await app.container.make(CleanupUploadsJob)
  return job.clean()
}

test.group('Uploads: the scheduled cleanup', (group) => {
  group.setup(() => startQueueWorker())

  test('is registered as a scheduled platform job', async ({ assert }) => {
    const registry = await app.container.make(JobRegistry)
    assert.include(registry.names(), 'platform:uploads-cleanup')
    assert.include(
      registry.schedules().map((s) => s.name),
      'platform:uploads-cleanup'
    )
  })

  test('deletes an abandoned batch (open past its expiry) with its finished and unfinished uploads, bytes and rows', async ({ assert }) => {
    const batch = await openBatch()
    const token = batch.uploadToken
    const done = await createUpload(3, { filename: 'done' }, { token })
    await sendChunks(done, Buffer.from('abc'), 3, { token })
    await blobWhenSettled(blobIdOfUrl(done))
    const partial = await createUpload(10, { filename: 'partial' }, { token })
    await sendChunks(partial, Buffer.from('abc'), 3, { token })
    assert.isTrue(await keysOf(blobIdOfUrl(done)))
    assert.isTrue(await keysOf(blobIdOfUrl(partial)))

    await db.from('upload_batches').where('id', batch.batchId).update({ expires_at: past() })
    const counts = await cleanup()
    assert.isAtLeast(counts.batches, 1)

    const { uploads, blobs } = await services()
    assert.isNull(await uploads.batch(batch.batchId))
    assert.isNull(await blobs.get(blobIdOfUrl(done)))
    assert.isFalse(await keysOf(blobIdOfUrl(done)))
    assert.isFalse(await keysOf(blobIdOfUrl(partial)))
    // Its token is known to be over: 410, not "unknown token".
    assert.equal((await tusHead(partial, { token })).status, 410)
  })

  test('a deleted batch’s token answers 410 "finished or expired" (translated) to tus and GET /uploads for 30 days, then 401 like an unknown token', async ({
    assert,
  }) => {
    const batch = await openBatch()
    const token = batch.uploadToken
    const url = await createUpload(10, { filename: 'partial' }, { token })
    await sendChunks(url, Buffer.from('abc'), 3, { token })
    await db.from('upload_batches').where('id', batch.batchId).update({ expires_at: past() })
    await cleanup()

    const fr = { token, headers: { 'accept-language': 'fr' } }
    const answers = {
      create: await tusCreate(10, { filename: 'f' }, fr),
      patch: await tusPatch(url, 3, Buffer.from('defg'), fr),
      status: await fetch(`${baseUrl()}/api/v2/uploads`, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'fr' } }),
    }
    for (const [name, answer] of Object.entries(answers)) {
      assert.equal(answer.status, 410, name)
      assert.deepEqual(await errorOf(answer), { code: 'E_BATCH_CLOSED', message: 'Cet envoi est terminé ou a expiré : il n’accepte plus de fichiers' }, name)
    }
    assert.equal((await tusHead(url, { token })).status, 410)
    // A token that never was stays unknown.
    assert.equal((await tusCreate(10, { filename: 'f' }, { token: 'x'.repeat(43) })).status, 401)

    await db.from('upload_token_ends').update({ ended_at: new Date(Date.now() - 31 * 24 * 3600_000) })
    await cleanup()
    assert.equal((await tusCreate(10, { filename: 'f' }, { token })).status, 401)
  })

  test('keeps a closed batch until its retention, then deletes it; without retention the owner decides', async ({ assert }) => {
    const { uploads } = await services()
    const kept = await openBatch()
    const retained = await openBatch()
    for (const batch of [kept, retained]) {
      const url = await createUpload(3, { filename: 'f' }, { token: batch.uploadToken })
      await sendChunks(url, Buffer.from('abc'), 3, { token: batch.uploadToken })
      await blobWhenSettled(blobIdOfUrl(url))
    }
    await uploads.closeBatch(kept.batchId)
    await uploads.closeBatch(retained.batchId, { retainUntil: new Date(Date.now() + 3600_000) })
    await cleanup()
    assert.isNotNull(await uploads.batch(retained.batchId))

    await db.from('upload_batches').where('id', retained.batchId).update({ expires_at: past() })
    await cleanup()
    assert.isNull(await uploads.batch(retained.batchId))
    assert.equal((await uploads.batch(kept.batchId))?.totals.states.ready, 1)
  })

  test('finishes a blob a crash left "uploading" with every byte stored', async ({ assert }) => {
    const batch = await openBatch()
    const token = batch.uploadToken
    const url = await createUpload(3, { filename: 'f' }, { token })
    await sendChunks(url, Buffer.from('abc'), 3, { token })
    const id = blobIdOfUrl(url)
    await blobWhenSettled(id)
    await db
      .from('blobs')
      .where('id', id)
      .update({ state: 'uploading', sha256: null, crc32: null, updated_at: new Date(Date.now() - 2 * 3600_000) })
    const counts = await cleanup()
    assert.isAtLeast(counts.finished, 1)
    const blob = await blobWhenSettled(id)
    assert.equal(blob.sha256, 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })

  test('a blob whose stored bytes cannot be read back whole is rejected by the last analysis attempt, never left "analysing"', async ({
    assert,
    cleanup: after,
  }) => {
    const batch = await openBatch()
    const token = batch.uploadToken
    const url = await createUpload(3, { filename: 'f' }, { token })
    await sendChunks(url, Buffer.from('abc'), 3, { token })
    const id = blobIdOfUrl(url)
    await blobWhenSettled(id)
    // The storage holds 3 bytes of a blob that should have 4: a part the bucket lost.
    await db.from('blobs').where('id', id).update({ state: 'analysing', size: 4, sha256: null, crc32: null })
    const events = await recordEvents(batch.batchId)
    after(events.stop)
    const job = await app.container.make(AnalyseBlobJob)
    const logger = await app.container.make(LoggerService)
    const context = (attempt: number) => ({ attempt, jobId: `analyse:${id}`, logger })

    await assert.rejects(() => job.handle({ blobId: id }, context(1)), /3 bytes stored, 4 declared/)
    const { blobs } = await services()
    assert.equal((await blobs.get(id))?.state, 'analysing', 'an attempt with retries left throws for the queue to retry')

    await job.handle({ blobId: id }, context(1 + AnalyseBlobJob.retries))
    const blob = await blobs.get(id)
    assert.equal(blob?.state, 'rejected')
    assert.equal(blob?.rejectReason, STORAGE_FAILED)
    assert.deepEqual(
      events.seen.map((event) => [event.name, event.payload.blobId, event.payload.reason]),
      [['upload:blob-rejected', id, STORAGE_FAILED]]
    )
  })
})
