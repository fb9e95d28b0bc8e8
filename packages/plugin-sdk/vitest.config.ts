import { defineConfig } from 'vitest/config'

/* The web half's pieces, rendered in jsdom with their own small catalogue (the shell's real ones are tested in web/). */
export default defineConfig({
  resolve: { conditions: ['@sceau/source'] },
  test: {
    environment: 'jsdom',
    include: ['web/**/*.test.{ts,tsx}'],
    setupFiles: ['./web/testSetup.ts'],
    restoreMocks: true,
  },
})
