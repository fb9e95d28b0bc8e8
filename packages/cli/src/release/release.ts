/*
 * A release deposit, the one implementation behind `sceau release` and the deploy action:
 * 1. the archive (release/archive.ts) and its SHA-256, the co-authors (release/co_authors.ts);
 * 2. POST /git-deploy/releases with the intent's idempotency key: a new release and its upload batch,
 *    or the same release asked before (`existing`, answered by the server: nothing twice);
 * 3. the archive sent to the batch (tus, resumed from what the server holds), then POST …/complete;
 * 4. GET …/:id until its deposit is sealed (or failed), within `waitSeconds` when given.
 * The intent's phase is saved after each step, so a run killed anywhere is finished by the next.
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, resolve } from 'node:path'
import type { ReleaseStart, ReleaseView } from './types.ts'
import { Api } from '../api.ts'
import { CliError, EXIT } from '../errors.ts'
import { t } from '../i18n.ts'
import type { Intents } from '../intents.ts'
import { sha256File, type LocalFile } from '../files.ts'
import type { ProgressReporter } from '../progress.ts'
import { UploadRefused, uploadFiles } from '../upload.ts'
import { archiveLabel, git, makeArchive, tryGit } from './archive.ts'
import { coAuthorsSince, mergeCoAuthors, type ReleaseCoAuthor } from './co_authors.ts'

export type { ReleaseStart, ReleaseView }

export interface ReleaseRequest {
  /** The instance, e.g. https://sceau.example.org. */
  origin: string
  key: { publicKey: string; secret: string }
  /** The repository's working tree. */
  cwd: string
  repository?: string
  tag?: string | null
  commit?: string
  archive?: string
  paths?: string[]
  years?: number
  /** Co-authors given, added to the authors of the commits since the previous tag unless `gitAuthors` is false. */
  coAuthors?: ReleaseCoAuthor[]
  gitAuthors?: boolean
  /** false: return once completed, without waiting for the seal. */
  wait?: boolean
  /** How long to wait for the seal (unbounded when absent). */
  waitSeconds?: number
  intents: Intents
  progress: ProgressReporter
  /** Where the run's lines for people go. */
  log: (line: string) => void
  env?: NodeJS.ProcessEnv
}

export interface ReleaseResult {
  release: ReleaseView
  sha256: string
  /** The server knew this release already (same repository, tag, commit and archive): nothing was deposited twice. */
  existing: boolean
}

/** The tag and commit CI tells (GitHub Actions, GitLab CI), when the options do not. */
function fromCi(env: NodeJS.ProcessEnv) {
  const githubTag = env.GITHUB_REF?.startsWith('refs/tags/')
    ? env.GITHUB_REF.slice('refs/tags/'.length)
    : env.GITHUB_REF_TYPE === 'tag'
      ? env.GITHUB_REF_NAME
      : undefined
  if (githubTag) return { tag: githubTag, commit: env.GITHUB_SHA }
  if (env.CI_COMMIT_TAG) return { tag: env.CI_COMMIT_TAG, commit: env.CI_COMMIT_SHA }
  return { tag: undefined, commit: env.GITHUB_SHA ?? env.CI_COMMIT_SHA }
}

