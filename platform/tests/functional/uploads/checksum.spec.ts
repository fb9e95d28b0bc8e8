import { test } from '@japa/runner'
import {
  blobIdOfUrl,
  errorOf,
  blobWhenSettled,
  createUpload,
  openBatch,
  randomBytesOf,
  recordEvents,
  sendChunks,
  sha256Hex,
  tusPatch,
} from '@sceau/testing/uploads'

test.group("Uploads: the client's SHA-256 is checked against the server's", () => {
  test('declared in the metadata and equal: ready', async ({ assert }) => {
    const batch = await openBatch()
    const bytes = randomBytesOf(100_000)
    const token = batch.uploadToken
    const url = await createUpload(bytes.length, { filename: 'a.bin', sha256: sha256Hex(bytes).toUpperCase() }, { token })
    await sendChunks(url, bytes, 40_000, { token })
    const blob = await blobWhenSettled(blobIdOfUrl(url))
    assert.equal(blob.state, 'ready')
    assert.equal(blob.clientSha256, sha256Hex(bytes))
  })

  test('declared in the metadata and different: rejected, and the event says why', async ({ assert }) => {
    const batch = await openBatch()
    const events = await recordEvents(batch.batchId)
    const bytes = randomBytesOf(10_000)
    const wrong = sha256Hex(Buffer.from('something else'))
    const token = batch.uploadToken
    const url = await createUpload(bytes.length, { filename: 'a.bin', sha256: wrong }, { token })
    await sendChunks(url, bytes, 10_000, { token })
    const blob = await blobWhenSettled(blobIdOfUrl(url))
    assert.equal(blob.state, 'rejected')
    assert.equal(blob.rejectReason, 'sha256-mismatch')
    assert.equal(blob.sha256, sha256Hex(bytes))
    assert.lengthOf(events.seen, 1)
    assert.equal(events.seen[0].name, 'upload:blob-rejected')
    assert.deepInclude(events.seen[0].payload, { blobId: blob.id, reason: 'sha256-mismatch', clientSha256: wrong, sha256: sha256Hex(bytes) })
    events.stop()
  })

  test('sent on the last PATCH (computed while uploading): checked too', async ({ assert }) => {
    const batch = await openBatch()
    const token = batch.uploadToken
    const bytes = randomBytesOf(20_000)
    const good = await createUpload(bytes.length, { filename: 'good.bin' }, { token })
    await sendChunks(good, bytes.subarray(0, 10_000), 10_000, { token })
    const last = await tusPatch(good, 10_000, bytes.subarray(10_000), { token, headers: { 'sceau-file-sha256': sha256Hex(bytes) } })
    assert.equal(last.status, 204)
    assert.equal((await blobWhenSettled(blobIdOfUrl(good))).state, 'ready')

    const bad = await createUpload(bytes.length, { filename: 'bad.bin' }, { token })
    await sendChunks(bad, bytes.subarray(0, 10_000), 10_000, { token })
    const tampered = sha256Hex(Buffer.from('tampered'))
    await tusPatch(bad, 10_000, bytes.subarray(10_000), { token, headers: { 'sceau-file-sha256': tampered } })
    const rejected = await blobWhenSettled(blobIdOfUrl(bad))
    assert.equal(rejected.state, 'rejected')
    assert.equal(rejected.clientSha256, tampered)
  })

  test('a malformed SHA-256 header is refused before the body', async ({ assert }) => {
    const batch = await openBatch()
    const token = batch.uploadToken
    const url = await createUpload(4, { filename: 'a' }, { token })
    const response = await tusPatch(url, 0, Buffer.from('abcd'), { token, headers: { 'sceau-file-sha256': 'zz' } })
    assert.equal(response.status, 400)
    assert.equal((await errorOf(response)).code, 'E_BAD_CHECKSUM')
  })
})
