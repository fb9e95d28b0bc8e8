import { test } from '@japa/runner'
import { isApiError } from '@sceau/plugin-sdk/server'
import {
  baseUrl,
  blobWhenSettled,
  blobIdOfUrl,
  createUpload,
  errorOf,
  MiB,
  openBatch,
  randomBytesOf,
  sendChunks,
  tusCreate,
  tusHead,
  tusPatch,
} from '@sceau/testing/uploads'

const files = async (token: string) => {
  const response = await fetch(`${baseUrl()}/api/v2/uploads`, { headers: { authorization: `Bearer ${token}` } })
  return ((await response.json()) as { files: { path: string; size: number; state: string }[] }).files
}

test.group('Uploads: a batch holds to the files it was opened for', () => {
  test('unannounced files, other sizes, extra bytes and a second copy of a sent file are refused, translated; nothing is stored', async ({ assert }) => {
    const batch = await openBatch({}, 3600, [
      { path: 'dossier/tableau.csv', size: 100 },
      { path: 'b.bin', size: 10 },
    ])
    const token = batch.uploadToken
    const en = { token, headers: { 'accept-language': 'en' } }
    const bytes = randomBytesOf(100)
    const url = await createUpload(100, { filename: 'tableau.csv', relativePath: 'dossier/tableau.csv' }, { token })
    await sendChunks(url, bytes, 100, { token })
    assert.equal((await blobWhenSettled(blobIdOfUrl(url))).state, 'ready')

    const again = await tusCreate(100, { filename: 'tableau.csv', relativePath: 'dossier/tableau.csv' }, en)
    // 400, not 409: tus clients retry a 409 (an offset conflict) for minutes.
    assert.equal(again.status, 400)
    assert.deepEqual(await errorOf(again), { code: 'E_ALREADY_UPLOADED', message: 'This file has already been sent' })

    const other = await tusCreate(100, { filename: 'autre.csv', relativePath: 'dossier/autre.csv' }, en)
    assert.equal(other.status, 400)
    assert.deepEqual(await errorOf(other), { code: 'E_NOT_ANNOUNCED', message: 'This file is not one of the files announced for this upload' })

    const bigger = await tusCreate(2 * MiB, { filename: 'b.bin' }, { token, headers: { 'accept-language': 'fr' } })
    assert.equal(bigger.status, 400)
    const mismatch = await errorOf(bigger)
    assert.equal(mismatch.code, 'E_SIZE_MISMATCH')
    assert.match(mismatch.message, /^Ce fichier n’a pas la taille annoncée \(10 .+\)$/)

    // Bytes past the announced size never land.
    const small = await createUpload(10, { filename: 'b.bin' }, { token })
    const extra = await tusPatch(small, 0, randomBytesOf(20), { token })
    assert.isAtLeast(extra.status, 400)
    assert.equal((await tusHead(small, { token })).headers.get('upload-offset'), '0')

    assert.sameDeepMembers(
      (await files(token)).map(({ path, size, state }) => ({ path, size, state })),
      [
        { path: 'dossier/tableau.csv', size: 100, state: 'ready' },
        { path: 'b.bin', size: 10, state: 'uploading' },
      ]
    )
  })

  test('an announced file started again (its upload URL lost) replaces the unfinished copy: one file, the bytes of the second', async ({ assert }) => {
    const batch = await openBatch({ maxFiles: 1 }, 3600, [{ path: 'video.mp4', size: 3 * MiB }])
    const token = batch.uploadToken
    const bytes = randomBytesOf(3 * MiB)
    const first = await createUpload(bytes.length, { filename: 'video.mp4' }, { token })
    await sendChunks(first, bytes.subarray(0, MiB), MiB, { token })
    const second = await createUpload(bytes.length, { filename: 'video.mp4' }, { token })
    assert.notEqual(second, first)
    assert.equal((await tusHead(first, { token })).status, 404)
    await sendChunks(second, bytes, MiB, { token })
    assert.equal((await blobWhenSettled(blobIdOfUrl(second))).state, 'ready')
    assert.deepEqual(
      (await files(token)).map(({ path, state }) => ({ path, state })),
      [{ path: 'video.mp4', state: 'ready' }]
    )
  })

  test('names are checked when the batch opens: "{label}" is refused with {code}')
    .with([
      { label: '..', path: '..', code: 'E_FILE_NAME' },
      { label: 'folder/../escape', path: 'folder/../x.txt', code: 'E_FILE_NAME' },
      { label: 'empty', path: '', code: 'E_FILE_NAME' },
      { label: 'a control character', path: 'a\u0007b.txt', code: 'E_FILE_NAME' },
      { label: '300 bytes', path: `${'é'.repeat(148)}.txt`, code: 'E_FILE_NAME_TOO_LONG' },
      { label: '.DS_Store', path: 'dir/.DS_Store', code: 'E_IGNORED_FILE' },
    ])
    .run(async ({ assert }, { path, code }) => {
      try {
        await openBatch({}, 3600, [
          { path: 'ok.txt', size: 1 },
          { path, size: 1 },
        ])
        assert.fail('the batch opened')
      } catch (error) {
        assert.isTrue(isApiError(error))
        assert.equal((error as { code: string }).code, code)
        assert.equal((error as { status: number }).status, 400)
      }
    })

  test('a batch opened without a list takes any file within its policy', async ({ assert }) => {
    const batch = await openBatch({ maxFiles: 2 })
    const token = batch.uploadToken
    await createUpload(1, { filename: 'a.txt' }, { token })
    await createUpload(1, { filename: 'a.txt' }, { token })
    assert.lengthOf(await files(token), 2)
  })
})
