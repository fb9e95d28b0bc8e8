/* The files named on the command line: files as they are, folders walked (their name kept as the first path segment). */
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import { basename, join, resolve } from 'node:path'
import { isIgnoredFileName } from '@sceau/shared'
import { usageError } from './errors.ts'
import { t } from './i18n.ts'

export interface LocalFile {
  absolutePath: string
  /** Path sent to the server: "report.pdf" or "folder/sub/report.pdf". */
  relativePath: string
  size: number
  lastModified: number
  /** MIME type sent with the upload (none: the server guesses). */
  type?: string
}

async function walk(dir: string, prefix: string, out: LocalFile[]) {
  const entries = await readdir(dir, { withFileTypes: true })
  entries.sort((a, b) => a.name.localeCompare(b.name))
  for (const entry of entries) {
    if (isIgnoredFileName(entry.name)) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) await walk(path, `${prefix}/${entry.name}`, out)
    else if (entry.isFile()) out.push(await describe(path, `${prefix}/${entry.name}`))
  }
}

async function describe(absolutePath: string, relativePath: string): Promise<LocalFile> {
  const info = await stat(absolutePath)
  return { absolutePath, relativePath, size: info.size, lastModified: Math.floor(info.mtimeMs) }
}

/** Returns the files and whether a folder was given (a folder deposit). */
export async function collectFiles(paths: string[]): Promise<{ files: LocalFile[]; folder: boolean }> {
  if (!paths.length) throw usageError(t('error.namePaths'))
  const files: LocalFile[] = []
  let folder = false
  for (const given of paths) {
    const absolute = resolve(given)
    const info = await stat(absolute).catch(() => null)
    if (!info) throw usageError(t('error.noSuchPath', { path: given }))
    if (info.isDirectory()) {
      folder = true
      await walk(absolute, basename(absolute), files)
    } else if (info.isFile()) files.push(await describe(absolute, basename(absolute)))
    else throw usageError(t('error.notAFile', { path: given }))
  }
  if (!files.length) throw usageError(t('error.emptyFolder'))
  const seen = new Set<string>()
  for (const file of files) {
    if (seen.has(file.relativePath)) throw usageError(t('error.samePath', { path: file.relativePath }))
    seen.add(file.relativePath)
  }
  return { files, folder: folder || files.length > 1 }
}

export async function sha256File(path: string, onBytes?: (bytes: number) => void): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 }) as AsyncIterable<Buffer>) {
    hash.update(chunk)
    onBytes?.(chunk.length)
  }
  return hash.digest('hex')
}

/** Same files (path, size, date) and same options: the same batch, so an interrupted run resumes it. */
export function batchKey(kind: string, origin: string, files: LocalFile[], options: unknown) {
  const identity = files.map((f) => [f.absolutePath, f.relativePath, f.size, f.lastModified])
  return createHash('sha256')
    .update(JSON.stringify([kind, origin, identity, options]))
    .digest('hex')
}
