import { assert } from '@japa/assert'
import { apiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import { startInlineWorker, stopInlineWorker } from '#queue/inline_worker'

export const plugins: Config['plugins'] = [assert(), apiClient(), pluginAdonisJS(app)]

/**
 * The suite runs against the database the environment selects (SQLite in a fresh DATA_DIR, or
 * PostgreSQL from DATABASE_URL): migrate from scratch once, then start the embedded queue worker.
 */
export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [
    async () => {
      // No rollback afterwards: the runner throws the test database away.
      await testUtils.db().migrate()
      await startInlineWorker(app)
      return () => stopInlineWorker()
    },
  ],
  teardown: [],
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  if (['browser', 'functional', 'e2e'].includes(suite.name)) {
    return suite.setup(() => testUtils.httpServer().start())
  }
}
