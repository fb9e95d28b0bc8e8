/*
 * sceau release against a real platform (production build): an organisation API key (HMAC-signed
 * requests), a temporary git repository with a tag, the `git archive` of the tag deposited through the
 * git-deploy releases API until protected; a wrong secret exits 2.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { makeAccount, runCli, startPlatform, type Platform } from './support.ts'

const packageDir = new URL('..', import.meta.url).pathname
let platform: Platform
let work: string
let repo: string
let key: { publicKey: string; secret: string }
let bearer: string

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Ada Lovelace', '-c', 'user.email=ada@example.org', '-c', 'init.defaultBranch=main', ...args], {
    cwd: repo,
    encoding: 'utf8',
  }).trim()

beforeAll(async () => {
  execFileSync(process.execPath, ['build.mjs'], { cwd: packageDir })
  platform = await startPlatform()
  ;({ bearer } = await makeAccount(platform))
  const headers = { authorization: `Bearer ${bearer}`, accept: 'application/json', 'content-type': 'application/json' }
  const organisations = (await (await fetch(`${platform.url}/api/v2/users/organizations`, { headers })).json()) as { id: string; personal: boolean }[]
  const personal = organisations.find((o) => o.personal)!
  const made = await fetch(`${platform.url}/api/v2/organizations/${personal.id}/api-keys`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'CI', permissions: { gitCloning: true }, scopes: ['deposit', 'read'] }),
  })
  expect(made.status, await made.clone().text()).toBe(201)
  key = (await made.json()) as { publicKey: string; secret: string }
  work = await mkdtemp(join(tmpdir(), 'sceau-release-test-'))
  repo = join(work, 'widget')
  execFileSync('git', ['init', '-q', repo])
  await writeFile(join(repo, 'README.md'), '# Widget\n')
  git('add', '.')
  git('commit', '-q', '-m', 'First')
  await writeFile(join(repo, 'main.c'), 'int main(void) { return 0; }\n')
  git('add', '.')
  git('commit', '-q', '-m', 'Second')
  git('tag', 'v1.0.0')
})

afterAll(async () => {
  await platform?.stop()
  if (work) await rm(work, { recursive: true, force: true })
})

test('the git archive of a tag is deposited with an organisation API key, until protected', async () => {
  const env = { XDG_CONFIG_HOME: join(work, 'config'), SCEAU_URL: platform.url, SCEAU_API_KEY_ID: key.publicKey, SCEAU_API_KEY_SECRET: key.secret }
  const run = await runCli(
    ['release', '--tag', 'v1.0.0', '--repository', 'acme/widget', '--co-author', 'Grace Hopper <grace@example.org>', '--json'],
    env,
    repo
  )
  expect(run.code, run.stderr + run.stdout).toBe(0)
  const { release, sha256 } = run.json<{
    release: {
      repository: string
      tag: string
      commit: string
      state: string
      archive: { name: string; sha256: string }
      coAuthors: { email: string }[]
      deposit: { id: string; number: string }
    }
    sha256: string
  }>()
  const archive = execFileSync('git', ['archive', '--format=tar.gz', 'v1.0.0'], { cwd: repo })
  expect(sha256).toBe(createHash('sha256').update(archive).digest('hex'))
  expect(release).toMatchObject({ repository: 'acme/widget', tag: 'v1.0.0', commit: git('rev-parse', 'v1.0.0^{commit}'), state: 'protected' })
  expect(release.archive).toMatchObject({ name: 'widget-v1.0.0.tar.gz', sha256 })
  expect(release.coAuthors.map((c) => c.email)).toEqual(['grace@example.org'])
  expect(release.deposit.number).toMatch(/^D\d{4}-\d+$/)
  // The deposit is the organisation's, and holds the archive.
  const deposit = await fetch(`${platform.url}/api/v2/consignment/deposits/${release.deposit.id}`, {
    headers: { authorization: `Bearer ${bearer}`, accept: 'application/json' },
  })
  expect(deposit.status).toBe(200)
  const detail = (await deposit.json()) as { state: string; files: { sha256: string; size: number }[] }
  expect(detail.state).toBe('protected')
  expect(detail.files.map((f) => [f.sha256, f.size])).toEqual([[sha256, archive.length]])

  const wrong = await runCli(['release', '--tag', 'v1.0.0', '--repository', 'acme/widget', '--json'], { ...env, SCEAU_API_KEY_SECRET: 'scs_wrong' }, repo)
  expect(wrong.code).toBe(2)
})
