/// <reference types="vitest/config" />
/* Unit tests of the popup (jsdom, fake browser API) and one test of the built extension in Chromium. */
import { availableParallelism } from 'node:os'
import { defineConfig, defaultClientConditions, defaultServerConditions } from 'vite'

export default defineConfig({
  // Workspace packages (@sceau/shared) as their TypeScript sources.
  resolve: { conditions: ['@sceau/source', ...defaultClientConditions] },
  // Test files in the Node environment (`// @vitest-environment node`) read the workspace packages' sources too.
  ssr: { resolve: { conditions: ['@sceau/source', ...defaultServerConditions] } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    // Vitest's default (one fewer than the cores) is a single worker on 2 cores, mostly waiting for jsdom and imports.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    restoreMocks: true,
    // Chromium renders the popup in a background tab: on a loaded 2-core machine that can take seconds (a wait limit, not a timing claim).
    expect: { poll: { timeout: 10_000 } },
    testTimeout: 60_000,
  },
})
