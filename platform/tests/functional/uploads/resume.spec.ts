import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import * as tus from 'tus-js-client'
import { startPlatformProcess, type PlatformProcess } from '@sceau/testing/platform_server'
import { startQueueWorker } from '@sceau/testing/test_platform'
import {
  baseUrl,
  blobIdOfUrl,
  blobWhenSettled,
  createUpload,
  MiB,
  openBatch,
  randomBytesOf,
  sendChunks,
  sha256Hex,
  tusHead,
  tusPatch,
  waitFor,
} from '@sceau/testing/uploads'

/** sha256sum of the bytes, from the coreutils tool, not from our code. */
function sha256sum(bytes: Uint8Array) {
  const dir = mkdtempSync(join(tmpdir(), 'sceau-sha-'))
  try {
    writeFileSync(join(dir, 'f'), bytes)
    return execFileSync('sha256sum', [join(dir, 'f')])
      .toString()
      .split(' ')[0]
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** A request body that sends `first` bytes, then stalls until the client gives up (`abandon`). */
function stallingBody(bytes: Uint8Array, first: number) {
  let sent = 0
  let abandon = () => {}
  const gaveUp = new Promise<void>((resolve) => (abandon = resolve))
  const state = { sent: () => sent, abandon: () => abandon() }
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= first) return gaveUp.then(() => controller.error(new Error('the client gave up')))
      const chunk = bytes.subarray(sent, Math.min(first, sent + 256 * 1024))
      sent += chunk.length
      controller.enqueue(chunk)
    },
  })
  return { body, state }
}

