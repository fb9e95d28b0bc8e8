import { describe, expect, it } from 'vitest'
import { filesFromEntries, filesFromList, type DroppedEntry } from './collect_files.js'

function fileAt(path: string, content = 'x') {
  const name = path.slice(path.lastIndexOf('/') + 1)
  const file = new File([content], name)
  Object.defineProperty(file, 'webkitRelativePath', { value: path.includes('/') ? path : '' })
  return file
}

function fileEntry(name: string, content = 'x'): DroppedEntry {
  return { isFile: true, isDirectory: false, name, file: (done) => done(new File([content], name)) }
}

/** A folder whose reader answers in batches of two, as browsers do in batches of 100. */
function folderEntry(name: string, children: DroppedEntry[]): DroppedEntry {
  return {
    isFile: false,
    isDirectory: true,
    name,
    createReader: () => {
      let given = 0
      return {
        readEntries: (done) => {
          const batch = children.slice(given, given + 2)
          given += batch.length
          done(batch)
        },
      }
    },
  }
}

describe('filesFromList (file input, folder input)', () => {
  it('keeps the folder structure from webkitRelativePath and the name of loose files', () => {
    const picked = filesFromList([fileAt('photos/2024/a.jpg'), fileAt('photos/b.jpg'), fileAt('loose.txt')])
    expect(picked.map((p) => p.relativePath)).toEqual(['photos/2024/a.jpg', 'photos/b.jpg', 'loose.txt'])
  })

  it('skips .DS_Store files anywhere', () => {
    const picked = filesFromList([fileAt('photos/.DS_Store'), fileAt('.DS_Store'), fileAt('photos/a.jpg')])
    expect(picked.map((p) => p.relativePath)).toEqual(['photos/a.jpg'])
  })

  it('sanitises hostile paths as the server will', () => {
    const picked = filesFromList([fileAt('../../evil/x.txt'), fileAt('a\u0000b/c.txt')])
    expect(picked.map((p) => p.relativePath)).toEqual(['evil/x.txt', 'ab/c.txt'])
  })
})

describe('filesFromEntries (drag and drop of folders)', () => {
  it('walks folders recursively, reading every batch of entries', async () => {
    const dropped = [
      folderEntry('project', [
        fileEntry('README.md'),
        fileEntry('.DS_Store'),
        folderEntry('src', [fileEntry('a.ts'), fileEntry('b.ts'), fileEntry('c.ts'), folderEntry('empty', [])]),
      ]),
      fileEntry('notes.txt'),
    ]
    const picked = await filesFromEntries(dropped)
    expect(picked.map((p) => p.relativePath)).toEqual(['project/README.md', 'project/src/a.ts', 'project/src/b.ts', 'project/src/c.ts', 'notes.txt'])
    expect(await picked[0].file.text()).toBe('x')
  })
})
