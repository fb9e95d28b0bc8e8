/* Bundles the action (src/index.ts, and @sceau/cli's release code and @sceau/api-client from their sources) into dist/index.js: `node build.mjs [outfile]`. */
import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

const here = fileURLToPath(new URL('.', import.meta.url))
const outfile = process.argv[2] ?? `${here}dist/index.js`

await build({
  absWorkingDir: here,
  entryPoints: ['src/index.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  conditions: ['@sceau/source'],
  legalComments: 'none',
  // Deterministic output: no absolute paths, no timestamps (the committed file is compared with a rebuild).
  sourcemap: false,
  banner: { js: "import { createRequire as __sceauRequire } from 'node:module'; const require = __sceauRequire(import.meta.url);" },
  logLevel: 'warning',
})
