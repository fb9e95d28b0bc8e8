import { describe, expect, it } from 'vitest'
import { ResumeStore, type KeyValueStorage } from './resume_store.js'
import { UploadClient, type UploadItem } from './upload_client.js'

function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>()
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) }
}

const picked = (relativePath: string, bytes: string, lastModified = 1_700_000_000_000) => ({
  relativePath,
  file: new File([bytes], relativePath.split('/').pop()!, { lastModified }),
})

function client(storage: KeyValueStorage, serverFiles: { id: string; path: string; size: number; state: string }[]) {
  let items: UploadItem[] = []
  const uploads = new UploadClient({
    batchId: 'b1',
    token: 't',
    endpoint: 'http://sceau.test/api/v2/uploads',
    storage,
    hasher: null,
    retryDelays: [],
    fetch: async () => new Response(JSON.stringify({ batchId: 'b1', open: true, files: serverFiles }), { status: 200 }),
    onChange: (next) => (items = next),
  })
  return { uploads, items: () => items }
}

describe('resuming a batch sends only what is missing', () => {
  it('files this browser finished before a reload are listed as already sent and never sent again; the others are', async () => {
    const storage = memoryStorage()
    const done = picked('dossier/a.csv', 'aaaa')
    const rest = picked('dossier/b.csv', 'bbbbbb')
    const before = new ResumeStore(storage)
    const identity = (p: typeof done) => ({ relativePath: p.relativePath, size: p.file.size, lastModified: p.file.lastModified })
    before.remember('b1', identity(rest), 'http://sceau.test/api/v2/uploads/u2')
    before.markFinished('b1', identity(done))
    const { uploads, items } = client(storage, [])
    uploads.add([done, rest])
    uploads.start()
    // The other file is tried (Node's tus-js-client cannot read a web File: it fails before any request).
    await expect.poll(() => items()[1]?.state).not.toBe('waiting')
    expect(items()[0]).toMatchObject({ relativePath: 'dossier/a.csv', state: 'complete', sentBytes: 4, alreadySent: true })
    expect(items()[1]).toMatchObject({ relativePath: 'dossier/b.csv', alreadySent: false })
    uploads.close()
  })

  it('files the server already holds whole (another browser, a cleared storage) are set aside before anything is sent', async () => {
    const storage = memoryStorage()
    const { uploads, items } = client(storage, [
      { id: 'x1', path: 'dossier/a.csv', size: 4, state: 'ready' },
      { id: 'x2', path: 'dossier/b.csv', size: 6, state: 'uploading' },
    ])
    uploads.add([picked('dossier/a.csv', 'aaaa'), picked('dossier/b.csv', 'bbbbbb')])
    uploads.start()
    await expect.poll(() => items()[1]?.state).not.toBe('waiting')
    expect(items()[0]).toMatchObject({ state: 'complete', alreadySent: true, blobId: 'x1' })
    // Not whole on the server: sent (resumed by tus when its URL is known).
    expect(items()[1]).toMatchObject({ alreadySent: false })
    // Remembered as sent: the next page skips it without asking.
    expect(new ResumeStore(storage).isFinished('b1', { relativePath: 'dossier/a.csv', size: 4, lastModified: 1_700_000_000_000 })).toBe(true)
    uploads.close()
  })

  it('a batch whose files are all sent is forgotten: nothing is left to resume', () => {
    const storage = memoryStorage()
    const store = new ResumeStore(storage)
    const a = { relativePath: 'a', size: 1, lastModified: 1 }
    const b = { relativePath: 'b', size: 2, lastModified: 1 }
    store.remember('b1', a)
    store.remember('b1', b)
    store.markFinished('b1', a)
    expect(store.isFinished('b1', a)).toBe(true)
    store.markFinished('b1', b)
    expect(store.load('b1')).toBeNull()
  })
})
