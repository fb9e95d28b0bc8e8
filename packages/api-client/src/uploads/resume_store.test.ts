import { describe, expect, it } from 'vitest'
import { ResumeStore, fileFingerprint, type KeyValueStorage } from './resume_store.js'

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) }
}

const file = { relativePath: 'dir/a.bin', size: 1000, lastModified: 1700000000000 }

describe('resume bookkeeping', () => {
  it('the same path, size and date is the same file; any difference is another', () => {
    expect(fileFingerprint('b1', file)).toBe(fileFingerprint('b1', { ...file }))
    expect(fileFingerprint('b1', file)).not.toBe(fileFingerprint('b2', file))
    expect(fileFingerprint('b1', file)).not.toBe(fileFingerprint('b1', { ...file, size: 1001 }))
    expect(fileFingerprint('b1', file)).not.toBe(fileFingerprint('b1', { ...file, lastModified: 1 }))
  })

  it('remembers upload URLs across instances (a reload) and hands them back for the same file only', () => {
    const storage = memoryStorage()
    new ResumeStore(storage).remember('b1', file, '/api/v2/uploads/abc')
    const afterReload = new ResumeStore(storage)
    expect(afterReload.uploadUrlFor('b1', file)).toBe('/api/v2/uploads/abc')
    expect(afterReload.uploadUrlFor('b1', { ...file, size: 2 })).toBeNull()
    // Remembering the file again without a URL keeps the URL it had.
    afterReload.remember('b1', file)
    expect(afterReload.uploadUrlFor('b1', file)).toBe('/api/v2/uploads/abc')
  })

  it('lists the files still to re-add after a reload', () => {
    const store = new ResumeStore(memoryStorage())
    const other = { relativePath: 'b.txt', size: 5, lastModified: 2 }
    store.remember('b1', file, '/u/1')
    store.remember('b1', other, '/u/2')
    expect(store.missing('b1', [other]).map((f) => f.relativePath)).toEqual(['dir/a.bin'])
    store.forgetFile('b1', file)
    expect(store.missing('b1', [other])).toEqual([])
  })

  it('forgets batches that are too old and survives corrupt or failing storage', () => {
    const storage = memoryStorage()
    const store = new ResumeStore(storage, 1000)
    store.remember('b1', file, '/u/1')
    const saved = JSON.parse(storage.map.get('sceau.uploads.b1')!)
    storage.map.set('sceau.uploads.b1', JSON.stringify({ ...saved, savedAt: Date.now() - 5000 }))
    expect(store.load('b1')).toBeNull()
    storage.map.set('sceau.uploads.b2', '{not json')
    expect(store.load('b2')).toBeNull()
    const full: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {},
    }
    expect(() => new ResumeStore(full).remember('b1', file, '/u')).not.toThrow()
  })
})
