import { defineConfig } from 'vitest/config'

export default defineConfig({
  // @sceau/proof/bytes from its sources, as the web app reads it.
  resolve: { conditions: ['@sceau/source'] },
  // Argon2id and 1 MiB streams on a shared 2-core machine: the default 5 s would be a timing assertion.
  test: { include: ['tests/**/*.test.ts'], testTimeout: 60_000 },
})
