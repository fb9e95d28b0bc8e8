/*
 * sceau release against a real platform (production build): an organisation API key (HMAC-signed
 * requests), a temporary git repository with a tag, the `git archive` of the tag deposited through the
 * git-deploy releases API until protected, with the authors since the previous tag as co-authors.
 * The deploy action (its committed bundle) runs the same code: its deposit of the same tag is the
 * same archive, byte for byte, and the CLI's run answers it instead of depositing it again.
 * A run killed while waiting for the seal is finished by the next one; a wrong secret exits 2.
 */
import { execFile, execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { waitFor } from '@sceau/testing/wait_for'
import { startHoldingProxy } from './holding_proxy.ts'
import { makeAccount, runCli, sceau, startPlatform, type Platform } from './support.ts'

const packageDir = new URL('..', import.meta.url).pathname
const ACTION = fileURLToPath(new URL('../../../plugins/git-deploy/action/dist/index.js', import.meta.url))
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
let platform: Platform
let work: string
let repo: string
let key: { publicKey: string; secret: string }
let bearer: string
let organisationId: string

interface ReleaseJson {
  release: {
    id: string
    repository: string
    tag: string
    commit: string
    state: string
    archive: { name: string; size: number; sha256: string }
    coAuthors: { name: string; email: string }[]
    deposit: { id: string; number: string; certificateUrl: string }
  }
  sha256: string
  existing: boolean
}

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Ada Lovelace', '-c', 'user.email=ada@example.org', '-c', 'init.defaultBranch=main', ...args], {
    cwd: repo,
    encoding: 'utf8',
  }).trim()

const headers = () => ({ authorization: `Bearer ${bearer}`, accept: 'application/json', 'content-type': 'application/json' })

async function makeKey(body: Record<string, unknown>) {
  const made = await fetch(`${platform.url}/api/v2/organizations/${organisationId}/api-keys`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify(body),
  })
  expect(made.status, await made.clone().text()).toBe(201)
  return (await made.json()) as { publicKey: string; secret: string }
}

beforeAll(async () => {
  execFileSync(process.execPath, ['build.mjs'], { cwd: packageDir })
  platform = await startPlatform()
  ;({ bearer } = await makeAccount(platform))
  const organisations = (await (await fetch(`${platform.url}/api/v2/users/organizations`, { headers: headers() })).json()) as {
    id: string
    personal: boolean
  }[]
  organisationId = organisations.find((o) => o.personal)!.id
  key = await makeKey({ name: 'CI', permissions: { gitCloning: true }, scopes: ['deposit', 'read'] })
  work = await mkdtemp(join(tmpdir(), 'sceau-release-test-'))
  repo = join(work, 'widget')
  execFileSync('git', ['init', '-q', repo])
  await writeFile(join(repo, 'README.md'), '# Widget\n')
  git('add', '.')
  git('commit', '-q', '-m', 'First')
  git('tag', 'v0.9.0')
  await writeFile(join(repo, 'main.c'), 'int main(void) { return 0; }\n')
  git('add', '.')
  git('commit', '-q', '-m', 'Second')
  git('tag', 'v1.0.0')
  await writeFile(join(repo, 'NEWS'), 'v1.1.0\n')
  git('add', '.')
  git('commit', '-q', '-m', 'Third')
  git('tag', 'v1.1.0')
  await writeFile(join(repo, 'NEWS'), 'v1.2.0\n')
  git('add', '.')
  git('commit', '-q', '-m', 'Fourth')
  git('tag', 'v1.2.0')
})

afterAll(async () => {
  await platform?.stop()
  if (work) await rm(work, { recursive: true, force: true })
})

const keyEnv = () => ({ XDG_CONFIG_HOME: join(work, 'config'), SCEAU_URL: platform.url, SCEAU_API_KEY_ID: key.publicKey, SCEAU_API_KEY_SECRET: key.secret })

test('the git archive of a tag is deposited with an organisation API key, until protected, with the authors since the previous tag', async () => {
  const run = await runCli(
    ['release', '--tag', 'v1.0.0', '--repository', 'acme/widget', '--co-author', 'Grace Hopper <grace@example.org>', '--json'],
    keyEnv(),
    repo
  )
  expect(run.code, run.stderr + run.stdout).toBe(0)
  const { release, sha256: sha, existing } = run.json<ReleaseJson>()
  expect(existing).toBe(false)
  // The documented format: git's tar.gz of the commit, every path under "<name>-<tag>/".
  const archive = execFileSync('git', ['archive', '--format=tar.gz', '--prefix=widget-v1.0.0/', 'v1.0.0'], { cwd: repo })
  expect(sha).toBe(sha256(archive))
  expect(release).toMatchObject({ repository: 'acme/widget', tag: 'v1.0.0', commit: git('rev-parse', 'v1.0.0^{commit}'), state: 'protected' })
  expect(release.archive).toMatchObject({ name: 'widget-v1.0.0.tar.gz', sha256: sha })
  expect(release.coAuthors).toEqual([
    { name: 'Ada Lovelace', email: 'ada@example.org' },
    { name: 'Grace Hopper', email: 'grace@example.org' },
  ])
  expect(release.deposit.number).toMatch(/^D\d{4}-\d+$/)
  // The deposit is the organisation's, and holds the archive.
  const deposit = await fetch(`${platform.url}/api/v2/consignment/deposits/${release.deposit.id}`, { headers: headers() })
  expect(deposit.status).toBe(200)
  const detail = (await deposit.json()) as { state: string; files: { sha256: string; size: number }[]; author: { name: string } }
  expect(detail.state).toBe('protected')
  expect(detail.files.map((f) => [f.sha256, f.size])).toEqual([[sha, archive.length]])
  expect(detail.author.name).toBe('Ada Lovelace (CI)')
  expect(run.stderr).toContain('Release acme/widget v1.0.0')

  const wrong = await runCli(['release', '--tag', 'v1.0.0', '--repository', 'acme/widget', '--json'], { ...keyEnv(), SCEAU_API_KEY_SECRET: 'scs_wrong' }, repo)
  expect(wrong.code).toBe(2)
})

