import { test } from '@japa/runner'
import { Readable } from 'node:stream'
import * as tus from 'tus-js-client'
import {
  baseUrl,
  blobIdOfUrl,
  blobWhenSettled,
  createUpload,
  errorOf,
  MiB,
  openBatch,
  randomBytesOf,
  services,
  sha256Hex,
  tusCreate,
  tusHead,
  tusPatch,
  waitFor,
} from '@sceau/testing/uploads'

const collection = () => `${baseUrl()}/api/v2/uploads`

/**
 * tus-js-client's own Node HTTP stack, except that the first PATCH sends `first` bytes of its chunk
 * (with the whole chunk's Content-Length) and then stalls: `stalled` says when, and aborting the
 * upload drops the connection in the middle of the body.
 */
function cuttingHttpStack(first: number) {
  const inner = new tus.DefaultHttpStack({})
  let cutDone = false
  let onStalled = () => {}
  const stalled = new Promise<void>((resolve) => (onStalled = resolve))
  const stack: tus.HttpStack = {
    getName: () => 'cutting',
    createRequest(method, url) {
      const request = inner.createRequest(method, url)
      if (method !== 'PATCH' || cutDone) return request
      cutDone = true
      const send = request.send.bind(request)
      request.send = (body) => {
        const whole = body as Uint8Array
        let sent = 0
        const partial = new Readable({
          read() {
            if (sent >= first) return onStalled()
            const piece = whole.subarray(sent, Math.min(first, sent + 256 * 1024))
            sent += piece.length
            this.push(piece)
          },
        })
        return send(Object.assign(partial, { size: whole.length }) as unknown as Parameters<typeof send>[0])
      }
      return request
    },
  }
  return { stack, stalled }
}

