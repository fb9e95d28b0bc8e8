import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createSHA256 } from 'hash-wasm'
import { HASH_READ_BYTES, HASH_SLICE_BYTES, byobReader, hashSlices, hashStream, sha256OfBlob } from './sha256_file.js'
import { classifyFailure } from './upload_failure.js'
import { totalsOf, type UploadItem } from './upload_client.js'

const nodeSha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
function patterned(length: number) {
  const bytes = new Uint8Array(length)
  for (let i = 0; i < length; i++) bytes[i] = (i * 31) % 251
  return bytes
}

/** A Blob whose stream() is not a byte stream, as in browsers without BYOB readers on Blob.stream(). */
class DefaultStreamBlob extends Blob {
  override stream() {
    const bytes = this.bytes()
    return new ReadableStream<Uint8Array<ArrayBuffer>>({
      async start(controller) {
        controller.enqueue(await bytes)
        controller.close()
      },
    })
  }
}

// Every path sha256OfBlob may take, each run on its own.
const paths = {
  'stream (BYOB)': async (blob: Blob, onProgress?: (n: number) => void, signal?: AbortSignal) => {
    const hasher = await createSHA256()
    hasher.init()
    await hashStream(hasher, byobReader(blob)!, onProgress, signal)
    return hasher.digest('hex')
  },
  'slices (fallback)': async (blob: Blob, onProgress?: (n: number) => void, signal?: AbortSignal) => {
    const hasher = await createSHA256()
    hasher.init()
    await hashSlices(hasher, blob, onProgress, signal)
    return hasher.digest('hex')
  },
}

describe.each(Object.entries(paths))('SHA-256 of a Blob, %s path', (_, digest) => {
  it('gives the known vectors', async () => {
    expect(await digest(new Blob(['abc']))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect(await digest(new Blob([]))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
  })

  it('equals node:crypto across buffer and slice boundaries, with progress up to the size', async () => {
    for (const length of [HASH_READ_BYTES - 1, HASH_READ_BYTES, HASH_READ_BYTES + 1, HASH_SLICE_BYTES * 2 + 12345]) {
      const bytes = patterned(length)
      const progress: number[] = []
      expect(await digest(new Blob([bytes]), (done) => progress.push(done))).toBe(nodeSha256(bytes))
      expect(progress.at(-1)).toBe(length)
      expect(progress).toEqual([...progress].sort((a, b) => a - b))
    }
  })

  it('stops when aborted, before or during the hashing', async () => {
    const blob = new Blob([new Uint8Array(HASH_SLICE_BYTES * 2)])
    await expect(digest(blob, undefined, AbortSignal.abort())).rejects.toMatchObject({ name: 'AbortError' })
    const controller = new AbortController()
    const progress: number[] = []
    const hashing = digest(blob, (done) => (progress.push(done), controller.abort()), controller.signal)
    await expect(hashing).rejects.toMatchObject({ name: 'AbortError' })
    expect(progress).toHaveLength(1)
  })
})

describe('sha256OfBlob', () => {
  it('streams a Blob and falls back to slices where stream() has no BYOB reader', async () => {
    const bytes = patterned(HASH_SLICE_BYTES + 777)
    expect(byobReader(new DefaultStreamBlob([bytes]))).toBeNull()
    expect(await sha256OfBlob(new Blob([bytes]))).toBe(nodeSha256(bytes))
    const progress: number[] = []
    expect(await sha256OfBlob(new DefaultStreamBlob([bytes]), (done) => progress.push(done))).toBe(nodeSha256(bytes))
    expect(progress).toEqual([HASH_SLICE_BYTES, bytes.length])
  })
})

describe('what a failure means', () => {
  const response = (status: number, body: string) => ({ originalResponse: { getStatus: () => status, getBody: () => body } })

  it('a 4xx with the envelope is a refusal carrying the translated message', () => {
    const failure = classifyFailure(response(413, JSON.stringify({ error: { code: 'E_FILE_TOO_LARGE', message: 'Allowed limit exceeded by 1 Mo' } })))
    expect(failure).toEqual({ kind: 'refused', status: 413, code: 'E_FILE_TOO_LARGE', message: 'Allowed limit exceeded by 1 Mo' })
  })

  it('no answer, a 5xx, a 409 or a 423 are worth retrying', () => {
    expect(classifyFailure(new Error('network')).kind).toBe('network')
    expect(classifyFailure(response(502, '<html>')).kind).toBe('network')
    expect(classifyFailure(response(409, '{}')).kind).toBe('network')
    expect(classifyFailure(response(423, '{}')).kind).toBe('network')
  })
})

describe('total progress', () => {
  const item = (size: number, sentBytes: number, state: UploadItem['state']): UploadItem => ({
    id: String(size),
    relativePath: 'x',
    name: 'x',
    size,
    sentBytes,
    state,
    blobId: null,
    failure: null,
    alreadySent: false,
  })
  it('sums bytes over every file and counts states', () => {
    const totals = totalsOf([item(100, 50, 'loading'), item(300, 300, 'complete')])
    expect(totals).toMatchObject({ files: 2, bytes: 400, sentBytes: 350, progress: 350 / 400 })
    expect(totals.states.loading).toBe(1)
    expect(totals.states.complete).toBe(1)
  })
})
