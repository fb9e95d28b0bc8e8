import { existsSync } from 'node:fs'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@sceau/testing/chromium'

// Browser tests run in Debian's Chromium (CHROMIUM_PATH); without it they run and fail naming it, on every machine (ADR 0005).
if (!existsSync(CHROMIUM_PATH))
  console.error(`[proof browser tests] ${CHROMIUM_PATH} is absent (apt-get install chromium, or set CHROMIUM_PATH): they will fail`)

const shared = {
  // openssl, python, Node and Chromium children and pkijs on a shared 2-core machine: the default 5 s is a timing assertion, not a test.
  testTimeout: 30_000,
  hookTimeout: 60_000,
}

export default defineConfig({
  test: {
    projects: [
      { test: { ...shared, name: 'node', include: ['tests/**/*.test.ts'], exclude: ['tests/**/*.browser.test.ts'] } },
      {
        // Pre-bundled up front: a dependency found mid-run would make Vite reload the page under the tests.
        optimizeDeps: { include: ['pkijs', 'asn1js', 'cborg', '@noble/hashes/sha2.js'] },
        test: {
          ...shared,
          name: 'browser',
          include: ['tests/**/*.browser.test.ts'],
          // Tokens come from openssl and the embedded TSA in Node, then are handed to the page.
          globalSetup: ['tests/evidence_cases.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' as const }],
          },
        },
      },
    ],
  },
})
