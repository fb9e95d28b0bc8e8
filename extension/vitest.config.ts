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
  },
})
