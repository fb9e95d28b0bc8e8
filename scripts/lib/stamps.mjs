/* Content stamps: a step is skipped when the hash of its inputs equals the one recorded last time. */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { root } from './paths.mjs'

const IGNORED = new Set(['node_modules', 'build', 'dist', '.git', 'storage', 'tmp', '.plasmo', 'test-results', 'coverage'])

/** Hash of files' paths, sizes and modification times under the given folders (recursively). */
export function treeHash(folders, { include = () => true } = {}) {
  const hash = createHash('sha256')
  const walk = (dir) => {
    if (!existsSync(dir)) return
    if (statSync(dir).isFile()) {
      const stat = statSync(dir)
      hash.update(`${relative(root, dir)}\0${stat.size}\0${stat.mtimeMs}\n`)
      return
    }
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (IGNORED.has(entry.name)) continue
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.isFile() && include(path)) {
        const stat = statSync(path)
        hash.update(`${relative(root, path)}\0${stat.size}\0${stat.mtimeMs}\n`)
      }
    }
  }
  for (const folder of folders) walk(join(root, folder))
  return hash.digest('hex')
}

/** Hash of the contents of the given files (missing files count as empty). */
export function filesHash(files) {
  const hash = createHash('sha256')
  for (const file of files) {
    const path = join(root, file)
    hash.update(`${file}\0`)
    if (existsSync(path)) hash.update(readFileSync(path))
  }
  return hash.digest('hex')
}

export function readStamp(dir, name) {
  const file = join(dir, `${name}.stamp`)
  return existsSync(file) ? readFileSync(file, 'utf8') : null
}

export function writeStamp(dir, name, value) {
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `${name}.stamp`), value)
}