test('the deploy action and sceau release deposit the same bytes for a tag: the second one answers the first deposit', async () => {
  const outputFile = join(work, 'github_output')
  const summaryFile = join(work, 'github_step_summary')
  await writeFile(outputFile, '')
  await writeFile(summaryFile, '')
  const action = await promisify(execFile)(process.execPath, [ACTION], {
    cwd: work,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      HOME: work,
      INPUT_URL: platform.url,
      'INPUT_API-KEY-ID': key.publicKey,
      'INPUT_API-KEY-SECRET': key.secret,
      GITHUB_WORKSPACE: repo,
      GITHUB_REF: 'refs/tags/v1.1.0',
      GITHUB_SHA: git('rev-parse', 'v1.1.0^{commit}'),
      GITHUB_REPOSITORY: 'acme/widget',
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: summaryFile,
      RUNNER_TEMP: work,
    },
  })
  expect(action.stderr).not.toMatch(/DeprecationWarning|url\.parse/)
  const outputs = Object.fromEntries(
    (await readFile(outputFile, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => line.split('=', 2) as [string, string])
  )
  expect(outputs.existing).toBe('false')

  const cli = await runCli(['release', '--tag', 'v1.1.0', '--repository', 'acme/widget', '--json'], { ...keyEnv(), LANG: 'en_US.UTF-8' }, repo)
  expect(cli.code, cli.stderr).toBe(0)
  const answer = cli.json<ReleaseJson>()
  expect(answer.sha256).toBe(outputs.sha256)
  expect(answer.existing).toBe(true)
  expect(answer.release.deposit.id).toBe(outputs['deposit-id'])
  expect(answer.release.id).toBe(outputs['release-id'])
  expect(cli.stderr).toContain('This release was deposited before (same repository, tag, commit and archive)')
  expect(await readFile(summaryFile, 'utf8')).toContain(`[${outputs['certificate-url']}](${outputs['certificate-url']})`)
})

test('killed while waiting for the seal, sceau release run again follows the same release to protected', async () => {
  const proxy = await startHoldingProxy(platform.url)
  try {
    const env = { ...keyEnv(), XDG_CONFIG_HOME: join(work, 'rerun'), SCEAU_URL: proxy.url }
    proxy.hold((request) => request.method === 'GET' && /^\/api\/v2\/git-deploy\/releases\/[\w-]+$/.test(request.path))
    const first = sceau(['release', '--tag', 'v1.2.0', '--repository', 'acme/widget', '--json'], env, repo)
    await waitFor(() => proxy.held.length > 0, 'the first run waiting for the seal')
    first.child.kill('SIGKILL')
    await first.done
    const releaseId = proxy.held[0]!.path.split('/').pop()
    proxy.hold(() => false)
    const second = await runCli(['release', '--tag', 'v1.2.0', '--repository', 'acme/widget', '--json'], { ...env, LANG: 'fr_FR.UTF-8' }, repo)
    expect(second.code, second.stderr).toBe(0)
    expect(second.stderr).toContain(`Reprise de la version ${releaseId}.`)
    const answer = second.json<ReleaseJson>()
    expect(answer.release).toMatchObject({ id: releaseId, state: 'protected' })
    const listed = (await (await fetch(`${platform.url}/api/v2/git-deploy/releases?repository=acme%2Fwidget`, { headers: headers() })).json()) as {
      data: { tag: string }[]
    }
    expect(listed.data.filter((r) => r.tag === 'v1.2.0')).toHaveLength(1)
  } finally {
    await proxy.close()
  }
})

test('a key without the Repository deposits permission is told so, in the terminal’s language', async () => {
  const noPermission = await makeKey({ name: 'no permission', permissions: { gitCloning: false }, scopes: ['deposit'] })
  const env = { ...keyEnv(), SCEAU_API_KEY_ID: noPermission.publicKey, SCEAU_API_KEY_SECRET: noPermission.secret }
  const english = await runCli(['release', '--tag', 'v1.0.0', '--json'], { ...env, LANG: 'en_US.UTF-8' }, repo)
  expect(english.code).toBe(2)
  const { error } = english.json<{ error: { code: string; message: string } }>()
  expect(error.code).toBe('E_API_KEY_PERMISSION')
  expect(error.message).toContain('“Repository deposits” permission')
  const french = await runCli(['release', '--tag', 'v1.0.0'], { ...env, LANG: 'fr_FR.UTF-8' }, repo)
  expect(french.stderr).toContain('« Dépôts depuis un dépôt de code »')
  expect(french.stderr).toContain('[E_API_KEY_PERMISSION]')
})
