/*
 * The browser extension's packages this instance serves (built by `npm run build` into
 * extension/build/packages with a packages.json listing each file, its size and SHA-256), so a user
 * installs the extension from the instance they deposit to. EXTENSION_PACKAGES_DIR points elsewhere.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ExtensionPackage } from '../shared/types.js'

/** The repository root (the folder holding pnpm-workspace.yaml), from source or from build/. */
function repositoryRoot(start: string) {
  for (let dir = start; dir !== dirname(dir); dir = dirname(dir)) if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir
  return start
}

export function packagesDir(env: NodeJS.ProcessEnv = process.env) {
  return resolve(env.EXTENSION_PACKAGES_DIR || join(repositoryRoot(fileURLToPath(new URL('.', import.meta.url))), 'extension', 'build', 'packages'))
}

interface Listed {
  browser: ExtensionPackage['browser']
  file: string
  size: number
  sha256: string
  version: string
}

let cache: { path: string; mtime: number; list: Listed[] } | null = null

/** The packages built, as packages.json lists them (none when the extension was not built). */
export function builtPackages(dir = packagesDir()): Listed[] {
  const path = join(dir, 'packages.json')
  if (!existsSync(path)) return []
  const mtime = statSync(path).mtimeMs
  if (cache?.path !== path || cache.mtime !== mtime) {
    const raw = JSON.parse(readFileSync(path, 'utf8')) as { packages?: Listed[] }
    // Only plain file names of this folder that exist: nothing else is ever served.
    const list = (raw.packages ?? []).filter((entry) => /^[\w.-]+$/.test(entry.file) && existsSync(join(dir, entry.file)))
    cache = { path, mtime, list }
  }
  return cache.list
}

export const PACKAGE_MIME: Record<ExtensionPackage['browser'], string> = { chrome: 'application/zip', firefox: 'application/x-xpinstall' }
