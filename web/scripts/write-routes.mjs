/* After `vite build`: writes dist/routes.json, the paths the app answers, so the server can answer 404 for the others. */
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
// Vite loads the TypeScript sources with the app's own resolution (plugins' @sceau/source condition included).
const server = await createServer({ root, logLevel: 'error', server: { middlewareMode: true, hmr: false }, appType: 'custom', optimizeDeps: { noDiscovery: true } })
try {
  const { routeManifest } = await server.ssrLoadModule('/src/core/routeManifest.ts')
  const { appPlugins } = await server.ssrLoadModule('/src/core/appPlugins.ts')
  const { CORE_REDIRECTS } = await server.ssrLoadModule('/src/core/corePlugin.ts')
  const manifest = routeManifest(appPlugins, CORE_REDIRECTS)
  await writeFile(new URL('../dist/routes.json', import.meta.url), `${JSON.stringify(manifest, null, 2)}\n`)
  console.log(`routes.json: ${manifest.paths.length} paths`)
} finally {
  await server.close()
}
