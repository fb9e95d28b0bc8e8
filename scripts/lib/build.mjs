/* Production build of every package (pnpm runs each "build" script in dependency order), skipped when no source changed. */
import { ensureInstall } from './install.mjs'
import { must } from './process.mjs'
import { readStamp, treeHash, writeStamp } from './stamps.mjs'
import { join } from 'node:path'
import { root, stampsDir } from './paths.mjs'

const SOURCES = ['platform', 'plugins', 'packages', 'web', 'embed', 'extension', 'tsconfig.base.json', 'pnpm-lock.yaml']

export async function ensureBuild({ force = false } = {}) {
  await ensureInstall()
  const stamp = treeHash(SOURCES)
  if (!force && readStamp(stampsDir, 'build') === stamp) return false
  console.log('[sceau] building ...')
  const started = Date.now()
  // @sceau/proof first: the plugin SDK reads its types, and proof's tests use @sceau/testing, which uses the SDK (a cycle pnpm cannot order).
  await must('pnpm', ['--filter', '@sceau/proof', 'run', 'build'])
  await must('pnpm', ['-r', '--workspace-concurrency=2', '--if-present', '--filter', '!@sceau/proof', 'run', 'build'])
  // Size budget: each public page's JavaScript (gzip) from Vite's manifest; over budget fails the build.
  await must('node', [join(root, 'web', 'scripts', 'pageWeight.ts'), join(root, 'web', 'dist')])
  writeStamp(stampsDir, 'build', treeHash(SOURCES))
  console.log(`[sceau] built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return true
}

export async function run(args) {
  await ensureBuild({ force: args.includes('--force') })
  return 0
}
