/*
 * sceau release: records a git release with an organisation API key (SCEAU_API_KEY_ID / SCEAU_API_KEY_SECRET,
 * every request HMAC-signed), through the release implementation the deploy action runs too (release/release.ts).
 */
import { normaliseOrigin } from '../api.ts'
import { readConfig } from '../config.ts'
import { CliError, EXIT, usageError } from '../errors.ts'
import { t } from '../i18n.ts'
import { Intents } from '../intents.ts'
import { emit, type OutputOptions } from '../output.ts'
import { Progress, note } from '../progress.ts'
import { parseReleaseCoAuthor } from '../release/co_authors.ts'
import { runRelease } from '../release/release.ts'

export interface ReleaseOptions extends OutputOptions {
  url?: string
  repository?: string
  tag?: string
  commit?: string
  archive?: string
  path?: string[]
  years?: string
  coAuthor?: string[]
  gitAuthors?: boolean
  wait?: boolean
  waitSeconds?: string
}

const YEARS = [1, 3, 5, 10]

export async function release(options: ReleaseOptions) {
  const publicKey = process.env.SCEAU_API_KEY_ID
  const secret = process.env.SCEAU_API_KEY_SECRET
  if (!publicKey || !secret) throw new CliError(t('error.noApiKey'), EXIT.auth, 'E_NO_API_KEY')
  const url = options.url ?? process.env.SCEAU_URL ?? (await readConfig())?.url
  if (!url) throw usageError(t('error.urlRequiredRelease'))
  const years = options.years === undefined ? undefined : Number(options.years)
  if (years !== undefined && !YEARS.includes(years)) throw usageError(t('error.years', { years: YEARS.join(', ') }))
  if (options.archive && options.path?.length) throw usageError(t('error.archiveOrPaths'))
  const waitSeconds = options.waitSeconds === undefined ? undefined : Number(options.waitSeconds)
  const result = await runRelease({
    origin: normaliseOrigin(url),
    key: { publicKey, secret },
    cwd: process.cwd(),
    repository: options.repository,
    tag: options.tag,
    commit: options.commit,
    archive: options.archive,
    paths: options.path,
    years,
    coAuthors: (options.coAuthor ?? []).map(parseReleaseCoAuthor),
    gitAuthors: options.gitAuthors,
    wait: options.wait,
    ...(waitSeconds !== undefined && Number.isFinite(waitSeconds) ? { waitSeconds } : {}),
    intents: await Intents.saved(),
    progress: new Progress(t('progress.uploading')),
    log: note,
  })
  const final = result.release
  emit(options, result, [
    t('release.line', { repository: final.repository, ref: final.tag ?? final.commit, state: final.state, name: final.archive.name, sha256: result.sha256 }),
    ...(final.deposit ? [t('release.deposit', { number: final.deposit.number ?? final.deposit.id, url: final.deposit.certificateUrl ?? '' }).trimEnd()] : []),
    ...(final.error ? [t('release.error', { error: final.error })] : []),
  ])
}
