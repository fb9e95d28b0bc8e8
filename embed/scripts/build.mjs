#!/usr/bin/env node
/*
 * Builds the widget into dist/: the verifier (sceau-verifier.js) first, so its SRI hash can be written
 * into the badge; the badge as an ES module (sceau-deposit.js) and as a classic script
 * (sceau-deposit.iife.js); the React wrapper (react.js); .br and .gz of the public files; manifest.json
 * (version, SRI, sizes) that the platform serves. Fails when the badge is over its gzip budget.
 */
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { build, defaultClientConditions } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = `${root}dist/`
const { version } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'))
/** The badge a third-party page loads before any click: Lit, the element, its texts. */
export const BADGE_BUDGET_GZIP = 15 * 1024

const FILES = { module: 'sceau-deposit.js', classic: 'sceau-deposit.iife.js', verifier: 'sceau-verifier.js' }

function config({ entry, format, fileName, define = {}, emptyOutDir = false, external = [], minify = true, name }) {
  return {
    root,
    configFile: false,
    logLevel: 'warn',
    resolve: { conditions: ['@sceau/source', ...defaultClientConditions] },
    json: { namedExports: true, stringify: false },
    define: { __SCEAU_WIDGET_VERSION__: JSON.stringify(version), __SCEAU_CLASSIC__: 'false', ...define },
    worker: { format: 'iife', rolldownOptions: { output: { minify: true } } },
    build: {
      lib: { entry, formats: [format], fileName: () => fileName, name },
      outDir: dist,
      emptyOutDir,
      target: 'es2022',
      // Finished scripts for <script>, not input for another bundler: minify whitespace too.
      rolldownOptions: { external, output: { minify } },
    },
  }
}

const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`

await build(config({ entry: 'src/verifier/index.ts', format: 'es', fileName: FILES.verifier, emptyOutDir: true }))
const verifierIntegrity = sri(readFileSync(dist + FILES.verifier))
const badgeDefine = { __SCEAU_VERIFIER_INTEGRITY__: JSON.stringify(verifierIntegrity) }
await build(config({ entry: 'src/index.ts', format: 'es', fileName: FILES.module, define: badgeDefine }))
await build(
  config({ entry: 'src/index.ts', format: 'iife', name: 'SceauDeposit', fileName: FILES.classic, define: { ...badgeDefine, __SCEAU_CLASSIC__: 'true' } })
)
await build(config({ entry: 'src/react.ts', format: 'es', fileName: 'react.js', external: ['react', '@sceau/embed'], minify: false }))

const manifest = { version, files: {} }
const problems = []
for (const [kind, file] of Object.entries(FILES)) {
  const bytes = readFileSync(dist + file)
  const gzip = gzipSync(bytes, { level: 9 })
  writeFileSync(`${dist + file}.gz`, gzip)
  writeFileSync(`${dist + file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  manifest.files[kind] = { file, integrity: sri(bytes), bytes: bytes.length, gzipBytes: gzip.length }
  console.log(`[embed] ${file.padEnd(24)} ${String(bytes.length).padStart(8)} B   gzip ${String(gzip.length).padStart(7)} B`)
  if (kind !== 'verifier' && gzip.length >= BADGE_BUDGET_GZIP) problems.push(`${file} is ${gzip.length} B gzip, over the ${BADGE_BUDGET_GZIP} B budget`)
}
writeFileSync(`${dist}manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`)
if (problems.length) {
  console.error(`[embed] ${problems.join('; ')}`)
  process.exit(1)
}
