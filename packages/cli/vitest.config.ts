import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { conditions: ['@sceau/source'] },
  ssr: { resolve: { conditions: ['@sceau/source'] } },
  test: {
    include: ['tests/**/*.test.ts'],
    // One real platform per file, CLI children against it: slow starts, no parallel files.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
})
