/// <reference types="vitest/config" />
/*
 * Tests (jsdom) and the shared resolve settings. The builds themselves are in scripts/build.mjs:
 * verifier first, then the badge (module and classic) with the verifier's SRI written in.
 */
import { defineConfig, defaultClientConditions } from 'vite'

export default defineConfig({
  // Workspace packages as TypeScript, and Lit's browser build, also under Vitest (with Node's
  // conditions Lit's properties never reach the element).
  resolve: { conditions: ['@sceau/source', ...defaultClientConditions] },
  // Named exports per locale section, so the badge only carries its "badge" texts.
  json: { namedExports: true, stringify: false },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    restoreMocks: true,
    // The Chromium test loads and runs the verifier: a busy machine needs more than a second.
    expect: { poll: { timeout: 15_000 } },
  },
})
