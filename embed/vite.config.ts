/// <reference types="vitest/config" />
/* The element as one self-contained ES module (Lit included): dist/sceau-deposit.js. */
import { defineConfig, defaultClientConditions } from 'vite'

export default defineConfig({
  // Workspace packages as TypeScript, and Lit's browser build, also under Vitest (with Node's
  // conditions Lit's properties never reach the element).
  resolve: { conditions: ['@sceau/source', ...defaultClientConditions] },
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => 'sceau-deposit.js' },
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // A finished script for <script type="module">, not input for another bundler: minify whitespace too.
    rolldownOptions: { output: { minify: true } },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    restoreMocks: true,
  },
})
