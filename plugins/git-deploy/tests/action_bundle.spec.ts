/*
 * The deploy action's bundle (action/dist/index.js) is committed, as GitHub runs it from the
 * repository: rebuilding it from the sources (action/build.mjs, pinned esbuild) must give the same
 * bytes, so CI fails when someone changes the action, @sceau/cli or @sceau/api-client without rebuilding.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { test } from '@japa/runner'
import type {} from '@japa/assert'

const run = promisify(execFile)
const action = (path: string) => fileURLToPath(new URL(`../action/${path}`, import.meta.url))

test.group('Git-deploy: the action bundle', () => {
  test('action/dist/index.js is up to date with its sources (run `node plugins/git-deploy/action/build.mjs`)', async ({ assert }) => {
    const dir = await mkdtemp(join(tmpdir(), 'sceau-action-build-'))
    try {
      await run(process.execPath, [action('build.mjs'), join(dir, 'index.js')])
      const rebuilt = await readFile(join(dir, 'index.js'), 'utf8')
      const committed = await readFile(action('dist/index.js'), 'utf8')
      assert.isTrue(rebuilt === committed, 'the committed dist/index.js differs from a rebuild: run node plugins/git-deploy/action/build.mjs and commit it')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  test('action.yml runs the bundle on node24 with the documented inputs and outputs', async ({ assert }) => {
    const yml = await readFile(action('action.yml'), 'utf8')
    assert.match(yml, /runs:\n {2}using: node24\n {2}main: dist\/index\.js/)
    for (const name of [
      'url',
      'api-key-id',
      'api-key-secret',
      'paths',
      'years',
      'wait-seconds',
      'deposit-id',
      'certificate-url',
      'sha256',
      'release-id',
      'existing',
    ]) {
      assert.match(yml, new RegExp(`\\n {2}${name}:\\n`), name)
    }
  })
})
