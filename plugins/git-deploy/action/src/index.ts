/*
 * The Sceau deploy action (GitHub Actions, runs.using node24): deposits a release of the repository with
 * the code `sceau release` runs (@sceau/cli's release implementation: the same archive, co-authors and
 * requests, docs/release-archive.md). Inputs arrive as INPUT_* variables, the context as GITHUB_*; outputs
 * are appended to $GITHUB_OUTPUT and the deposit and its certificate to the step summary
 * ($GITHUB_STEP_SUMMARY). Run again for the same repository, tag and archive, it answers the release
 * made the first time (the server recognises it): nothing is deposited or charged twice.
 * Bundled by esbuild into dist/index.js (build.mjs), committed: a test checks it is up to date.
 */
import { appendFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { CliError, EXIT, Intents, PercentLines, hideTusUrlParseWarning, normaliseOrigin, runRelease, t, type ReleaseResult } from '@sceau/cli/release'

const YEARS = [1, 3, 5, 10]

function input(env: NodeJS.ProcessEnv, name: string, fallback = ''): string {
  // GitHub upper-cases the name and turns spaces (not hyphens) into underscores.
  return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim() || fallback
}

const log = (line: string) => process.stdout.write(`${line}\n`)

/** The step summary: the release, its deposit and the certificate link (a Markdown table). */
export function summaryOf(result: ReleaseResult): string {
  const { release, sha256, existing } = result
  const ref = release.tag ?? release.commit.slice(0, 12)
  const certificate = release.deposit?.certificateUrl
  const rows = [
    [t('summary.deposit'), release.deposit?.number ?? release.deposit?.id ?? '—'],
    [t('summary.certificate'), certificate ? `[${certificate}](${certificate})` : '—'],
    [t('summary.archive'), `\`${release.archive.name}\` (${release.archive.size} B, sha256 \`${sha256}\`)`],
    [t('summary.state'), release.state],
  ]
  return [
    `### ${t('summary.title', { repository: release.repository, ref })}`,
    '',
    '| | |',
    '| --- | --- |',
    ...rows.map(([label, value]) => `| ${label} | ${value} |`),
    ...(existing ? ['', t('summary.existing')] : []),
    '',
  ].join('\n')
}

export async function run(env: NodeJS.ProcessEnv = process.env) {
  const url = input(env, 'url')
  const publicKey = input(env, 'api-key-id')
  const secret = input(env, 'api-key-secret')
  if (!url || !publicKey || !secret) throw new CliError(t('error.actionInputs'), EXIT.usage, 'E_USAGE')
  const years = Number(input(env, 'years', '3'))
  if (!YEARS.includes(years)) throw new CliError(t('error.years', { years: YEARS.join(', ') }), EXIT.usage, 'E_USAGE')
  const paths = input(env, 'paths')
    .split(/[\n,]/)
    .map((path) => path.trim())
    .filter(Boolean)
  const result = await runRelease({
    origin: normaliseOrigin(url),
    key: { publicKey, secret },
    cwd: resolve(env.GITHUB_WORKSPACE || process.cwd()),
    paths,
    years,
    waitSeconds: Number(input(env, 'wait-seconds', '600')),
    intents: Intents.inMemory(),
    progress: new PercentLines(log),
    log,
    env,
  })
  const deposit = result.release.deposit!
  log(t('release.deposit', { number: deposit.number ?? deposit.id, url: deposit.certificateUrl ?? '' }))
  const outputs = {
    'deposit-id': deposit.id,
    'certificate-url': deposit.certificateUrl ?? '',
    sha256: result.sha256,
    'release-id': result.release.id,
    existing: String(result.existing),
  }
  if (env.GITHUB_OUTPUT)
    appendFileSync(
      env.GITHUB_OUTPUT,
      Object.entries(outputs)
        .map(([name, value]) => `${name}=${value}\n`)
        .join('')
    )
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, summaryOf(result))
  return outputs
}

/** A failure as GitHub shows it: an error annotation with the server's message and its code. */
function fail(error: unknown, env: NodeJS.ProcessEnv) {
  const message = error instanceof Error ? error.message : String(error)
  const code = error instanceof CliError && error.code ? ` [${error.code}]` : ''
  process.stdout.write(`::error title=Sceau::${`${message}${code}`.replace(/%/g, '%25').replace(/\r?\n/g, '%0A')}\n`)
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, `### ${t('summary.failed')}\n\n${message}${code}\n`)
  process.exitCode = 1
}

hideTusUrlParseWarning()
run().catch((error: unknown) => fail(error, process.env))
