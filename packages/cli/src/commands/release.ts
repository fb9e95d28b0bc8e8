/*
 * sceau release: records a git release with an organisation API key (SCEAU_API_KEY_ID / SCEAU_API_KEY_SECRET,
 * every request HMAC-signed): POST /git-deploy/releases declares the archive (default: `git archive` of the
 * tag or commit), the archive is uploaded to the batch it answers with, POST /git-deploy/releases/:id/complete
 * makes the deposit.
 */
import { execFileSync } from 'node:child_process'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { Api, normaliseOrigin } from '../http.ts'
import { readConfig, readState, writeState } from '../config.ts'
import { CliError, EXIT, usageError } from '../errors.ts'
import { batchKey, sha256File, type LocalFile } from '../files.ts'
import { emit, type OutputOptions } from '../output.ts'
import { uploadFiles, type Batch } from '../upload.ts'

export interface ReleaseOptions extends OutputOptions {
  url?: string
  repository?: string
  tag?: string
  commit?: string
  archive?: string
  years?: string
  coAuthor?: string[]
  wait?: boolean
}

/** The git-deploy API's answers (plugins/git-deploy/shared/types.ts: ReleaseView, ReleaseStart). */
interface ReleaseView {
  id: string
  repository: string
  tag: string | null
  commit: string
  years: number
  coAuthors: { name: string; email: string }[]
  state: 'uploading' | 'depositing' | 'protected' | 'failed'
  archive: { name: string; size: number; sha256: string }
  deposit: { id: string; number: string | null; certificateUrl: string | null } | null
  error: string | null
  createdAt: string
}
interface ReleaseStart {
  release: ReleaseView
  upload: Batch | null
}

/** "Ada Lovelace <ada@example.org>" → { name, email } (the release's co-author shape). */
function parseReleaseCoAuthor(value: string) {
  const match = /^\s*(.+?)\s*<\s*([^<>\s]+@[^<>\s]+)\s*>\s*$/.exec(value)
  if (!match) throw usageError(`Co-author "${value}": write it as "Name <email>".`)
  return { name: match[1]!, email: match[2]! }
}

async function waitForRelease(api: Api, id: string) {
  let delay = 500
  for (;;) {
    const { release } = await api.request<{ release: ReleaseView }>('GET', `/git-deploy/releases/${id}`)
    if (release.state === 'protected' || release.state === 'failed') return release
    if (process.stderr.isTTY) process.stderr.write(`\r\x1b[2KRelease: ${release.state}`)
    await new Promise((resolve) => setTimeout(resolve, delay))
    delay = Math.min(delay * 1.5, 5000)
  }
}

function git(args: string[]) {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()
  } catch (error) {
    throw usageError(`git ${args.join(' ')} failed: ${String((error as { stderr?: string }).stderr ?? (error as Error).message).trim()}`)
  }
}

export async function release(options: ReleaseOptions) {
  const publicKey = process.env.SCEAU_API_KEY_ID
  const secret = process.env.SCEAU_API_KEY_SECRET
  if (!publicKey || !secret)
    throw new CliError('Set SCEAU_API_KEY_ID and SCEAU_API_KEY_SECRET (an organisation API key with the deposit scope).', EXIT.auth, 'E_NO_API_KEY')
  const url = options.url ?? process.env.SCEAU_URL ?? (await readConfig())?.url
  if (!url) throw usageError('Give the instance address with --url or SCEAU_URL.')
  const origin = normaliseOrigin(url)
  const api = new Api(origin, { kind: 'key', publicKey, secret })
  const ref = options.tag ?? options.commit ?? process.env.GITHUB_REF_NAME
  if (!ref && !options.archive) throw usageError('Give --tag or --commit (or --archive with --repository and --commit).')
  const tag = options.tag ?? (process.env.GITHUB_REF_TYPE === 'tag' ? process.env.GITHUB_REF_NAME : undefined)
  const commit = options.commit ?? (ref ? git(['rev-parse', `${ref}^{commit}`]) : (process.env.GITHUB_SHA ?? git(['rev-parse', 'HEAD'])))
  const repository = options.repository ?? process.env.GITHUB_REPOSITORY ?? basename(git(['rev-parse', '--show-toplevel']))
  const years = options.years === undefined ? undefined : Number(options.years)
  if (years !== undefined && ![1, 3, 5, 10].includes(years)) throw usageError('--years must be one of 1, 3, 5, 10.')
  const coAuthors = (options.coAuthor ?? []).map(parseReleaseCoAuthor)

  let temporary: string | null = null
  try {
    let archivePath = options.archive ? resolve(options.archive) : null
    if (!archivePath) {
      temporary = await mkdtemp(join(tmpdir(), 'sceau-release-'))
      const name = `${repository.split('/').pop()}-${(tag ?? commit.slice(0, 12)).replace(/[^\w.-]+/g, '_')}.tar.gz`
      archivePath = join(temporary, name)
      git(['archive', '--format=tar.gz', `--output=${archivePath}`, commit])
    }
    const info = await stat(archivePath).catch(() => null)
    if (!info?.isFile()) throw usageError(`No such archive: ${archivePath}`)
    const file: LocalFile = { absolutePath: archivePath, relativePath: basename(archivePath), size: info.size, lastModified: Math.floor(info.mtimeMs) }
    const sha256 = await sha256File(archivePath)
    const body = {
      repository,
      tag: tag ?? null,
      commit,
      ...(years ? { years } : {}),
      coAuthors,
      archive: { name: file.relativePath, size: file.size, sha256 },
    }
    const state = await readState()
    const key = batchKey('release', origin, [file], body)
    let answer = state.batches[key]?.data as unknown as ReleaseStart | undefined
    if (!answer) {
      answer = await api.request<ReleaseStart>('POST', '/git-deploy/releases', { body })
      state.batches[key] = { kind: 'release', createdAt: new Date().toISOString(), data: answer as unknown as Record<string, unknown> }
      await writeState(state)
    }
    if (answer.upload) await uploadFiles(origin, answer.upload, [file], state, 'Uploading', key)
    const completed = await api.request<{ release: ReleaseView }>('POST', `/git-deploy/releases/${answer.release.id}/complete`, { body: {} })
    delete state.batches[key]
    await writeState(state)
    const final = options.wait === false ? completed.release : await waitForRelease(api, answer.release.id)
    if (process.stderr.isTTY && options.wait !== false) process.stderr.write('\n')
    emit(options, { release: final, sha256 }, [
      `Release ${final.repository} ${final.tag ?? final.commit}: ${final.state}, archive ${final.archive.name} sha256 ${sha256}`,
      ...(final.deposit
        ? [`Deposit ${final.deposit.number ?? final.deposit.id}${final.deposit.certificateUrl ? `: ${final.deposit.certificateUrl}` : ''}`]
        : []),
      ...(final.error ? [`Error: ${final.error}`] : []),
    ])
    if (final.state === 'failed') throw new CliError(`The release's deposit failed: ${final.error ?? 'see the web app'}`, EXIT.refused, 'E_RELEASE_FAILED')
  } finally {
    if (temporary) await rm(temporary, { recursive: true, force: true })
  }
}
