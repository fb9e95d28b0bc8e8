/*
 * The "Done means": the deploy action's committed bundle (action/dist/index.js) run as GitHub
 * runs it (INPUT_* inputs, GITHUB_* context, a GITHUB_OUTPUT file) on a temporary git repository with
 * two tags, against this test process's platform, with an organisation API key. The release and its
 * deposit exist, the co-authors are the authors of the commits since the previous tag, stock
 * `openssl ts -verify` checks the deposit's timestamp over the archive, the outputs and the step summary
 * are written. Run again for the same tag, it answers the same deposit (one deposit, one charge); a
 * refusal shows the server's message and code.
 */
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { test } from '@japa/runner'
import type {} from '@japa/assert'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { TimestampService } from '@sceau/plugin-sdk/server'
import { Browser } from '@sceau/testing/browser'
import { opensslVerifyBundle } from '@sceau/testing/openssl'
import { apiKey, grantPlan, signUp } from '@sceau/testing/personas'
import { startQueueWorker } from '@sceau/testing/test_platform'
import { unzip } from '@sceau/testing/unzip'

const run = promisify(execFile)
const ACTION = fileURLToPath(new URL('../action/dist/index.js', import.meta.url))

async function git(cwd: string, args: string[], author?: { name: string; email: string }) {
  const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: cwd }
  if (author)
    Object.assign(env, { GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email, GIT_COMMITTER_NAME: author.name, GIT_COMMITTER_EMAIL: author.email })
  return (await run('git', args, { cwd, env, encoding: 'utf8' })).stdout.trim()
}

const ADA = { name: 'Ada Lovelace', email: 'ada@example.org' }
const GRACE = { name: 'Grace Hopper', email: 'grace@example.org' }
const LINUS = { name: 'Linus Torvalds', email: 'linus@example.org' }

/** A repository: v1.0.0 (Ada), then Grace and Linus (twice) up to v2.0.0. */
async function repository(dir: string) {
  await git(dir, ['init', '-q', '-b', 'main'])
  const commit = async (file: string, text: string, author: { name: string; email: string }) => {
    await writeFile(join(dir, file), text)
    await git(dir, ['add', file])
    await git(dir, ['commit', '-q', '-m', `${file} by ${author.name}`], author)
  }
  await commit('README.md', '# widget\n', ADA)
  await git(dir, ['tag', 'v1.0.0'], ADA)
  await commit('widget.js', 'export const widget = 1\n', GRACE)
  await commit('widget.test.js', 'test widget\n', LINUS)
  await commit('widget.js', 'export const widget = 2\n', LINUS)
  await git(dir, ['tag', 'v2.0.0'], LINUS)
  return git(dir, ['rev-parse', 'v2.0.0^{commit}'])
}

