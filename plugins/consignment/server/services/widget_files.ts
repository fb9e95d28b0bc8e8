import { stat, readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { WidgetManifest } from '../../shared/index.js'

export const WIDGET_FILES = ['module', 'classic', 'verifier'] as const
export type WidgetFileKind = (typeof WIDGET_FILES)[number]

/** One entry of embed/dist/manifest.json, as the widget's build writes it. */
interface BuiltFile {
  file: string
  integrity: string
  bytes: number
  gzipBytes: number
}

export interface BuiltManifest {
  version: string
  files: Record<WidgetFileKind, BuiltFile>
}

/** A served file: its path on disk and the SRI hash the manifest gives (it names the file's content). */
export interface WidgetFileOnDisk {
  path: string
  integrity: string
}

const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/
const FILE_NAME = /^[0-9A-Za-z][0-9A-Za-z._-]{0,127}\.js$/

function embedDist() {
  try {
    return join(dirname(createRequire(import.meta.url).resolve('@sceau/embed/package.json')), 'dist')
  } catch {
    return null
  }
}

/** A manifest we serve from must name plain files of this folder: anything else is treated as "not built". */
function parse(value: unknown): BuiltManifest | null {
  const manifest = value as BuiltManifest
  if (typeof manifest?.version !== 'string' || !VERSION.test(manifest.version) || typeof manifest.files !== 'object') return null
  for (const kind of WIDGET_FILES) {
    const entry = manifest.files[kind]
    if (typeof entry?.file !== 'string' || !FILE_NAME.test(entry.file) || typeof entry.integrity !== 'string' || !entry.integrity.startsWith('sha')) return null
  }
  return manifest
}

const cache = new Map<string, { mtimeMs: number; manifest: BuiltManifest | null }>()

/**
 * The built widget (embed/dist): its manifest, and the files it lists under a versioned URL.
 * Only listed names are ever read, so a request cannot reach another file of the folder.
 */
export class WidgetFiles {
  constructor(readonly dir: string | null = embedDist()) {}

  /** embed/dist/manifest.json, re-read when a build rewrites it; null until the widget is built. */
  async built(): Promise<BuiltManifest | null> {
    if (!this.dir) return null
    const path = join(this.dir, 'manifest.json')
    const info = await stat(path).catch(() => null)
    if (!info?.isFile()) return null
    const known = cache.get(path)
    if (known?.mtimeMs === info.mtimeMs) return known.manifest
    const manifest = parse(JSON.parse(await readFile(path, 'utf8').catch(() => 'null')))
    cache.set(path, { mtimeMs: info.mtimeMs, manifest })
    return manifest
  }

  /** The public manifest: absolute URLs under /api/v2/consignment/widget/{version}/. */
  async manifest(appUrl: string): Promise<WidgetManifest | null> {
    const built = await this.built()
    if (!built) return null
    const entry = (kind: WidgetFileKind) => {
      const { file, integrity, bytes, gzipBytes } = built.files[kind]
      return { url: `${appUrl}/api/v2/consignment/widget/${built.version}/${file}`, integrity, bytes, gzipBytes }
    }
    return { version: built.version, files: { module: entry('module'), classic: entry('classic'), verifier: entry('verifier') } }
  }

  /** A listed file of the current version; null for another version or name. */
  async file(version: string, name: string): Promise<WidgetFileOnDisk | null> {
    const built = await this.built()
    if (!built || !this.dir || version !== built.version) return null
    const entry = Object.values(built.files).find((f) => f.file === name)
    return entry ? { path: join(this.dir, entry.file), integrity: entry.integrity } : null
  }

  /** The module's current build, for the moving /consignment/widget.js; the bare build before manifests existed. */
  async module(): Promise<string | null> {
    if (!this.dir) return null
    const built = await this.built()
    const path = join(this.dir, built ? built.files.module.file : 'sceau-deposit.js')
    return (await stat(path).catch(() => null))?.isFile() ? path : null
  }
}
