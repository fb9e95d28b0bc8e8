import { defineConfig } from 'vitest/config'

/* The web half's pieces, rendered in jsdom with their own small catalogue (the shell's real ones are tested in web/); the server half's pure helpers. */
export default defineConfig({
  resolve: { conditions: ['@sceau/source'] },
  test: {
    environment: 'jsdom',
    include: ['web/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    setupFiles: ['./web/testSetup.ts'],
    restoreMocks: true,
  },
})
