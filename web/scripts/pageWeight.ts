/*
 * The JavaScript a public page loads, from Vite's manifest: the entry's static imports plus the
 * route's layout, screen and catalogues (and their static imports), each file counted once, gzip.
 * `node scripts/pageWeight.ts [dist]` prints the table and exits 1 when a page is over its budget.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

export interface PublicPage {
  name: string
  /** An example path, for the table. */
  path: string
  /** Manifest keys (sources relative to web/) the route loads besides the entry: layout, screen, catalogues; a final `*` stands for the rest of one key. */
  modules: string[]
  /** Budget of the page's JavaScript, gzip, in KB (1000 bytes). */
  budgetKb: number
  /** Most JavaScript files the page may load (each one a request, and a round trip when it is imported late). */
  maxFiles?: number
}

// The pages a recipient or a visitor opens from a link, in French (the default language). Budgets sit a
// little above the figures of docs/performance.md; lower them as pages get lighter (issue 15: the download page stays under 100 KB;
// issue 32: the home page and /transfer under 120 KB and 30 files; the certificate page keeps room while it is being extended).
// vite.config.ts groups chunks by these pages (scripts/pageChunks.ts).
// The app, which the entry imports once the brand mark is painted (src/main.tsx), then each route's modules.
const APP = 'src/boot.tsx'
// A visitor's first pages (home, send page): the visitor shell, which main.tsx imports there instead of the app.
const VISITOR = 'src/visitor/bootVisitor.tsx'

export const PUBLIC_PAGES: PublicPage[] = [
  {
    name: 'download',
    path: '/download/{token}',
    // The light shell the entry imports there instead of the app (src/recipient), the page and the words it shows.
    modules: [
      'src/recipient/bootRecipient.tsx',
      '../plugins/transfer/web/download/DownloadPage.tsx',
      'locales/fr.json?pick=app.name*',
      '../plugins/transfer/locales/fr.json?pick=screens.download,*',
    ],
    budgetKb: 98,
  },
  {
    name: 'transfer landing',
    path: '/transfer',
    // The visitor shell (src/visitor) the entry imports there instead of the app, the route's frame and screen, the words they show.
    modules: [
      VISITOR,
      'src/layouts/TransferFrame.tsx',
      '../plugins/transfer/web/screens/TransferLandingScreen.tsx',
      'locales/fr.json?pick=app,*',
      '../plugins/transfer/locales/fr.json?pick=screens.landing*',
    ],
    // Issue 32's target is 120 KB: 116.0 KB with the visitor's lean plugin list (docs/performance.md, "First pages").
    budgetKb: 120,
    maxFiles: 30,
  },
  {
    name: 'home',
    path: '/',
    // The same shell with the public frame, the home screen and the send card of its "home.hero" slot (it shows at once).
    modules: [
      VISITOR,
      'src/layouts/PublicFrame.tsx',
      'src/screens/HomeScreen.tsx',
      '../plugins/transfer/web/slots/HomeTransferCard.tsx',
      'locales/fr.json?pick=screens.home.hero*',
      '../plugins/transfer/locales/fr.json?pick=screens.landing*',
    ],
    // Issue 32's target is 120 KB: 117.4 KB with the lower sections loaded as they near the viewport (docs/performance.md, "First pages").
    budgetKb: 120,
    maxFiles: 30,
  },
  {
    name: 'certificate',
    path: '/certificate/{token}',
    modules: [
      APP,
      'src/layouts/PublicLayout.tsx',
      '../plugins/consignment/web/screens/CertificateScreen.tsx',
      'locales/fr.json',
      '../plugins/consignment/locales/fr.json',
    ],
    budgetKb: 300,
  },
]

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest
}

/** The JS files of the entry and `modules`, following static imports only (dynamic ones load later, on demand). */
export function pageFiles(manifest: Manifest, modules: readonly string[]): string[] {
  // The page's entry; the other entry is the download service worker, which no page loads as a script.
  const entry = 'index.html' in manifest ? 'index.html' : Object.keys(manifest).find((key) => manifest[key].isEntry)
  if (!entry) throw new Error('the manifest has no entry')
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`"${key}" is not in the manifest (renamed? update PUBLIC_PAGES)`)
    if (files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  const keyOf = (module: string) => {
    if (!module.endsWith('*')) return module
    const matches = Object.keys(manifest).filter((key) => key.startsWith(module.slice(0, -1)))
    if (matches.length !== 1) throw new Error(`"${module}" matches ${matches.length} manifest keys, not one`)
    return matches[0]
  }
  for (const key of [entry, ...modules.map(keyOf)]) visit(key)
  return [...files].filter((file) => file.endsWith('.js'))
}

export interface PageWeight {
  page: PublicPage
  files: number
  bytes: number
  gzipBytes: number
}

export function measurePages(dist: string, pages: readonly PublicPage[] = PUBLIC_PAGES): PageWeight[] {
  const manifest = readManifest(dist)
  const gzipOf = new Map<string, [number, number]>()
  const sizes = (file: string) => {
    let known = gzipOf.get(file)
    if (!known) {
      const bytes = readFileSync(join(dist, file))
      gzipOf.set(file, (known = [bytes.length, gzipSync(bytes, { level: 9 }).length]))
    }
    return known
  }
  return pages.map((page) => {
    const files = pageFiles(manifest, page.modules)
    const totals = files.map(sizes).reduce(([a, b], [c, d]) => [a + c, b + d], [0, 0])
    return { page, files: files.length, bytes: totals[0], gzipBytes: totals[1] }
  })
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1)

/** Over its budget of gzip KB, or loading more files than it may. */
export function isOver({ page, files, gzipBytes }: PageWeight): boolean {
  return gzipBytes > page.budgetKb * 1000 || (page.maxFiles !== undefined && files > page.maxFiles)
}

export function formatTable(weights: readonly PageWeight[]): string {
  const rows = weights.map((weight) => [
    weight.page.path,
    String(weight.files),
    weight.page.maxFiles === undefined ? '' : String(weight.page.maxFiles),
    kb(weight.bytes),
    kb(weight.gzipBytes),
    String(weight.page.budgetKb),
    isOver(weight) ? 'OVER' : 'ok',
  ])
  const header = ['public page', 'JS files', 'max', 'KB', 'KB gzip', 'budget', '']
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)))
  return [header, ...rows].map((row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')).join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? new URL('../dist', import.meta.url).pathname
  const weights = measurePages(dist)
  console.log(formatTable(weights))
  const over = weights.filter(isOver)
  if (over.length) {
    console.error(`[page weight] over budget: ${over.map((weight) => weight.page.path).join(', ')}`)
    process.exitCode = 1
  }
}
