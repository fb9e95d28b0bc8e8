/* Bundles the CLI and its workspace dependencies (read from their TypeScript sources) into one plain-JS file, dist/sceau.js, for Node 20+. */
import { build } from 'esbuild'
import { readFileSync, rmSync } from 'node:fs'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true })
await build({
  entryPoints: [new URL('./src/bin.ts', import.meta.url).pathname],
  outfile: new URL('./dist/sceau.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  conditions: ['@sceau/source'],
  define: { SCEAU_CLI_VERSION: JSON.stringify(pkg.version) },
  // Some bundled CommonJS dependencies call require(): give the ES module one.
  banner: { js: "import { createRequire as __sceauCreateRequire } from 'node:module'; const require = __sceauCreateRequire(import.meta.url);" },
  legalComments: 'linked',
  logLevel: 'warning',
})
