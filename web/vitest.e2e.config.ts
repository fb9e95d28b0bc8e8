import { defineConfig } from 'vitest/config'

/* Browser tests: Node environment (Playwright drives Chromium), one file at a time, generous timeouts. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A busy two-core machine can take longer than the default second to render a page; a deadline only turns a hang into a failure.
    expect: { poll: { timeout: 15_000 } },
  },
})
