import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { HASH_SLICE_BYTES, sha256OfBlob } from './sha256_file.js'
import { classifyFailure } from './upload_failure.js'
import { totalsOf, type UploadItem } from './upload_client.js'

describe('streaming SHA-256 of a Blob', () => {
  it('equals node:crypto across slice boundaries and reports progress', async () => {
    const bytes = new Uint8Array(HASH_SLICE_BYTES * 2 + 12345).map((_, i) => (i * 31) % 251)
    const progress: number[] = []
    const sha256 = await sha256OfBlob(new Blob([bytes]), (done) => progress.push(done))
    expect(sha256).toBe(createHash('sha256').update(bytes).digest('hex'))
    expect(progress).toEqual([HASH_SLICE_BYTES, HASH_SLICE_BYTES * 2, bytes.length])
  })

  it('hashes an empty file', async () => {
    expect(await sha256OfBlob(new Blob([]))).toBe(createHash('sha256').digest('hex'))
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
  })
  it('sums bytes over every file and counts states', () => {
    const totals = totalsOf([item(100, 50, 'loading'), item(300, 300, 'complete')])
    expect(totals).toMatchObject({ files: 2, bytes: 400, sentBytes: 350, progress: 350 / 400 })
    expect(totals.states.loading).toBe(1)
    expect(totals.states.complete).toBe(1)
  })
})
