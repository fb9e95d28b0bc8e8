import { ApiError, validateInput, vine } from '@sceau/plugin-sdk/server'
import type { ReleaseStartInput } from '../../shared/types.js'

const K = 'git-deploy.errors.'
const SHA256 = /^[0-9a-f]{64}$/
const NAME = /^[^/\\\0]+$/
const COMMIT = /^[0-9a-f]{7,64}$/
/** "owner/name" (GitHub, GitLab groups) or a bare name: no spaces, no control characters. */
const REPOSITORY = /^[\w.-]+(\/[\w.-]+)*$/
export const RELEASE_YEARS = [1, 3, 5, 10] as const
export const MAX_CO_AUTHORS = 50

export const startValidator = vine.create({
  repository: vine.string().trim().minLength(1).maxLength(255).regex(REPOSITORY),
  tag: vine.string().trim().minLength(1).maxLength(255).optional().nullable(),
  commit: vine.string().trim().toLowerCase().regex(COMMIT),
  archive: vine.object({
    name: vine.string().trim().minLength(1).maxLength(255).regex(NAME),
    size: vine.number().withoutDecimals().min(1),
    sha256: vine.string().trim().toLowerCase().regex(SHA256),
  }),
  years: vine
    .number()
    .withoutDecimals()
    .in([...RELEASE_YEARS])
    .optional(),
  coAuthors: vine
    .array(vine.object({ name: vine.string().trim().minLength(1).maxLength(200), email: vine.string().trim().toLowerCase().email().maxLength(254) }))
    .maxLength(MAX_CO_AUTHORS)
    .optional(),
})

/** POST /git-deploy/releases: the repository, tag and commit, the archive announced with its SHA-256, years, co-authors. */
export async function parseStart(body: unknown): Promise<ReleaseStartInput> {
  const input = await validateInput(startValidator, body, {
    messages: {
      repository: `${K}repository`,
      tag: `${K}tag`,
      commit: `${K}commit`,
      archive: `${K}archive`,
      'archive.name': `${K}fileName`,
      'archive.size': `${K}fileSize`,
      'archive.sha256': `${K}sha256`,
      years: `${K}years`,
      coAuthors: `${K}coAuthors`,
      'coAuthors.*.name': `${K}coAuthorName`,
      'coAuthors.*.email': `${K}coAuthorEmail`,
    },
    message: 'errors.validation',
  })
  // The same person twice (one address) is one co-author.
  const seen = new Set<string>()
  const coAuthors = (input.coAuthors ?? []).filter((author) => !seen.has(author.email) && seen.add(author.email))
  return { repository: input.repository, tag: input.tag ?? null, commit: input.commit, archive: input.archive, years: input.years ?? 3, coAuthors }
}

/** GET /git-deploy/releases?repository=&page= */
export function parseListQuery(query: Record<string, unknown>): { repository: string | null; page: number } {
  const repository = typeof query.repository === 'string' && query.repository !== '' ? query.repository : null
  if (repository !== null && (repository.length > 255 || !REPOSITORY.test(repository))) throw ApiError.invalid({ repository: `${K}repository` })
  const page = query.page === undefined ? 1 : Number(query.page)
  if (!Number.isSafeInteger(page) || page < 1) throw ApiError.invalid({ page: `${K}page` })
  return { repository, page }
}
