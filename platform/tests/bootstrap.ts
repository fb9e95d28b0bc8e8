import { createServer, type Server } from 'node:http'
import { assert } from '@japa/assert'
import { apiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import { TestPlatform } from '@sceau/testing/test_platform'
import { startInlineWorker, stopInlineWorker } from '#queue/inline_worker'
import { PlatformUnderTest } from '#tests/support/test_platform'
import { boundedWait } from '#tests/support/bounded_wait'
import { requireSchemasFor, takeViolations } from '../app/openapi/contract_middleware.js'

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
      // What @sceau/testing's helpers may do to the platform in this process (personas, mail, workers).
      app.container.bindValue(TestPlatform, new PlatformUnderTest(app))
      await startInlineWorker(app)
      // A job that never ends would keep the run from ending: its lease lets another worker take it anyway.
      return () => boundedWait(stopInlineWorker(), 20, "the embedded queue's jobs under way")
    },
  ],
  teardown: [],
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  if (['browser', 'functional', 'e2e'].includes(suite.name)) {
    // An API answer that the OpenAPI document does not describe fails the test that received it.
    const contract = () => {
      const violations = takeViolations()
      if (violations.length) throw new Error(`Answers the OpenAPI document does not describe:\n${[...new Set(violations)].join('\n')}`)
    }
    // Every answer has a schema: a JSON answer documented without one fails too.
    requireSchemasFor('all')
    suite.onTest((test) => test.teardown(contract))
    suite.onGroup((group) => group.each.teardown(contract))
    return suite.setup(async () => {
      let nodeServer: Server | undefined
      // Idle sockets are closed by the clients (undici after 4 s), never by this server: a request sent on a socket the
      // server was closing at that moment failed with ECONNRESET (fetch failed) under load.
      const close = await testUtils.httpServer().start((handler) => (nodeServer = createServer({ keepAliveTimeout: 60_000 }, handler)))
      return async () => {
        // close() waits for every open connection: a response a test left unread would hold it forever.
        const cut = setTimeout(() => nodeServer?.closeAllConnections(), 2_000)
        await close()
        clearTimeout(cut)
      }
    })
  }
}
