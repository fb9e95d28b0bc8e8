/// <reference types="vitest/config" />
import { defineConfig, defaultClientConditions } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { precompress } from './scripts/precompress'
import { catalogueSubset } from './scripts/catalogueSubset'
import { compiledCatalogues } from './scripts/compiledCatalogues'

/* Plugins' web halves live outside web/: they must resolve the very same React, router, query and i18n copies. */
const SHARED_SINGLETONS = ['react', 'react-dom', 'react-router', '@tanstack/react-query', 'i18next', 'react-i18next']

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), catalogueSubset(), compiledCatalogues(), precompress()],
  resolve: {
    conditions: ['@sceau/source', ...defaultClientConditions],
    dedupe: SHARED_SINGLETONS,
    // The build's catalogues come parsed (scripts/compiledCatalogues.ts): intl-messageformat without its parser (formatjs's "no-parser" entry).
    alias: command === 'build' ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] : [],
  },
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
      // Barrels only re-export: a page importing one piece must not reach the others' modules (uploads: tus, hash-wasm).
      // Catalogue subsets (scripts/catalogueSubset.ts) are named after their language, not their query.
      output: { chunkFileNames: (chunk) => `assets/${chunk.name.replace(/\.json_pick_.*$/, '-words')}-[hash].js` },
      treeshake: { moduleSideEffects: (id: string) => !/\/(plugin-sdk\/web\/ui|api-client\/src\/uploads|shared\/src)\/index\.ts$/.test(id) },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Generous per-test limit for lazy screens on a loaded machine (see src/test/setup.ts).
    testTimeout: 60_000,
  },
}))
