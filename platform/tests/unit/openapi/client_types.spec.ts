import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { test } from '@japa/runner'
import { CLIENT_TYPES_FILE } from '../../../app/openapi/client_types.js'

const run = promisify(execFile)

// A unit spec: the generated types depend on no engine, so the run on PostgreSQL + Redis + S3 does not repeat it.
test.group("@sceau/api-client's types", () => {
  test('are the ones the OpenAPI document generates (node ace openapi:types)', async ({ assert }) => {
    const dir = await mkdtemp(join(tmpdir(), 'sceau-client-types-'))
    try {
      // In its own process: generating takes seconds of CPU the test server's event loop keeps.
      const file = join(dir, 'openapi.ts')
      await run(process.execPath, ['ace.js', 'openapi:types', file], { env: { ...process.env, DATA_DIR: dir } })
      const [committed, generated] = await Promise.all([readFile(CLIENT_TYPES_FILE, 'utf8'), readFile(file, 'utf8')])
      // Line by line, so a stale file names what moved; the fix is to regenerate, never to edit.
      const stale = generated.split('\n').findIndex((line, index) => line !== committed.split('\n')[index])
      assert.isTrue(
        committed === generated,
        `packages/api-client/src/openapi.ts is stale from line ${stale + 1} (${JSON.stringify(generated.split('\n')[stale])}): run \`cd platform && node ace openapi:types\``
      )
      // The answers the clients read are there, typed: GET /users/me lists the caller's fields.
      assert.match(committed, /"\/api\/v2\/users\/me": \{/)
      assert.include(committed, 'mailConfirmed: boolean;')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }).timeout(120_000)
})
