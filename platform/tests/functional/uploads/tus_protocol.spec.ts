import { test } from '@japa/runner'
import {
  blobIdOfUrl,
  blobWhenSettled,
  crc32Of,
  createUpload,
  MiB,
  openBatch,
  randomBytesOf,
  recordEvents,
  sendChunks,
  services,
  sha256Hex,
  tusCreate,
  tusHead,
  tusPatch,
} from '@sceau/testing/uploads'

test.group('Uploads: tus 1.0 over raw HTTP', () => {
  test('create, patch in chunks, head, then the blob is ready with its SHA-256 and CRC-32', async ({ assert }) => {
    const batch = await openBatch()
    const events = await recordEvents(batch.batchId)
    const bytes = randomBytesOf(3 * MiB + 123)
    const token = batch.uploadToken

    const created = await tusCreate(bytes.length, { filename: 'report.pdf', filetype: 'application/pdf' }, { token })
    assert.equal(created.status, 201)
    assert.equal(created.headers.get('tus-resumable'), '1.0.0')
    const location = created.headers.get('location')!
    assert.match(location, /^\/api\/v2\/uploads\/[0-9A-Za-z]{22}$/)
    const url = new URL(location, `http://${process.env.HOST}:${process.env.PORT}`).toString()

    const head = await tusHead(url, { token })
    assert.equal(head.status, 200)
    assert.equal(head.headers.get('upload-offset'), '0')
    assert.equal(head.headers.get('upload-length'), String(bytes.length))
    assert.equal(head.headers.get('cache-control'), 'no-store')

    const first = await tusPatch(url, 0, bytes.subarray(0, MiB), { token })
    assert.equal(first.status, 204)
    assert.equal(first.headers.get('upload-offset'), String(MiB))
    const { blobs } = await services()
    const partial = await blobs.get(blobIdOfUrl(url))
    assert.equal(partial?.state, 'uploading')
    assert.equal(partial?.receivedBytes, MiB)

    assert.equal((await tusHead(url, { token })).headers.get('upload-offset'), String(MiB))
    await sendChunks(url, bytes, MiB, { token }, MiB)

    const blob = await blobWhenSettled(blobIdOfUrl(url))
    assert.equal(blob.state, 'ready')
    assert.equal(blob.sha256, sha256Hex(bytes))
    assert.equal(blob.crc32, crc32Of(bytes))
    assert.equal(blob.size, bytes.length)
    assert.equal(blob.receivedBytes, bytes.length)
    assert.equal(blob.name, 'report.pdf')
    assert.equal(blob.path, 'report.pdf')
    assert.equal(blob.mime, 'application/pdf')
    assert.equal(blob.owner, 'transfer')
    assert.isNotNull(blob.completedAt)

    // The bytes read back through BlobService are the bytes sent, whole and by range.
    const chunks: Buffer[] = []
    for await (const chunk of await blobs.stream(blob.id)) chunks.push(chunk)
    assert.equal(sha256Hex(Buffer.concat(chunks)), sha256Hex(bytes))
    const ranged: Buffer[] = []
    for await (const chunk of await blobs.stream(blob.id, { start: 10, end: 19 })) ranged.push(chunk)
    assert.deepEqual(Buffer.concat(ranged), bytes.subarray(10, 20))

    assert.deepEqual(events.seen, [
      {
        name: 'upload:blob-ready',
        payload: { blobId: blob.id, batchId: batch.batchId, owner: 'transfer', ownerRef: blob.ownerRef, sha256: sha256Hex(bytes), size: bytes.length },
      },
    ])
    events.stop()
  })

  test('an empty file is complete at creation', async ({ assert }) => {
    const batch = await openBatch()
    const url = await createUpload(0, { filename: 'empty.txt' }, { token: batch.uploadToken })
    const blob = await blobWhenSettled(blobIdOfUrl(url))
    assert.equal(blob.sha256, sha256Hex(new Uint8Array()))
    assert.equal(blob.crc32, 0)
  })

  test('a PATCH at the wrong offset is a translated 409 and changes nothing', async ({ assert }) => {
    const batch = await openBatch()
    const token = batch.uploadToken
    const bytes = randomBytesOf(4096)
    const url = await createUpload(bytes.length, { filename: 'a.bin' }, { token })
    await sendChunks(url, bytes.subarray(0, 1000), 1000, { token })
    const response = await tusPatch(url, 0, bytes.subarray(0, 1000), { token, headers: { 'accept-language': 'en' } })
    assert.equal(response.status, 409)
    assert.equal(response.headers.get('content-type'), 'application/json; charset=utf-8')
    assert.deepEqual(await response.json(), {
      error: { code: 'E_UPLOAD_OFFSET', message: 'The upload resumed at another position, it will continue' },
    })
    assert.equal((await tusHead(url, { token })).headers.get('upload-offset'), '1000')
  })

  test('GET never serves the bytes; requests without Tus-Resumable are refused', async ({ assert }) => {
    const batch = await openBatch()
    const token = batch.uploadToken
    const url = await createUpload(10, { filename: 'a.txt' }, { token })
    await sendChunks(url, Buffer.from('0123456789'), 10, { token })
    const get = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
    assert.equal(get.status, 404)
    assert.notInclude(await get.text(), '0123456789')
    const noVersion = await fetch(url, { method: 'HEAD', headers: { authorization: `Bearer ${token}` } })
    assert.equal(noVersion.status, 412)
  })
})

test.group('Uploads: the batch status for the browser', () => {
  test("GET /uploads lists the token's files and their states; another token sees its own", async ({ assert }) => {
    const batch = await openBatch()
    const token = batch.uploadToken
    const bytes = randomBytesOf(1000)
    const done = await createUpload(bytes.length, { filename: 'a.txt', relativePath: 'dir/a.txt' }, { token })
    await sendChunks(done, bytes, 1000, { token })
    await blobWhenSettled(blobIdOfUrl(done))
    const partial = await createUpload(10, { filename: 'b.txt' }, { token })
    const base = `http://${process.env.HOST}:${process.env.PORT}/api/v2/uploads`
    const response = await fetch(base, { headers: { authorization: `Bearer ${token}` } })
    assert.equal(response.status, 200)
    const body = (await response.json()) as { batchId: string; open: boolean; files: Record<string, unknown>[] }
    assert.equal(body.batchId, batch.batchId)
    assert.isTrue(body.open)
    const files = [...body.files].sort((a, b) => String(a.path).localeCompare(String(b.path)))
    assert.deepEqual(
      files.map((f) => [f.id, f.path, f.state, f.receivedBytes]),
      [
        [blobIdOfUrl(partial), 'b.txt', 'uploading', 0],
        [blobIdOfUrl(done), 'dir/a.txt', 'ready', 1000],
      ]
    )
    assert.equal(files[1].sha256, sha256Hex(bytes))
    const other = await openBatch()
    const theirs = (await (await fetch(base, { headers: { authorization: `Bearer ${other.uploadToken}` } })).json()) as { files: unknown[] }
    assert.lengthOf(theirs.files, 0)
    assert.equal((await fetch(base)).status, 401)
  })
})