test.group('Uploads: tus 1.0 conformance', () => {
  test('OPTIONS on the collection and on an upload URL: 204 with Tus-Version, Tus-Extension and Tus-Max-Size', async ({ assert }) => {
    const batch = await openBatch({ maxFileBytes: 5 * MiB })
    const url = await createUpload(10, { filename: 'a.txt' }, { token: batch.uploadToken })
    for (const target of [collection(), url]) {
      const response = await fetch(target, { method: 'OPTIONS' })
      assert.equal(response.status, 204, target)
      assert.equal(response.headers.get('tus-version'), '1.0.0')
      assert.includeMembers(response.headers.get('tus-extension')!.split(','), ['creation', 'creation-with-upload', 'termination'])
      assert.notInclude(response.headers.get('tus-extension')!.split(','), 'creation-defer-length')
      assert.match(response.headers.get('tus-max-size')!, /^[1-9][0-9]*$/)
      assert.equal(await response.text(), '')
    }
    // With the batch's token, the largest file this batch accepts.
    const scoped = await fetch(collection(), { method: 'OPTIONS', headers: { authorization: `Bearer ${batch.uploadToken}` } })
    assert.equal(scoped.headers.get('tus-max-size'), String(5 * MiB))
  })

  test('a PATCH with another Content-Type is 415, translated, and writes nothing', async ({ assert }) => {
    const batch = await openBatch()
    const token = batch.uploadToken
    const url = await createUpload(10, { filename: 'a.txt' }, { token })
    for (const type of ['application/json', 'text/plain', 'application/octet-stream']) {
      const response = await tusPatch(url, 0, Buffer.from('{"a":"\u00ff"}'), { token, headers: { 'content-type': type, 'accept-language': 'en' } })
      assert.equal(response.status, 415, type)
      assert.equal(response.headers.get('tus-resumable'), '1.0.0')
      const error = await errorOf(response)
      assert.equal(error.code, 'E_UPLOAD_CONTENT_TYPE')
      assert.equal(error.message, 'A file chunk must be sent as application/offset+octet-stream')
    }
    assert.equal((await tusHead(url, { token })).headers.get('upload-offset'), '0')
  })

  test('an unsupported or missing Tus-Resumable is 412 with Tus-Version, and nothing is created', async ({ assert }) => {
    const batch = await openBatch()
    const token = batch.uploadToken
    const url = await createUpload(10, { filename: 'a.txt' }, { token })
    const answers = [
      await tusCreate(10, { filename: 'b.txt' }, { token, headers: { 'tus-resumable': '0.2.0', 'accept-language': 'fr' } }),
      await tusPatch(url, 0, Buffer.from('0123456789'), { token, headers: { 'tus-resumable': '0.2.0' } }),
      await fetch(url, { method: 'HEAD', headers: { authorization: `Bearer ${token}` } }),
    ]
    for (const response of answers) {
      assert.equal(response.status, 412)
      assert.equal(response.headers.get('tus-version'), '1.0.0')
    }
    const error = await errorOf(answers[0])
    assert.equal(error.code, 'E_TUS_VERSION')
    assert.equal(error.message, 'Version du protocole tus non prise en charge : ce serveur parle tus 1.0.0')
    const status = await fetch(collection(), { headers: { authorization: `Bearer ${token}` } })
    assert.lengthOf(((await status.json()) as { files: unknown[] }).files, 1)
    assert.equal((await tusHead(url, { token })).headers.get('upload-offset'), '0')
  })

  test('a PATCH without Upload-Offset is 400, translated, and writes nothing', async ({ assert }) => {
    const batch = await openBatch()
    const token = batch.uploadToken
    const url = await createUpload(10, { filename: 'a.txt' }, { token })
    const response = await fetch(url, {
      method: 'PATCH',
      headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}`, 'content-type': 'application/offset+octet-stream', 'accept-language': 'es' },
      body: Buffer.from('0123456789'),
    })
    assert.equal(response.status, 400)
    const error = await errorOf(response)
    assert.equal(error.code, 'E_UPLOAD_OFFSET_MISSING')
    assert.equal(error.message, 'Falta la cabecera Upload-Offset: indica dónde continúa el archivo')
    assert.equal((await tusHead(url, { token })).headers.get('upload-offset'), '0')
  })

  test('the upstream tus-js-client: create, a PATCH cut in the middle, HEAD, resume; the blob is the file', async ({ assert }) => {
    const bytes = randomBytesOf(12 * MiB + 7)
    const batch = await openBatch()
    const { blobs } = await services()
    const cut = cuttingHttpStack(3 * MiB)
    const options: tus.UploadOptions = {
      endpoint: collection(),
      chunkSize: 8 * MiB,
      headers: { Authorization: `Bearer ${batch.uploadToken}` },
      metadata: { filename: 'upstream.bin', filetype: 'application/octet-stream' },
      storeFingerprintForResuming: false,
      retryDelays: null,
    }
    const first = new tus.Upload(bytes, { ...options, httpStack: cut.stack })
    const failed = new Promise<void>((resolve, reject) => {
      first.options.onError = reject
      first.options.onSuccess = () => reject(new Error('the first try was meant to be cut'))
      void cut.stalled.then(resolve)
    })
    first.start()
    try {
      await failed
    } finally {
      await first.abort()
    }
    const url = first.url!
    assert.match(url, /\/api\/v2\/uploads\/[0-9A-Za-z]{22}$/)

    const head = await waitFor(async () => {
      const answer = await tusHead(url, { token: batch.uploadToken })
      return answer.status === 200 ? answer : null
    }, 'HEAD once the cut PATCH let go of the upload')
    const stored = Number(head.headers.get('upload-offset'))
    assert.isAtMost(stored, 3 * MiB, 'no more than the cut PATCH carried')
    assert.equal((await blobs.get(blobIdOfUrl(url)))?.receivedBytes, stored)
    assert.equal(head.headers.get('upload-length'), String(bytes.length))

    let resumedFrom = -1
    const second = new tus.Upload(bytes, { ...options, uploadUrl: url })
    await new Promise<void>((resolve, reject) => {
      second.options.onError = reject
      second.options.onSuccess = () => resolve()
      second.options.onProgress = (sent) => {
        if (resumedFrom < 0) resumedFrom = sent
      }
      second.start()
    })
    assert.equal(second.url, url)
    assert.isAtLeast(resumedFrom, stored)
    const blob = await blobWhenSettled(blobIdOfUrl(url))
    assert.equal(blob.state, 'ready')
    assert.equal(blob.size, bytes.length)
    assert.equal(blob.sha256, sha256Hex(bytes))
  }).timeout(60_000)
})
