/*
 * The archive a release deposits, the same for `sceau release` and the deploy action (docs/release-archive.md):
 * by default `git archive --format=tar.gz --prefix=<name>-<ref>/ <commit>`, named `<name>-<ref>.tar.gz`;
 * or one built file as it is; or built artefacts packed with tar.
 */
import { execFileSync } from 'node:child_process'
import { statSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { CliError, EXIT, usageError } from '../errors.ts'
import { t } from '../i18n.ts'

export function git(cwd: string, args: string[]): string {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()
  } catch (error) {
    throw usageError(t('error.git', { args: args.join(' '), reason: String((error as { stderr?: string }).stderr ?? (error as Error).message).trim() }))
  }
}

export function tryGit(cwd: string, args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return null
  }
}

/** "acme/widget" at "v1.0.0" → "widget-v1.0.0": the archive's name (with .tar.gz) and its folder prefix. */
export function archiveLabel(repository: string, tag: string | null, commit: string) {
  return `${repository.split('/').pop()}-${(tag ?? commit.slice(0, 12)).replace(/[^\w.-]+/g, '_')}`
}

export interface ArchiveSource {
  cwd: string
  repository: string
  tag: string | null
  commit: string
  /** One built file, deposited as it is. */
  archive?: string
  /** Built artefacts (files or folders under cwd), packed into one .tar.gz. */
  paths?: string[]
  /** Where made archives go (a temporary folder the caller removes). */
  scratch: string
}

/** The file to deposit and its name on the server. */
export function makeArchive(source: ArchiveSource): { path: string; name: string } {
  const label = archiveLabel(source.repository, source.tag, source.commit)
  if (source.archive) {
    const path = resolve(source.cwd, source.archive)
    if (!statSync(path, { throwIfNoEntry: false })?.isFile()) throw usageError(t('error.noSuchArchive', { path }))
    return { path, name: basename(path) }
  }
  const path = join(source.scratch, `${label}.tar.gz`)
  const paths = source.paths ?? []
  if (!paths.length) {
    // git's own gzip, of a commit (its time as every entry's): the same commit gives the same bytes.
    git(source.cwd, ['archive', '--format=tar.gz', `--prefix=${label}/`, `--output=${path}`, source.commit])
    return { path, name: `${label}.tar.gz` }
  }
  if (paths.length === 1 && statSync(resolve(source.cwd, paths[0]!), { throwIfNoEntry: false })?.isFile()) {
    const single = resolve(source.cwd, paths[0]!)
    return { path: single, name: basename(single) }
  }
  for (const entry of paths) if (!statSync(resolve(source.cwd, entry), { throwIfNoEntry: false })) throw usageError(t('error.noSuchPath', { path: entry }))
  try {
    execFileSync('tar', ['-czf', path, '-C', source.cwd, '--', ...paths], { stdio: ['ignore', 'ignore', 'pipe'] })
  } catch (error) {
    throw new CliError(t('error.tar', { reason: String((error as { stderr?: string }).stderr ?? (error as Error).message).trim() }), EXIT.usage, 'E_USAGE')
  }
  return { path, name: `${label}.tar.gz` }
}
