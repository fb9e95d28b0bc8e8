import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { isApiError, StorageService } from '@sceau/plugin-sdk/server'
import { crc32Of, openBatch, randomBytesOf, recordEvents, services, sha256Hex, uniqueName } from '@sceau/testing/uploads'

/** Bytes another plugin stored with StorageService, on the run's storage driver (disk or S3). */
async function stored(bytes: Uint8Array) {
  const storage = await app.container.make(StorageService)
  const key = `imports-test/${uniqueName('source')}`
  await storage.put(key, bytes)
  return { storage, key }
}

test.group('Uploads: stored bytes imported into a batch (BlobService.importFromStorage)', () => {
  test('a copy under the blob’s own key, hashed like an upload, ready with its event; deleting it leaves the source', async ({ assert }) => {
    const bytes = randomBytesOf(3 * 1024 * 1024 + 11)
    const { storage, key } = await stored(bytes)
    const batch = await openBatch({ allowFolders: true })
    const events = await recordEvents(batch.batchId)
    const { blobs } = await services()
    const blob = await blobs.importFromStorage(batch.batchId, {
      name: 'plan.pdf',
      path: '/folder/../plan.pdf',
      mime: 'Application/PDF',
      size: bytes.length,
      sha256: sha256Hex(bytes),
      sourceKey: key,
    })
    events.stop()
    assert.include(blob, {
      state: 'ready',
      path: 'folder/plan.pdf',
      name: 'plan.pdf',
      mime: 'application/pdf',
      size: bytes.length,
      receivedBytes: bytes.length,
    })
    assert.equal(blob.sha256, sha256Hex(bytes))
    assert.equal(blob.crc32, crc32Of(bytes))
    assert.notEqual(blob.storageKey, key)
    assert.deepEqual(
      events.seen.map((e) => [e.name, e.payload.blobId]),
      [['upload:blob-ready', blob.id]]
    )

    const copy: Buffer[] = []
    for await (const chunk of await blobs.stream(blob.id)) copy.push(chunk as Buffer)
    assert.equal(sha256Hex(Buffer.concat(copy)), sha256Hex(bytes))
    await blobs.delete(blob.id)
    assert.isTrue(await storage.exists(key), 'the source stays')
    await storage.delete(key)
  })

  test('bytes that differ from the expected SHA-256 make a rejected blob; a wrong length, a missing source or a full batch leave none', async ({ assert }) => {
    const bytes = randomBytesOf(5000)
    const { storage, key } = await stored(bytes)
    const batch = await openBatch({ maxFiles: 2, maxTotalBytes: 12_000 })
    const events = await recordEvents(batch.batchId)
    const { blobs } = await services()
    const input = { name: 'a.bin', path: 'a.bin', mime: 'application/octet-stream', size: bytes.length, sha256: sha256Hex(bytes), sourceKey: key }

    const tampered = await blobs.importFromStorage(batch.batchId, { ...input, sha256: sha256Hex(Buffer.from('other')) })
    assert.include(tampered, { state: 'rejected', rejectReason: 'sha256-mismatch', sha256: sha256Hex(bytes) })
    assert.equal(events.seen[0]?.name, 'upload:blob-rejected')

    await assert.rejects(() => blobs.importFromStorage(batch.batchId, { ...input, size: bytes.length + 1 }), /bytes read/)
    // Drive wraps the stream's error in its own message.
    await assert.rejects(() => blobs.importFromStorage(batch.batchId, { ...input, size: bytes.length - 1 }))
    await assert.rejects(() => blobs.importFromStorage(batch.batchId, { ...input, sourceKey: `imports-test/${uniqueName('missing')}` }))
    assert.lengthOf(await blobs.list(batch.batchId), 1, 'failed copies leave no blob')

    await blobs.importFromStorage(batch.batchId, input)
    const full = await blobs.importFromStorage(batch.batchId, input).catch((error) => error)
    assert.isTrue(isApiError(full) && full.code === 'E_FILE_LIMIT')
    events.stop()
    await storage.delete(key)
  })
})
