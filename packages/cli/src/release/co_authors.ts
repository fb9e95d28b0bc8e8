/* A release's co-authors: the distinct authors (by address) of the commits since the previous tag, and the ones given. */
import { usageError } from '../errors.ts'
import { t } from '../i18n.ts'
import { git, tryGit } from './archive.ts'

export interface ReleaseCoAuthor {
  name: string
  email: string
}

/** The distinct authors of the commits since the previous tag (all of them when there is none), oldest first. */
export function coAuthorsSince(cwd: string, commit: string): ReleaseCoAuthor[] {
  const previous = tryGit(cwd, ['describe', '--tags', '--abbrev=0', `${commit}^`])
  const range = previous ? `${previous}..${commit}` : commit
  const lines = git(cwd, ['log', '--reverse', '--format=%aN%x09%aE', range]).split('\n').filter(Boolean)
  return mergeCoAuthors(
    lines.map((line) => {
      const [name = '', email = ''] = line.split('\t')
      return { name: name.trim(), email: email.trim() }
    })
  )
}

/** One entry per address (lower-cased), the first name seen kept, nameless or addressless ones left out. */
export function mergeCoAuthors(...lists: ReleaseCoAuthor[][]): ReleaseCoAuthor[] {
  const seen = new Map<string, ReleaseCoAuthor>()
  for (const author of lists.flat()) {
    const email = author.email.trim().toLowerCase()
    if (email && author.name.trim() && !seen.has(email)) seen.set(email, { name: author.name.trim(), email })
  }
  return [...seen.values()]
}

/** "Ada Lovelace <ada@example.org>" → { name, email }. */
export function parseReleaseCoAuthor(value: string): ReleaseCoAuthor {
  const match = /^\s*(.+?)\s*<\s*([^<>\s]+@[^<>\s]+)\s*>\s*$/.exec(value)
  if (!match) throw usageError(t('error.coAuthorFormat', { value, form: 'Name <email>' }))
  return { name: match[1]!, email: match[2]! }
}