test.group('Uploads: resuming after crashes, across processes, with tus-js-client', (group) => {
  const processes: PlatformProcess[] = []
  let stopWorker: () => Promise<void>
  group.setup(async () => {
    stopWorker = await startQueueWorker()
    return async () => {
      for (const platform of processes) await platform.kill()
      await stopWorker()
    }
  })

  test('kill -9 in the middle of a PATCH, start another process, resume: the SHA-256 is sha256sum of the bytes', async ({ assert }) => {
    const bytes = randomBytesOf(24 * MiB + 17)
    const batch = await openBatch()
    const token = batch.uploadToken
    const first = await startPlatformProcess()
    processes.push(first)
    const url = await createUpload(bytes.length, { filename: 'crash.bin' }, { token, base: first.base })
    await sendChunks(url, bytes.subarray(0, 8 * MiB), 8 * MiB, { token })

    const { body, state } = stallingBody(bytes.subarray(8 * MiB), 5 * MiB)
    const pending = tusPatch(url, 8 * MiB, body, { token }).catch(() => null)
    await waitFor(() => state.sent() >= 5 * MiB, 'the stalled PATCH to have sent 5 MiB')
    await first.kill()
    await pending

    const second = await startPlatformProcess()
    processes.push(second)
    const resumeUrl = url.replace(first.base, second.base)
    const head = await tusHead(resumeUrl, { token })
    assert.equal(head.status, 200)
    const offset = Number(head.headers.get('upload-offset'))
    assert.isAtLeast(offset, 8 * MiB)
    assert.isAtMost(offset, 13 * MiB)
    await sendChunks(resumeUrl, bytes, 8 * MiB, { token }, offset)

    const blob = await blobWhenSettled(blobIdOfUrl(url))
    assert.equal(blob.state, 'ready')
    assert.equal(blob.sha256, sha256sum(bytes))
    await second.kill()
  }).timeout(120_000)

  test('an upload started on one process is finished through another; a stalled holder lets go of the lock', async ({ assert }) => {
    const bytes = randomBytesOf(12 * MiB + 5)
    const batch = await openBatch()
    const token = batch.uploadToken
    const other = await startPlatformProcess()
    processes.push(other)
    const url = await createUpload(bytes.length, { filename: 'two-nodes.bin' }, { token, base: other.base })
    await sendChunks(url, bytes.subarray(0, 4 * MiB), 4 * MiB, { token })

    // A PATCH hangs on the other process, holding the upload's lock there.
    // 6 MiB: past an S3 part (5 MiB), so what the holder stored is a whole part whatever the store.
    const { body, state } = stallingBody(bytes.subarray(4 * MiB), 6 * MiB)
    const hanging = tusPatch(url, 4 * MiB, body, { token }).catch(() => null)
    await waitFor(() => state.sent() >= 6 * MiB, 'the hanging PATCH to have sent 6 MiB')

    // This process asks for the upload: with shared locks (Redis) the holder is told to let go, and
    // the bytes it stored so far count. Without them each process only locks for itself: the holder
    // is then stopped first, as a crashed node would be.
    if (!process.env.REDIS_URL) await other.kill()
    const here = url.replace(other.base, baseUrl())
    // A client retries a HEAD that timed out waiting for the lock (tus-js-client does): so does the test.
    const head = await waitFor(
      async () => {
        const answer = await tusHead(here, { token })
        return answer.status === 200 ? answer : null
      },
      'the upload to be handed over',
      { timeoutMs: 90_000 }
    )
    const offset = Number(head.headers.get('upload-offset'))
    assert.isAtLeast(offset, 4 * MiB)
    // The bytes the holder stored before letting go count.
    if (process.env.REDIS_URL) assert.isAbove(offset, 4 * MiB)
    // Its client gives up on the stalled request (whether the holder answered it or only stopped reading).
    state.abandon()
    await hanging
    await sendChunks(here, bytes, 4 * MiB, { token }, Number((await tusHead(here, { token })).headers.get('upload-offset')))
    const blob = await blobWhenSettled(blobIdOfUrl(url))
    assert.equal(blob.sha256, sha256Hex(bytes))
    await other.kill()
  }).timeout(180_000)

  test('tus-js-client in Node: chunked upload, abort, then resume from the stored URL', async ({ assert }) => {
    const bytes = randomBytesOf(10 * MiB + 3)
    const batch = await openBatch()
    const dir = mkdtempSync(join(tmpdir(), 'sceau-tus-'))
    // The Node build ships a file-backed URL storage (its types only describe the browser build).
    const { FileUrlStorage } = tus as unknown as { FileUrlStorage: new (path: string) => tus.UrlStorage }
    const urlStorage = new FileUrlStorage(join(dir, 'urls.json'))
    const options = (onProgress?: (sent: number) => void): tus.UploadOptions => ({
      endpoint: `${baseUrl()}/api/v2/uploads`,
      chunkSize: 2 * MiB,
      headers: { Authorization: `Bearer ${batch.uploadToken}` },
      metadata: { filename: 'client.bin', filetype: 'application/octet-stream', relativePath: 'folder/client.bin' },
      urlStorage,
      fingerprint: async () => `sceau-test-${batch.batchId}`,
      retryDelays: [0, 100],
      onProgress: (sent) => onProgress?.(sent),
    })
    try {
      const first = new tus.Upload(bytes, options())
      await new Promise<void>((resolve, reject) => {
        first.options.onError = reject
        first.options.onChunkComplete = (_chunk, accepted) => {
          if (accepted >= 4 * MiB) void first.abort().then(resolve)
        }
        first.start()
      })
      const url = first.url!
      const second = new tus.Upload(bytes, options())
      const previous = await second.findPreviousUploads()
      assert.lengthOf(previous, 1)
      assert.equal(previous[0].uploadUrl, url)
      second.resumeFromPreviousUpload(previous[0])
      let resumedFrom = -1
      await new Promise<void>((resolve, reject) => {
        second.options.onError = reject
        second.options.onSuccess = () => resolve()
        second.options.onProgress = (sent) => {
          if (resumedFrom < 0) resumedFrom = sent
        }
        second.start()
      })
      assert.equal(second.url, url)
      assert.isAtLeast(resumedFrom, 4 * MiB)
      const blob = await blobWhenSettled(blobIdOfUrl(url))
      assert.equal(blob.path, 'folder/client.bin')
      assert.equal(blob.sha256, sha256Hex(bytes))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }).timeout(60_000)
})
