/*
 * The operator commands of the README on a clone's embedded defaults: `npm run ace -- <command>`
 * (and `node ace <command>` in platform/) find the data folder and the APP_KEY that the runner
 * generated there, as `npm start` does, with no APP_KEY exported by hand.
 */
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { repoRoot } from '#services/storage/data_folder'
import { spawnNode } from '@sceau/testing/child_process'
import { spawnServer } from '@sceau/testing/platform_server'

/** The suite's engines and key, unset: a clone's `npm start` knows only DATA_DIR (empty counts as unset). */
const EMBEDDED_DEFAULTS = Object.fromEntries(
  ['APP_KEY', 'DATABASE_URL', 'REDIS_URL', 'QUEUE_DRIVER', 'LIMITER_STORE', 'S3_BUCKET', 'S3_ENDPOINT', 'SMTP_HOST', 'TSA_URL', 'ANCHOR_RPC_URL'].map(
    (name) => [name, '']
  )
)

function operatorEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...EMBEDDED_DEFAULTS, DATA_DIR: dataDir }
  // What a shell on the clone has: no test runner loader, no test environment.
  for (const name of ['NODE_OPTIONS', 'NODE_ENV', 'PORT', 'HOST', 'APP_URL']) delete env[name]
  return env
}

/** `npm run ace -- <args>` (package.json "ace" script), from the repository root. */
async function npmRunAce(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawnNode(['scripts/sceau.mjs', 'ace', ...args], { cwd: repoRoot, env })
  return { ...(await child.exited), output: child.output() }
}

/** `node ace <args>` in platform/. */
async function nodeAce(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawnNode(['ace', ...args], { cwd: app.makePath(), env })
  return { ...(await child.exited), output: child.output() }
}

/** Signs up on a running server as the web app does: the XSRF cookie of a page load, then POST /users. */
async function signUpOn(url: string, email: string) {
  const page = await fetch(`${url}/`)
  await page.arrayBuffer()
  const xsrf = page.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('XSRF-TOKEN='))
  if (!xsrf) throw new Error('no XSRF-TOKEN cookie on the page load')
  const cookies = page.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  const password = 'Correct-horse-9'
  const answer = await fetch(`${url}/api/v2/users`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      cookie: cookies,
      'x-xsrf-token': decodeURIComponent(xsrf.slice('XSRF-TOKEN='.length)),
    },
    body: JSON.stringify({ firstname: 'Ada', lastname: 'Lovelace', email, password, passwordConfirmation: password, terms: true }),
  })
  if (answer.status !== 201) throw new Error(`sign-up failed: ${answer.status} ${await answer.text()}`)
}

/** The clone's SQLite file, read as another client would. */
function readDatabase<T>(dataDir: string, sql: string, ...values: unknown[]): T {
  const Database = createRequire(import.meta.url)('better-sqlite3')
  const file = new Database(join(dataDir, 'sceau.sqlite'), { readonly: true })
  try {
    return file.prepare(sql).get(...values) as T
  } finally {
    file.close()
  }
}

test.group('Operator commands on the embedded defaults', () => {
  test('npm run ace -- plan:grant / account:update / tsa:info use the data folder and key npm start uses', async ({ assert, cleanup }) => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sceau-operator-'))
    cleanup(() => rm(dataDir, { recursive: true, force: true }))
    const env = operatorEnv(dataDir)

    // The runner makes the data folder and its key as npm start does (scripts/lib/app_env.mjs), then migrates.
    const migrated = await npmRunAce(['migration:run', '--force'], env)
    assert.equal(migrated.code, 0, migrated.output)
    assert.isTrue(existsSync(join(dataDir, 'app.key')))

    // A server on that folder, without APP_KEY either: an account signs up and the embedded TSA is created with the key.
    const { server, ready } = await spawnServer({ env: { ...EMBEDDED_DEFAULTS, DATA_DIR: dataDir, QUEUE_INLINE_WORKER: 'false' } })
    cleanup(async () => {
      await server.stop('SIGKILL').catch(() => {})
    })
    await ready()
    const email = `operator-${Date.now()}@example.org`
    await signUpOn(server.url, email)
    await server.stop('SIGTERM')

    const granted = await npmRunAce(['plan:grant', email, 'premium', '--days=30'], env)
    assert.equal(granted.code, 0, granted.output)
    assert.include(granted.output, 'is on the premium plan')
    const organisation = readDatabase<{ plan: string }>(
      dataDir,
      'SELECT o.plan FROM organisations o JOIN users u ON o.personal_owner_id = u.id WHERE u.email = ?',
      email
    )
    assert.equal(organisation.plan, 'premium')

    const confirmed = await nodeAce(['account:update', email, '--confirm'], env)
    assert.equal(confirmed.code, 0, confirmed.output)
    const user = readDatabase<{ mail_confirmed_at: unknown }>(dataDir, 'SELECT mail_confirmed_at FROM users WHERE email = ?', email)
    assert.isNotNull(user.mail_confirmed_at)

    // The embedded TSA's keys are encrypted with APP_KEY: reading them back needs the same key as whoever created them.
    const info = await npmRunAce(['tsa:info'], env)
    assert.equal(info.code, 0, info.output)
    assert.include(info.output, '-----BEGIN CERTIFICATE-----')
    const otherKey = await nodeAce(['tsa:info'], { ...env, APP_KEY: 'another-key-than-the-one-in-app.key' })
    assert.notEqual(otherKey.code, 0, 'a different key cannot read what the server encrypted')
  }).timeout(240_000)
})