export async function runRelease(request: ReleaseRequest): Promise<ReleaseResult> {
  const env = request.env ?? process.env
  const cwd = resolve(request.cwd)
  const ci = fromCi(env)
  const tag = request.tag !== undefined ? request.tag : (ci.tag ?? null)
  const commit = (
    request.commit ??
    (request.tag ? git(cwd, ['rev-parse', `${request.tag}^{commit}`]) : undefined) ??
    (tag && tag === ci.tag ? ci.commit : undefined) ??
    (tag ? git(cwd, ['rev-parse', `${tag}^{commit}`]) : undefined) ??
    ci.commit ??
    git(cwd, ['rev-parse', 'HEAD'])
  ).toLowerCase()
  const repository = request.repository ?? env.GITHUB_REPOSITORY ?? env.CI_PROJECT_PATH ?? basename(tryGit(cwd, ['rev-parse', '--show-toplevel']) ?? cwd)
  const fromGit = request.gitAuthors === false || !tryGit(cwd, ['rev-parse', '--verify', '--quiet', `${commit}^{commit}`]) ? [] : coAuthorsSince(cwd, commit)
  const coAuthors = mergeCoAuthors(fromGit, request.coAuthors ?? [])
  request.log(t('release.start', { repository, ref: tag ?? commit.slice(0, 12), commit, count: coAuthors.length }))

  const scratch = mkdtempSync(resolve(env.RUNNER_TEMP || tmpdir(), 'sceau-release-'))
  try {
    const made = makeArchive({ cwd, repository, tag, commit, archive: request.archive, paths: request.paths, scratch })
    const info = statSync(made.path)
    const sha256 = await sha256File(made.path)
    request.log(t('release.archiveLine', { name: made.name, size: info.size, sha256 }))
    const file: LocalFile = {
      absolutePath: made.path,
      relativePath: made.name,
      size: info.size,
      lastModified: Math.floor(info.mtimeMs),
      type: 'application/gzip',
    }
    const body = {
      repository,
      tag,
      commit,
      archive: { name: made.name, size: info.size, sha256 },
      ...(request.years ? { years: request.years } : {}),
      coAuthors,
    }
    const api = new Api(request.origin, { kind: 'key', ...request.key })
    const key = createHash('sha256')
      .update(JSON.stringify(['release', request.origin, repository, tag, commit, sha256, info.size]))
      .digest('hex')
    const result = await deposit(api, request, key, body, file)
    return { ...result, sha256 }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

async function deposit(
  api: Api,
  request: ReleaseRequest,
  key: string,
  body: { archive: { name: string } } & Record<string, unknown>,
  file: LocalFile
): Promise<Omit<ReleaseResult, 'sha256'>> {
  const { intents } = request
  const intent = intents.open(key, 'release')
  const ask = async () => {
    const answer = await api.post<ReleaseStart>('/git-deploy/releases', body, { idempotencyKey: intent.idempotencyKey })
    intents.update(key, { phase: 'announced', data: answer as unknown as Record<string, unknown> })
    return answer
  }
  let start = intent.data as unknown as ReleaseStart | null
  if (!start) {
    start = await ask()
    if (start.existing) request.log(t('release.existing', { id: start.release.id }))
  } else request.log(t('release.resuming', { id: start.release.id }))
  const existing = Boolean(start.existing)

  if (intent.phase === 'announced' && start.upload) {
    try {
      await uploadFiles(api.origin, start.upload, [file], intents, request.progress)
    } catch (error) {
      if (!(error instanceof UploadRefused)) throw error
      // The batch is gone (expired, or replaced by another run of the same release): ask again, once,
      // under a new key (the first one would replay the answer naming that batch).
      intents.rekey(key)
      start = await ask()
      if (start.upload) await uploadFiles(api.origin, start.upload, [file], intents, request.progress)
    }
  }
  if (intent.phase === 'announced') intents.update(key, { phase: 'uploaded' })

  let release =
    intent.phase === 'uploaded'
      ? await complete(api, start.release.id)
      : (await api.get<{ release: ReleaseView }>(`/git-deploy/releases/${start.release.id}`)).release
  intents.update(key, { phase: 'completed' })
  if (release.state === 'depositing') request.log(t('release.received', { id: release.id }))
  if (request.wait !== false) release = await waitForSeal(api, release, request)
  if (release.state === 'failed' || request.wait === false || release.state === 'protected') intents.forget(key)
  if (release.state === 'failed')
    throw new CliError(t('error.releaseFailed', { error: release.error ?? t('error.seeWebApp') }), EXIT.refused, 'E_RELEASE_FAILED')
  return { release, existing }
}

/** POST …/complete, again while the server is still checking the archive it received (409 E_UPLOAD_PENDING). */
async function complete(api: Api, id: string): Promise<ReleaseView> {
  for (let delay = 500; ; delay = Math.min(delay * 1.5, 5000)) {
    try {
      return (await api.post<{ release: ReleaseView }>(`/git-deploy/releases/${id}/complete`, {})).release
    } catch (error) {
      if (!(error instanceof CliError) || error.code !== 'E_UPLOAD_PENDING') throw error
      await new Promise((done) => setTimeout(done, delay))
    }
  }
}

async function waitForSeal(api: Api, first: ReleaseView, request: ReleaseRequest): Promise<ReleaseView> {
  const deadline = request.waitSeconds === undefined ? Infinity : Date.now() + request.waitSeconds * 1000
  let release = first
  for (let delay = 500; release.state === 'depositing' || release.state === 'uploading'; delay = Math.min(delay * 1.5, 5000)) {
    if (Date.now() >= deadline) throw new CliError(t('error.sealTimeout', { seconds: request.waitSeconds!, id: release.id }), EXIT.network, 'E_SEAL_TIMEOUT')
    await new Promise((done) => setTimeout(done, Math.min(delay, Math.max(0, deadline - Date.now()))))
    release = (await api.get<{ release: ReleaseView }>(`/git-deploy/releases/${release.id}`)).release
  }
  return release
}

export { archiveLabel }
