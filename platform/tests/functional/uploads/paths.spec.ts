import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { test } from '@japa/runner'
import { blobIdOfUrl, createUpload, openBatch, sendChunks, services } from '@sceau/testing/uploads'

test.group('Uploads: folder paths are kept, sanitised', () => {
  test('{label} is stored as {stored}')
    .with(
      [
        { declared: 'photos/2024/a.jpg', stored: 'photos/2024/a.jpg' },
        { declared: '../../x', stored: 'x' },
        { declared: '../../../etc/passwd', stored: 'etc/passwd' },
        { declared: '/etc/passwd', stored: 'etc/passwd' },
        { declared: 'C:\\Users\\me\\doc.txt', stored: 'Users/me/doc.txt' },
        { declared: '\\\\server\\share\\f.txt', stored: 'server/share/f.txt' },
        { declared: 'a/./b//c.txt', stored: 'a/b/c.txt' },
        { declared: 'dir\u0000/na\u0007me\u202e.txt', stored: 'dir/name.txt' },
        { declared: 'e\u0301te\u0301/ca\u0300.txt', stored: 'été/cà.txt' },
        { declared: 'CON.txt', stored: '_CON.txt' },
        { declared: 'what?.txt', stored: 'what_.txt' },
      ].map((entry) => ({ ...entry, label: JSON.stringify(entry.declared) }))
    )
    .run(async ({ assert }, { declared, stored }) => {
      const batch = await openBatch()
      const token = batch.uploadToken
      const url = await createUpload(3, { filename: declared.split(/[\\/]/).pop() || 'x', relativePath: declared }, { token })
      await sendChunks(url, Buffer.from('abc'), 3, { token })
      const { blobs } = await services()
      const blob = await blobs.get(blobIdOfUrl(url))
      assert.equal(blob?.path, stored)
      assert.equal(blob?.name, stored.split('/').pop())
      assert.equal(blob?.storageKey, `uploads/${blob?.id}`)
    })

  test('a 300-character name is cut to 255 bytes, keeping its extension', async ({ assert }) => {
    const batch = await openBatch()
    const token = batch.uploadToken
    const long = `${'é'.repeat(300)}.pdf`
    const url = await createUpload(3, { filename: long, relativePath: `dir/${long}` }, { token })
    const { blobs } = await services()
    const blob = (await blobs.get(blobIdOfUrl(url)))!
    assert.isAtMost(Buffer.byteLength(blob.name), 255)
    assert.isTrue(blob.name.endsWith('.pdf'))
    assert.isTrue(blob.path.startsWith('dir/é'))
  })

  test('names never reach the storage: bytes live under uploads/<id> only', async ({ assert }) => {
    const batch = await openBatch()
    const token = batch.uploadToken
    const url = await createUpload(3, { filename: 'x', relativePath: '../../../../escape' }, { token })
    await sendChunks(url, Buffer.from('abc'), 3, { token })
    const { blobs } = await services()
    const blob = (await blobs.get(blobIdOfUrl(url)))!
    if (!process.env.S3_BUCKET) {
      const files = readdirSync(join(process.env.DATA_DIR!, 'files'))
      assert.notInclude(files, 'escape')
      assert.include(readdirSync(join(process.env.DATA_DIR!, 'files', 'uploads')), blob.id)
    }
    assert.equal(blob.path, 'escape')
  })
})
