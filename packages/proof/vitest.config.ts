import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // openssl, python, Node and Chromium children and pkijs on a shared 2-core machine: the default 5 s is a timing assertion, not a test.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
