/*
 * The Sceau deploy action (GitHub Actions, runs.using node24): deposits a release of the repository.
 * Inputs arrive as INPUT_* variables, the context as GITHUB_*; outputs are appended to $GITHUB_OUTPUT.
 * 1. the archive: a `git archive` (.tar.gz) of the tag or commit, or the built artefacts in `paths`;
 * 2. co-authors: the distinct authors of the commits since the previous tag (git log);
 * 3. POST /api/v2/git-deploy/releases (HMAC-signed with the organisation API key, @sceau/api-client),
 *    the archive sent to the batch it answers with (tus, @sceau/api-client's UploadClient),
 *    POST …/complete, then GET …/:id until the deposit is sealed (bounded).
 * Bundled by esbuild into dist/index.js (build.mjs), committed: a test checks it is up to date.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { appendFileSync, createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { signRequest } from '@sceau/api-client/signing'
import { UploadClient, type UploadItem } from '@sceau/api-client/uploads'

class ActionError extends Error {}

const YEARS = [1, 3, 5, 10]

function input(name: string, fallback = ''): string {
  // GitHub upper-cases the name and turns spaces (not hyphens) into underscores.
  return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim() || fallback
}

function log(message: string) {
  process.stdout.write(`${message}\n`)
}

function git(cwd: string, args: string[]): string {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()
  } catch (error) {
    throw new ActionError(`git ${args.join(' ')} failed: ${String((error as { stderr?: string }).stderr ?? (error as Error).message).trim()}`)
  }
}

function tryGit(cwd: string, args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return null
  }
}

/** The distinct authors (by address) of the commits since the previous tag, oldest first. */
export function coAuthorsSince(cwd: string, commit: string): { name: string; email: string }[] {
  const previous = tryGit(cwd, ['describe', '--tags', '--abbrev=0', `${commit}^`])
  const range = previous ? `${previous}..${commit}` : commit
  const lines = git(cwd, ['log', '--reverse', '--format=%aN%x09%aE', range]).split('\n').filter(Boolean)
  const seen = new Map<string, { name: string; email: string }>()
  for (const line of lines) {
    const [name = '', email = ''] = line.split('\t')
    const key = email.trim().toLowerCase()
    if (key && name.trim() && !seen.has(key)) seen.set(key, { name: name.trim(), email: key })
  }
  return [...seen.values()]
}

async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

interface Api {
  request<T>(method: string, path: string, body?: unknown): Promise<T>
}

function signedApi(origin: string, key: { publicKey: string; secret: string }): Api {
  return {
    async request<T>(method: string, path: string, body?: unknown): Promise<T> {
      const text = body === undefined ? undefined : JSON.stringify(body)
      const fullPath = `/api/v2${path}`
      const headers = await signRequest(key, { method, path: fullPath, body: text })
      const response = await fetch(`${origin}${fullPath}`, {
        method,
        headers: { ...headers, accept: 'application/json', 'accept-language': 'en', ...(text ? { 'content-type': 'application/json' } : {}) },
        body: text,
      })
      const answer = (await response.json().catch(() => null)) as { message?: string; code?: string; errors?: unknown } | null
      if (!response.ok) {
        const details = answer?.errors ? ` ${JSON.stringify(answer.errors)}` : ''
        throw new ActionError(`${method} ${fullPath}: ${response.status} ${answer?.code ?? ''} ${answer?.message ?? ''}${details}`.trim())
      }
      return answer as T
    },
  }
}

interface ReleaseView {
  id: string
  state: 'uploading' | 'depositing' | 'protected' | 'failed'
  deposit: { id: string; number: string | null; certificateUrl: string | null } | null
  error: string | null
}

/** Sends the archive to the batch through tus, as the web app and the CLI do. */
async function upload(origin: string, batch: { batchId: string; uploadToken: string; endpoint: string }, path: string, sha256: string) {
  const info = statSync(path)
  let settled: () => void = () => {}
  const finished = new Promise<void>((done) => (settled = done))
  let items: UploadItem[] = []
  let lastPercent = -1
  const client = new UploadClient({
    batchId: batch.batchId,
    token: batch.uploadToken,
    endpoint: new URL(batch.endpoint, origin).toString(),
    storage: null,
    retryDelays: [0, 1000, 3000, 5000, 10_000, 30_000],
    hasher: { hash: async () => sha256, close: () => {} },
    onChange: (current, totals) => {
      items = current
      const percent = Math.floor(totals.progress * 100)
      if (percent !== lastPercent && percent % 10 === 0) {
        lastPercent = percent
        log(`Uploading: ${percent}% (${totals.sentBytes} / ${totals.bytes} bytes)`)
      }
      if (current.length && current.every((item) => ['complete', 'loadingError', 'sendingError'].includes(item.state))) settled()
    },
  })
  // tus-js-client (Node) reads an fs.ReadStream by its path; UploadClient reads the File fields.
  const stream = Object.assign(createReadStream(path), { size: info.size, type: 'application/gzip', lastModified: Math.floor(info.mtimeMs) })
  client.add([{ file: stream as unknown as File, relativePath: basename(path) }])
  client.start()
  await finished
  client.close()
  stream.destroy()
  const failed = items.find((item) => item.failure)
  if (failed) throw new ActionError(`upload failed: ${failed.failure!.message ?? failed.failure!.code ?? failed.failure!.kind}`)
}

