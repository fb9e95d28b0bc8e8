import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { get } from 'node:http'
import { connect } from 'node:net'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { pluginList } from '#config/plugins'
import { spawnServer } from '@sceau/testing/platform_server'
import { isPending, waitFor } from '@sceau/testing/wait_for'

/** True when a fresh TCP connection is refused (a pooled keep-alive one could still be served). */
function connectionRefused(url: string) {
  const { hostname, port } = new URL(url)
  return new Promise<boolean>((resolve) => {
    const socket = connect(Number(port), hostname)
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(true))
  })
}

test.group('Graceful shutdown of the web process', () => {
  test('SIGTERM during a slow request: the request completes, then the process exits 0', async ({ assert, cleanup }) => {
    const dir = mkdtempSync(join(tmpdir(), 'sceau-slow-'))
    cleanup(() => rmSync(dir, { recursive: true, force: true }))
    const { server, ready } = await spawnServer({
      env: { FIXTURE_SLOW_DIR: dir },
      plugins: [pluginList.find((entry) => entry.id === 'transfer')!, { id: 'fixture-slow', package: app.makePath('tests', 'support', 'fixtures', 'slow') }],
    })
    cleanup(async () => {
      await server.stop('SIGKILL').catch(() => {})
    })
    await ready()

    // No keep-alive: an idle kept-alive connection would hold the closing server until its timeout.
    const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
      get(`${server.url}/api/v2/fixture-slow/one`, { agent: false }, (response) => {
        let body = ''
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode!, body }))
      }).on('error', reject)
    })
    inFlight.catch(() => {}) // awaited below; a failure there is reported by that await
    await waitFor(() => existsSync(join(dir, 'one.started')), 'the slow request to reach its handler')

    server.process.kill('SIGTERM')
    // The server stops accepting connections but keeps the one under way.
    await waitFor(() => connectionRefused(server.url), 'new connections to be refused')
    assert.isTrue(await isPending(server.exited), 'the process waits for the request in flight')

    writeFileSync(join(dir, 'one.release'), '')
    const response = await inFlight
    assert.equal(response.status, 200)
    assert.deepEqual(JSON.parse(response.body), { finished: 'one' })
    assert.deepEqual(await server.exited, { code: 0, signal: null }, server.output())
  })
})
