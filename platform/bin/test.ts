/* Japa entry point for the platform and every plugin's tests. */
process.env.NODE_ENV = 'test'

import { createServer } from 'node:net'
import { prettyPrintError } from '@adonisjs/core'
import { configure, processCLIArgs, run } from '@japa/runner'
import { createIgnitor } from './ignitor.js'
import { boundedWait } from '../tests/support/bounded_wait.js'

/** A free port for this run's HTTP server, so several suites can run side by side. */
async function freePort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

// npm test stops a step at its limit with SIGTERM: exiting runs the exit hooks (a test's own PostgreSQL stops).
process.once('SIGTERM', () => process.exit(143))

process.env.HOST = '127.0.0.1'
// Test browsers speak through loopback with their own X-Forwarded-For, so per-IP limits stay apart.
process.env.TRUSTED_PROXIES ??= 'loopback'
// A tiny built web app, so SPA serving is tested without building web/.
process.env.WEB_DIST ??= new URL('../tests/fixtures/web_dist', import.meta.url).pathname
process.env.PORT ??= String(await freePort())

try {
  await createIgnitor()
    .testRunner()
    .configure(async (app) => {
      const { runnerHooks, ...config } = await import('../tests/bootstrap.js')

      processCLIArgs(process.argv.splice(2))
      configure({
        ...app.rcFile.tests,
        ...config,
        setup: runnerHooks.setup,
        teardown: runnerHooks.teardown.concat([() => boundedWait(app.terminate(), 20, "the application's shutdown")]),
      })
    })
    .run(() => run())
} catch (error) {
  process.exitCode = 1
  await prettyPrintError(error)
}

// A handle still open once the run has ended (a client reconnecting, a timer) would keep the process, and the
// suite's step, from ending: name what it is, then exit with the run's code.
setTimeout(() => {
  console.error(`[japa] the run has ended, but these kept the process alive for 10 s: ${process.getActiveResourcesInfo().join(', ')}`)
  process.exit()
}, 10_000).unref()
