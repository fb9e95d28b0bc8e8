/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os'
import { defineConfig, defaultClientConditions, defaultServerConditions } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { precompress } from './scripts/precompress'
import { catalogueSubset } from './scripts/catalogueSubset'
import { compiledCatalogues } from './scripts/compiledCatalogues'
import { reactI18nextAlone } from './scripts/reactI18nextAlone'
import { visitorRoutes } from './scripts/visitorRoutes'
import { pageChunkNames } from './scripts/pageChunks'
import { PUBLIC_PAGES } from './scripts/pageWeight'

/** Test files that need what a VM context lacks (`crypto.subtle`, `ReadableStream`, `WritableStream` of Node's realm): their own processes. */
const VM_UNSAFE = ['src/consignmentVerification.test.tsx', 'src/transferE2e.test.tsx', 'src/transferE2eResume.test.tsx', 'src/transferE2eSinks.test.ts']

/* The public pages' modules (scripts/pageWeight.ts), one letter a page, for their chunks (scripts/pageChunks.ts). */
// Each page loads the entry too (src/main.tsx, index.html's script); a page of the whole app counts as the app alone
// (its route's own modules are left to the bundler, so what they share with code loaded later does not join the app's chunk).
const PAGE_ROOTS = Object.fromEntries(
  PUBLIC_PAGES.map((page, index) => [
    String.fromCharCode(97 + index),
    ['src/main.tsx', ...(page.modules.includes('src/boot.tsx') ? ['src/boot.tsx'] : page.modules.filter((key) => !/(^|\/)locales\//.test(key)))],
  ])
)

/** Built from the transfer plugin's source to /download-stream/sw.js (the dev server has none: the page then saves through a Blob). */
const DOWNLOAD_WORKER = { name: 'download-stream-sw', source: '../plugins/transfer/web/download/downloadStreamWorker.ts', file: 'download-stream/sw.js' }

/* Plugins' web halves live outside web/: they must resolve the very same React, router, query and i18n copies. */
const SHARED_SINGLETONS = ['react', 'react-dom', 'react-router', '@tanstack/react-query', 'i18next', 'react-i18next']

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), catalogueSubset(), compiledCatalogues(), reactI18nextAlone(), visitorRoutes(), precompress()],
  resolve: {
    conditions: ['@sceau/source', ...defaultClientConditions],
    dedupe: SHARED_SINGLETONS,
    // The build's catalogues come parsed (scripts/compiledCatalogues.ts): intl-messageformat without its parser (formatjs's "no-parser" entry).
    alias: command === 'build' ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] : [],
  },
  // Test files in the Node environment (`// @vitest-environment node`) read the workspace packages' sources too.
  ssr: { resolve: { conditions: ['@sceau/source', ...defaultServerConditions] } },
  server: {
    port: 5173,
    strictPort: true,
    // `npm run dev` at the root passes the platform's port; 3333 is the platform's default.
    proxy: { '/api': `http://localhost:${process.env.SCEAU_API_PORT ?? 3333}` },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The platform's size budget (scripts/pageWeight.ts) reads each public page's chunks from it.
    manifest: true,
    rolldownOptions: {
      // The download page's service worker is its own entry, at a fixed address whose folder is its scope (docs/e2e-format.md §9).
      input: { index: 'index.html', [DOWNLOAD_WORKER.name]: DOWNLOAD_WORKER.source },
      // Barrels only re-export: a page importing one piece must not reach the others' modules (uploads: tus, hash-wasm).
      // Catalogue subsets (scripts/catalogueSubset.ts) are named after their language, not their query.
      output: {
        entryFileNames: (chunk) => (chunk.name === DOWNLOAD_WORKER.name ? DOWNLOAD_WORKER.file : 'assets/[name]-[hash].js'),
        chunkFileNames: (chunk) => `assets/${chunk.name.replace(/\.json_pick_.*$/, '-words')}-[hash].js`,
        // Fewer, larger files (issue 32: a first page loads under 30): React in one; what the public pages load at once by
        // the set of pages (the app included) that load it. The rest is left to the bundler.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: pageChunkNames(import.meta.dirname, PAGE_ROOTS), priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
      treeshake: { moduleSideEffects: (id: string) => !/\/(plugin-sdk\/web\/ui|api-client\/src\/uploads|shared\/src)\/index\.ts$/.test(id) },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Vitest's default (one fewer than the cores) is a single worker on 2 cores, where jsdom starts and imports, not the tests, take the time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    restoreMocks: true,
    // Generous per-test limit for lazy screens on a loaded machine (see src/test/setup.ts).
    testTimeout: 60_000,
    projects: [
      // One jsdom per worker, not one per file: starting jsdom took a quarter of the run (docs/performance.md "Suite time").
      // Each project names its own files: a project's include would be added to one set here, not replace it.
      { extends: true, test: { name: 'vm', pool: 'vmThreads', include: ['src/**/*.test.{ts,tsx}'], exclude: VM_UNSAFE } },
      { extends: true, test: { name: 'forks', pool: 'forks', include: VM_UNSAFE } },
    ],
  },
}))
