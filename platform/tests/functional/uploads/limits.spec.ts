import { test } from '@japa/runner'
import { blobIdOfUrl, errorOf, createUpload, MiB, openBatch, services, tusCreate, tusHead, tusPatch } from '@sceau/testing/uploads'

const LANGUAGES = {
  fr: { limit: 'Limite autorisée dépassée de 1 Mo', files: 'Limite de fichiers dépassée' },
  en: { limit: 'Allowed limit exceeded by 1 MB', files: 'File limit exceeded' },
  es: { limit: 'Límite permitido superado en 1 MB', files: 'Límite de archivos superado' },
  it: { limit: 'Limite consentito superato di 1 MB', files: 'Limite di file superato' },
  pt: { limit: 'Limite permitido excedido em 1 MB', files: 'Limite de ficheiros excedido' },
}

test.group('Uploads: limits enforced by the server, with translated messages', () => {
  test('a file over the per-file limit: 413 "Allowed limit exceeded by …" in {language}')
    .with(Object.entries(LANGUAGES).map(([language, texts]) => ({ language, texts })))
    .run(async ({ assert }, { language, texts }) => {
      const batch = await openBatch({ maxFileBytes: 2 * MiB })
      const response = await tusCreate(
        3 * MiB,
        { filename: 'big.bin' },
        {
          token: batch.uploadToken,
          headers: { 'accept-language': language },
        }
      )
      assert.equal(response.status, 413)
      assert.deepEqual(await response.json(), { error: { code: 'E_FILE_TOO_LARGE', message: texts.limit } })
      const { blobs } = await services()
      assert.lengthOf(await blobs.list(batch.batchId), 0)
    })

  test('the batch total counts every file: the overrun is the excess of the whole batch', async ({ assert }) => {
    const batch = await openBatch({ maxFileBytes: 4 * MiB, maxTotalBytes: 5 * MiB })
    const token = batch.uploadToken
    await createUpload(3 * MiB, { filename: 'one.bin' }, { token })
    const refused = await tusCreate(3 * MiB, { filename: 'two.bin' }, { token, headers: { 'accept-language': 'en' } })
    assert.equal(refused.status, 413)
    assert.deepEqual(await refused.json(), { error: { code: 'E_BATCH_TOO_LARGE', message: LANGUAGES.en.limit } })
    // What still fits is accepted.
    await createUpload(2 * MiB, { filename: 'three.bin' }, { token })
  })

  test('one file too many: "File limit exceeded" in {language}')
    .with(Object.entries(LANGUAGES).map(([language, texts]) => ({ language, texts })))
    .run(async ({ assert }, { language, texts }) => {
      const batch = await openBatch({ maxFiles: 2 })
      const token = batch.uploadToken
      await createUpload(1, { filename: 'a' }, { token })
      await createUpload(1, { filename: 'b' }, { token })
      const response = await tusCreate(1, { filename: 'c' }, { token, headers: { 'accept-language': language } })
      assert.equal(response.status, 400)
      assert.deepEqual(await response.json(), { error: { code: 'E_FILE_LIMIT', message: texts.files } })
    })

  test('parallel creations cannot overshoot the file count', async ({ assert }) => {
    const batch = await openBatch({ maxFiles: 3 })
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => tusCreate(10, { filename: `f${i}` }, { token: batch.uploadToken })))
    assert.equal(answers.filter((r) => r.status === 201).length, 3)
    assert.equal(answers.filter((r) => r.status === 400).length, 5)
    const { blobs } = await services()
    assert.lengthOf(await blobs.list(batch.batchId), 3)
  })

  test('a chunk over 50 MiB is refused before its body is read', async ({ assert }) => {
    const batch = await openBatch({ maxFileBytes: 64 * MiB })
    const token = batch.uploadToken
    const url = await createUpload(60 * MiB, { filename: 'big.bin' }, { token })
    const response = await tusPatch(url, 0, new Uint8Array(50 * MiB + 1), { token, headers: { 'accept-language': 'en' } })
    assert.equal(response.status, 413)
    assert.deepEqual(await response.json(), {
      error: { code: 'E_CHUNK_TOO_LARGE', message: 'Each upload request may carry at most 50 MB' },
    })
    assert.equal((await tusHead(url, { token })).headers.get('upload-offset'), '0')
  })

  test('a chunk without Content-Length stops at 50 MiB', async ({ assert }) => {
    const batch = await openBatch({ maxFileBytes: 64 * MiB })
    const token = batch.uploadToken
    const url = await createUpload(60 * MiB, { filename: 'big.bin' }, { token })
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 60 * MiB) return controller.close()
        sent += MiB
        controller.enqueue(new Uint8Array(MiB))
      },
    })
    const status = await tusPatch(url, 0, body, { token }).then(
      (response) => response.status,
      () => 'connection closed'
    )
    assert.include([413, 'connection closed'], status)
    const offset = Number((await tusHead(url, { token })).headers.get('upload-offset'))
    assert.isAtMost(offset, 50 * MiB)
    const { blobs } = await services()
    assert.isAtMost((await blobs.get(blobIdOfUrl(url)))!.receivedBytes, 50 * MiB)
  })

  test('refusals at creation: {label}')
    .with([
      { label: '.DS_Store', metadata: { filename: '.DS_Store' }, code: 'E_IGNORED_FILE' },
      { label: '.DS_Store in a folder', metadata: { filename: 'x', relativePath: 'photos/.DS_Store' }, code: 'E_IGNORED_FILE' },
      { label: 'no file name', metadata: {}, code: 'E_FILE_NAME' },
      { label: 'a name made only of dots and slashes', metadata: { filename: '../..//./' }, code: 'E_FILE_NAME' },
      { label: 'a malformed SHA-256', metadata: { filename: 'a', sha256: 'xyz' }, code: 'E_BAD_CHECKSUM' },
    ])
    .run(async ({ assert }, { metadata, code }) => {
      const batch = await openBatch()
      const response = await tusCreate(5, metadata as Record<string, string>, { token: batch.uploadToken })
      assert.equal(response.status, 400)
      assert.equal((await errorOf(response)).code, code)
    })

  test('a folder path is refused when the batch takes files only', async ({ assert }) => {
    const batch = await openBatch({ allowFolders: false })
    const token = batch.uploadToken
    const refused = await tusCreate(5, { filename: 'a.txt', relativePath: 'dir/a.txt' }, { token })
    assert.equal((await errorOf(refused)).code, 'E_FOLDERS_NOT_ALLOWED')
    await createUpload(5, { filename: 'a.txt' }, { token })
  })

  test('a deferred length is a translated 400 asking for the size (limits need it up front), and creates nothing', async ({ assert }) => {
    const batch = await openBatch()
    const response = await fetch(`http://${process.env.HOST}:${process.env.PORT}/api/v2/uploads`, {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${batch.uploadToken}`, 'upload-defer-length': '1', 'accept-language': 'es' },
    })
    assert.equal(response.status, 400)
    assert.isNull(response.headers.get('location'))
    assert.deepEqual(await errorOf(response), { code: 'E_UPLOAD_LENGTH', message: 'El tamaño del archivo debe indicarse al empezar el envío' })
    const list = await fetch(`http://${process.env.HOST}:${process.env.PORT}/api/v2/uploads`, { headers: { authorization: `Bearer ${batch.uploadToken}` } })
    assert.lengthOf(((await list.json()) as { files: unknown[] }).files, 0)
  })

  test('a malformed header is answered in the envelope too', async ({ assert }) => {
    const batch = await openBatch()
    const response = await fetch(`http://${process.env.HOST}:${process.env.PORT}/api/v2/uploads`, {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${batch.uploadToken}`, 'upload-length': '-4' },
    })
    assert.equal(response.status, 400)
    assert.equal((await errorOf(response)).code, 'E_BAD_REQUEST')
  })
})
