/// <reference types="vitest/config" />
/* Unit tests of the popup (jsdom, fake browser API) and one test of the built extension in Chromium. */
import { defineConfig, defaultClientConditions } from 'vite'

export default defineConfig({
  // Workspace packages (@sceau/shared) as their TypeScript sources.
  resolve: { conditions: ['@sceau/source', ...defaultClientConditions] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    restoreMocks: true,
    // Chromium renders the popup in a background tab: on a loaded 2-core machine that can take seconds (a wait limit, not a timing claim).
    expect: { poll: { timeout: 10_000 } },
    testTimeout: 60_000,
  },
})
