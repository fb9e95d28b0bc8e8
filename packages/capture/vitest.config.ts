import { defineConfig } from 'vitest/config'

export default defineConfig({
  // @sceau/proof/bytes from its sources, as the web app and the extension read it.
  resolve: { conditions: ['@sceau/source'] },
  ssr: { resolve: { conditions: ['@sceau/source'] } },
  test: { include: ['tests/**/*.test.ts'] },
})
