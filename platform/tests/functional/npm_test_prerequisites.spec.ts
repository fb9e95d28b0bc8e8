/*
 * `npm test` checks what its steps need before running any: an engine or tool that is absent fails
 * the run at once, naming it and how to get it (no test skipped, no step timing out on it).
 */
import { createServer } from 'node:net'
import { test } from '@japa/runner'
import { repoRoot } from '#services/storage/data_folder'
import { spawnNode } from '@sceau/testing/child_process'

/** A port nothing listens on: taken, then released. */
async function closedPort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

test.group('npm test prerequisites', () => {
  test('without PostgreSQL and Redis the scale-out step fails at once, naming each and how to get it', async ({ assert }) => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      TEST_POSTGRES_URL: `postgres://postgres@127.0.0.1:${await closedPort()}/postgres`,
      TEST_REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
    }
    delete env.NODE_OPTIONS
    const child = spawnNode(['scripts/sceau.mjs', 'test', 'platformScaleOut'], { cwd: repoRoot, env })
    const { code } = await child.exited
    const output = child.output()
    assert.equal(code, 1, output)
    assert.include(output, 'this machine lacks')
    assert.include(output, 'PostgreSQL: start it on 127.0.0.1:5432 with trust authentication, or set TEST_POSTGRES_URL')
    assert.include(output, 'Redis: start it on 127.0.0.1:6379, or set TEST_REDIS_URL')
    assert.match(output, /^0 passed, 2 failed$/m)
    // Nothing ran: the step's own header never printed.
    assert.notInclude(output, '── platformScaleOut ──')
  })

  test('without Chromium the browser tests fail at once, naming it and how to get it', async ({ assert }) => {
    const env: NodeJS.ProcessEnv = { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' }
    delete env.NODE_OPTIONS
    const child = spawnNode(['scripts/sceau.mjs', 'test', 'unit'], { cwd: repoRoot, env })
    const { code } = await child.exited
    const output = child.output()
    assert.equal(code, 1, output)
    assert.include(output, 'this machine lacks')
    assert.include(output, 'Chromium (/nonexistent/chromium): apt-get install chromium, or set CHROMIUM_PATH')
    assert.match(output, /^0 passed, 1 failed$/m)
    // Nothing ran, not even the build the browser tests need.
    assert.notInclude(output, '── unit ──')
  })
})