test.group('Git-deploy: the deploy action run as GitHub runs it', (group) => {
  let dir: string
  let stopWorker: () => Promise<void>
  group.setup(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sceau-git-deploy-'))
    stopWorker = await startQueueWorker(2)
    return async () => {
      await stopWorker()
      await rm(dir, { recursive: true, force: true })
    }
  })

  test("dist/index.js deposits the tag's git archive with the authors since v1.0.0; openssl verifies the timestamp; outputs are written", async ({
    assert,
  }) => {
    const admin = await signUp({ language: 'en' })
    const key = await apiKey(admin, { api: true, gitCloning: true }, 'deploy action', ['deposit'])
    const workspace = join(dir, 'widget')
    await run('mkdir', ['-p', workspace])
    const sha = await repository(workspace)
    const outputFile = join(dir, 'github_output')
    const summaryFile = join(dir, 'github_step_summary')
    await writeFile(outputFile, '')
    await writeFile(summaryFile, '')
    const env = {
      PATH: process.env.PATH,
      HOME: dir,
      INPUT_URL: Browser.baseUrl(),
      'INPUT_API-KEY-ID': key.publicKey,
      'INPUT_API-KEY-SECRET': key.secret,
      INPUT_YEARS: '5',
      INPUT_PATHS: '',
      GITHUB_WORKSPACE: workspace,
      GITHUB_REF: 'refs/tags/v2.0.0',
      GITHUB_SHA: sha,
      GITHUB_REPOSITORY: 'acme/widget',
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: summaryFile,
      RUNNER_TEMP: dir,
    }
    const runAction = () =>
      run(process.execPath, [ACTION], { cwd: dir, encoding: 'utf8', env }).catch((error: { stdout?: string; stderr?: string }) => {
        throw new Error(`the action failed: ${error.stdout ?? ''}${error.stderr ?? ''}`)
      })
    const { stdout, stderr } = await runAction()
    assert.include(stdout, 'Uploading: 100 %')
    assert.notMatch(stderr, /DeprecationWarning|url\.parse/, 'no warning in the CI log')

    // The archive the action deposited is `git archive` of the tag (git's gzip output is reproducible).
    await git(workspace, ['archive', '--format=tar.gz', '--prefix=widget-v2.0.0/', `--output=${join(dir, 'expected.tar.gz')}`, sha])
    const expectedArchive = await readFile(join(dir, 'expected.tar.gz'))
    const archiveSha256 = createHash('sha256').update(expectedArchive).digest('hex')

    const outputs = Object.fromEntries(
      (await readFile(outputFile, 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)])
    )
    assert.deepEqual(Object.keys(outputs).sort(), ['certificate-url', 'deposit-id', 'existing', 'release-id', 'sha256'])
    assert.equal(outputs.sha256, archiveSha256)
    assert.equal(outputs.existing, 'false')
    // The step summary: the deposit and its certificate link.
    const summary = await readFile(summaryFile, 'utf8')
    assert.include(summary, '### Sceau deposit of acme/widget v2.0.0')
    assert.include(summary, `[${outputs['certificate-url']}](${outputs['certificate-url']})`)

    // The release, as the organisation (the key, and its administrator) reads it.
    const listed = await key.request('GET', '/git-deploy/releases?repository=acme%2Fwidget')
    assert.equal(listed.status, 200, JSON.stringify(listed.body))
    assert.lengthOf(listed.body.data, 1)
    const release = listed.body.data[0]
    assert.deepInclude(release, { repository: 'acme/widget', tag: 'v2.0.0', commit: sha, years: 5, state: 'protected' })
    assert.deepEqual(release.coAuthors, [GRACE, LINUS], 'the authors of the commits since v1.0.0, not Ada')
    assert.deepEqual(release.archive, { name: 'widget-v2.0.0.tar.gz', size: expectedArchive.length, sha256: archiveSha256 })
    assert.equal(release.deposit.id, outputs['deposit-id'])
    assert.equal(release.deposit.certificateUrl, outputs['certificate-url'])
    assert.match(outputs['certificate-url'], /\/certificate\/\w+$/)
    assert.deepEqual((await admin.browser.get(`/git-deploy/releases/${release.id}`)).body.release, release)

    // Its deposit: titled after the release, the authors as co-authors, sealed over the archive's bytes.
    const deposit = await admin.browser.get(`/consignment/deposits/${outputs['deposit-id']}`)
    assert.equal(deposit.status, 200)
    assert.equal(deposit.body.title, 'acme/widget v2.0.0')
    assert.equal(deposit.body.state, 'protected')
    assert.equal(deposit.body.years, 5)
    assert.equal(deposit.body.number, release.deposit.number)
    assert.deepEqual(deposit.body.coAuthors, ['Grace Hopper', 'Linus Torvalds'])
    const file = deposit.body.files[0]
    assert.equal(file.sha256, archiveSha256)

    // The proof folder's timestamp checked by stock openssl over the archive's SHA-256.
    const proof = await fetch(`${Browser.baseUrl()}/api/v2/consignment/deposits/${deposit.body.id}/files/${file.id}/proof`, {
      headers: { cookie: admin.browser.cookieHeader(), 'x-forwarded-for': admin.browser.ip },
    })
    assert.equal(proof.status, 200)
    const entries = await unzip(Buffer.from(await proof.arrayBuffer()))
    const root = await (await app.container.make(TimestampService)).trustedRootsPem()
    const verified = await opensslVerifyBundle(entries, { sha256Hex: archiveSha256 }, root)
    assert.include(verified, 'Verification: OK')

    // Another organisation (on the paid plan too) finds nothing.
    const outsider = await signUp({ language: 'en' })
    await grantPlan(outsider.organisationId, 'premium')
    assert.equal((await outsider.browser.get(`/git-deploy/releases/${release.id}`)).status, 404)

    // The job run again (a re-run in CI): the same release and deposit, said so in the log and the outputs; charged once.
    await writeFile(outputFile, '')
    const again = await runAction()
    assert.include(again.stdout, 'This release was deposited before (same repository, tag, commit and archive)')
    assert.notInclude(again.stdout, 'Uploading')
    const second = Object.fromEntries(
      (await readFile(outputFile, 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)])
    )
    assert.deepEqual(second, { ...outputs, existing: 'true' })
    assert.lengthOf((await key.request('GET', '/git-deploy/releases?repository=acme%2Fwidget')).body.data, 1)
    const deposits = await db.from('consignment_deposits').where('organisation_id', Number(admin.organisationId))
    assert.deepEqual(
      deposits.map((row) => row.uid),
      [outputs['deposit-id']]
    )
    const charges = await db.from('billing_charges').where('organisation_id', Number(admin.organisationId))
    assert.deepEqual(
      charges.map((row) => row.ref),
      [`consignment:deposit:${outputs['deposit-id']}`]
    )
  }).timeout(180_000)

  test('a refusal shows the server’s message and code: a key without the Repository deposits permission', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    const key = await apiKey(admin, { api: true, gitCloning: false }, 'no permission', ['deposit'])
    const workspace = join(dir, 'refused')
    await run('mkdir', ['-p', workspace])
    const sha = await repository(workspace)
    const failed = await run(process.execPath, [ACTION], {
      cwd: dir,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        HOME: dir,
        INPUT_URL: Browser.baseUrl(),
        'INPUT_API-KEY-ID': key.publicKey,
        'INPUT_API-KEY-SECRET': key.secret,
        GITHUB_WORKSPACE: workspace,
        GITHUB_REF: 'refs/tags/v2.0.0',
        GITHUB_SHA: sha,
        GITHUB_REPOSITORY: 'acme/widget',
        RUNNER_TEMP: dir,
      },
    }).then(
      () => null,
      (error: { code?: number; stdout?: string }) => error
    )
    assert.isNotNull(failed, 'the action fails')
    assert.equal(failed!.code, 1)
    assert.match(failed!.stdout!, /::error title=Sceau::This API key does not have the “Repository deposits” permission.*\[E_API_KEY_PERMISSION\]/)
  }).timeout(60_000)
})