export async function run(env: NodeJS.ProcessEnv = process.env) {
  const url = input('url')
  const publicKey = input('api-key-id')
  const secret = input('api-key-secret')
  if (!url || !publicKey || !secret)
    throw new ActionError('The inputs url, api-key-id and api-key-secret are required (an organisation API key with the deposit scope).')
  let origin: string
  try {
    origin = new URL(url).origin
  } catch {
    throw new ActionError(`url is not an address: ${url}`)
  }
  const years = Number(input('years', '3'))
  if (!YEARS.includes(years)) throw new ActionError(`years must be one of ${YEARS.join(', ')}`)
  const waitSeconds = Number(input('wait-seconds', '600'))
  const workspace = resolve(env.GITHUB_WORKSPACE || process.cwd())
  const ref = env.GITHUB_REF ?? ''
  const tag = ref.startsWith('refs/tags/') ? ref.slice('refs/tags/'.length) : null
  const commit = (env.GITHUB_SHA || git(workspace, ['rev-parse', 'HEAD'])).toLowerCase()
  const repository = env.GITHUB_REPOSITORY || basename(workspace)
  const coAuthors = coAuthorsSince(workspace, commit)
  log(`Sceau: release ${repository} ${tag ?? commit.slice(0, 12)} (${commit}), ${coAuthors.length} author(s) since the previous tag`)

  const scratch = mkdtempSync(join(env.RUNNER_TEMP || tmpdir(), 'sceau-release-'))
  try {
    const paths = input('paths')
      .split(/[\n,]/)
      .map((p) => p.trim())
      .filter(Boolean)
    const label = `${repository.split('/').pop()}-${(tag ?? commit.slice(0, 12)).replace(/[^\w.-]+/g, '_')}`
    let archive: string
    if (!paths.length) {
      archive = join(scratch, `${label}.tar.gz`)
      git(workspace, ['archive', '--format=tar.gz', `--prefix=${label}/`, `--output=${archive}`, commit])
    } else if (paths.length === 1 && statSync(resolve(workspace, paths[0]!), { throwIfNoEntry: false })?.isFile()) {
      archive = resolve(workspace, paths[0]!)
    } else {
      for (const p of paths) if (!statSync(resolve(workspace, p), { throwIfNoEntry: false })) throw new ActionError(`No such path: ${p}`)
      archive = join(scratch, `${label}.tar.gz`)
      execFileSync('tar', ['-czf', archive, '-C', workspace, '--', ...paths], { stdio: ['ignore', 'ignore', 'pipe'] })
    }
    const size = statSync(archive).size
    const sha256 = await sha256File(archive)
    log(`Archive ${basename(archive)}: ${size} bytes, sha256 ${sha256}`)

    const api = signedApi(origin, { publicKey, secret })
    const started = await api.request<{ release: ReleaseView; upload: { batchId: string; uploadToken: string; endpoint: string } | null }>(
      'POST',
      '/git-deploy/releases',
      { repository, tag, commit, archive: { name: basename(archive), size, sha256 }, years, coAuthors }
    )
    if (started.upload) await upload(origin, started.upload, archive, sha256)
    let release = (await api.request<{ release: ReleaseView }>('POST', `/git-deploy/releases/${started.release.id}/complete`, {})).release
    log(`Archive received and checked: release ${release.id}, waiting for its deposit to be sealed`)
    const deadline = Date.now() + waitSeconds * 1000
    while (release.state === 'depositing' && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 1000))
      release = (await api.request<{ release: ReleaseView }>('GET', `/git-deploy/releases/${release.id}`)).release
    }
    if (release.state === 'failed') throw new ActionError(`the deposit failed (${release.error ?? 'unknown reason'})`)
    if (release.state !== 'protected') throw new ActionError(`the deposit was not sealed within ${waitSeconds} seconds (release ${release.id})`)
    const deposit = release.deposit!
    log(`Deposit ${deposit.number ?? deposit.id} sealed: ${deposit.certificateUrl ?? ''}`)
    const outputs = { 'deposit-id': deposit.id, 'certificate-url': deposit.certificateUrl ?? '', sha256 }
    if (env.GITHUB_OUTPUT)
      appendFileSync(
        env.GITHUB_OUTPUT,
        Object.entries(outputs)
          .map(([name, value]) => `${name}=${value}\n`)
          .join('')
      )
    return outputs
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

run().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error)
  process.stdout.write(`::error::Sceau: ${message.replace(/\r?\n/g, ' ')}\n`)
  process.exitCode = 1
})
